import {
  messageResponseSchema,
  plannedEntryBodySchema,
  plannedEntryListQuerySchema,
  plannedEntryListSchema,
  plannedEntrySchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import { createPlan, deletePlan, editPlan, getPlan, listPlans } from './planned-service.ts';

const tags = ['planned entries'];
const params = z.object({ uuid: z.string() });

/**
 * SPEC §7: /api/entry/planned[/{uuid}]. The static `planned` segment wins over the entry routes'
 * `/entry/:uuid` and `/entry/:type`, so it is never read as an entry id or type.
 */
export const plannedEntryRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  const write = { onRequest: [workspaceScope, requireWriter] };

  app.get(
    '/entry/planned',
    {
      ...read,
      schema: {
        tags,
        summary: 'Every planned entry, by next execution (plans that are over last)',
        description: 'The whole list; `page` is accepted and ignored (the original client always sends 0).',
        querystring: plannedEntryListQuerySchema,
        response: { 200: plannedEntryListSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => listPlans(db, workspaceOf(request).workspaceId),
  );

  app.get(
    '/entry/planned/:uuid',
    {
      ...read,
      schema: {
        tags,
        summary: 'One planned entry',
        params,
        response: { 200: plannedEntrySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getPlan(db, workspaceOf(request).workspaceId, request.params.uuid),
  );

  app.post(
    '/entry/planned',
    {
      ...write,
      schema: {
        tags,
        summary:
          'Plan an expense, income or debit (type by tab name): daily, weekly, monthly, yearly or one-shot',
        description:
          'date_time is the first execution; each occurrence that has come is written as an entry, now or by the job.',
        body: plannedEntryBodySchema,
        response: { 201: plannedEntrySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPlan(db, workspaceOf(request).workspaceId, request.body)),
  );

  app.put(
    '/entry/planned/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Rewrite a planned entry; its schedule resumes after the last occurrence written',
        params,
        body: plannedEntryBodySchema,
        response: { 200: plannedEntrySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => editPlan(db, workspaceOf(request).workspaceId, request.params.uuid, request.body),
  );

  app.delete(
    '/entry/planned/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a planned entry (the entries it already wrote stay)',
        params,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deletePlan(db, workspaceOf(request).workspaceId, request.params.uuid);
      return { message: 'The planned entry has been deleted.' };
    },
  );
};
