import { errorBodySchema, healthSchema } from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import { checkHealth } from './health-service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    () => checkHealth(db),
  );
};
