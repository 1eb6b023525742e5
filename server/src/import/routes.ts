import { importBodySchema, importResponseSchema } from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import { importEntries } from './import-service.ts';

// 5,000 rows with long notes, payees and labels; the default 1 MiB would refuse big but valid files.
const BODY_LIMIT_BYTES = 12 * 1024 * 1024;

/** SPEC §7 Entries: POST /api/entries/import. */
export const importRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  app.post(
    '/entries/import',
    {
      onRequest: [workspaceScope, requireWriter],
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['entries'],
        summary: 'Import rows of a CSV into one wallet: all of them in one transaction, or none',
        description:
          'Negative amounts are expenses, positive ones incoming; future dates are planned. A bad row ' +
          'answers 422 with fields such as `rows.12.amount` and nothing is written.',
        body: importBodySchema,
        response: { 201: importResponseSchema, ...errorResponses(401, 403, 404, 413, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await importEntries(db, workspaceOf(request).workspaceId, request.body)),
  );
};
