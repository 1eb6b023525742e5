import {
  labelInputSchema,
  labelListQuerySchema,
  labelListResponseSchema,
  labelSchema,
  messageResponseSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import {
  archiveLabel,
  createLabel,
  editLabel,
  getLabel,
  listWorkspaceLabels,
  removeLabel,
} from './label-service.ts';

const tags = ['labels'];
const params = z.object({ id: z.string().describe('Numeric id or uuid') });

/** SPEC §7 Labels, plus archive and restore (SPEC §4). */
export const labelRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  const write = { onRequest: [workspaceScope, requireWriter] };
  const one = (summary: string) => ({
    tags,
    summary,
    params,
    response: { 200: labelSchema, ...errorResponses(401, 403, 404) },
  });

  app.get(
    '/label/list',
    {
      ...read,
      schema: {
        tags,
        summary: 'Labels: the active ones; with archive=1, all of them (archived included)',
        querystring: labelListQuerySchema,
        response: { 200: labelListResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => listWorkspaceLabels(db, workspaceOf(request).workspaceId, request.query),
  );
  app.get('/label/:id', { ...read, schema: one('One label') }, async (request) =>
    getLabel(db, workspaceOf(request).workspaceId, request.params.id),
  );
  app.post(
    '/label',
    {
      ...write,
      schema: {
        tags,
        summary: 'Create a label',
        body: labelInputSchema,
        response: { 201: labelSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLabel(db, workspaceOf(request).workspaceId, request.body)),
  );
  app.put(
    '/label/:id',
    {
      ...write,
      schema: {
        ...one('Rename, recolour, archive a label'),
        body: labelInputSchema,
        response: { 200: labelSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => editLabel(db, workspaceOf(request).workspaceId, request.params.id, request.body),
  );
  app.patch('/label/archive/:id', { ...write, schema: one('Archive a label') }, async (request) =>
    archiveLabel(db, workspaceOf(request).workspaceId, request.params.id, true),
  );
  app.patch('/label/restore/:id', { ...write, schema: one('Restore an archived label') }, async (request) =>
    archiveLabel(db, workspaceOf(request).workspaceId, request.params.id, false),
  );
  app.delete(
    '/label/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a label (entries lose it)',
        params,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await removeLabel(db, workspaceOf(request).workspaceId, request.params.id);
      return { message: 'The label has been deleted.' };
    },
  );
};
