import { messageResponseSchema, modelInputSchema, modelListResponseSchema, modelSchema } from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import { createModel, deleteModel, getModel, listModels, updateModel } from './model-service.ts';

const tags = ['models'];
const params = z.object({ uuid: z.string() });

/** SPEC §7 Models (registered before the entry routes' /entry/:uuid; static segments win anyway). */
export const modelRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  const write = { onRequest: [workspaceScope, requireWriter] };
  app.get(
    '/entry/model',
    {
      ...read,
      schema: {
        tags,
        summary: 'Models ordered by name',
        querystring: z.object({ 'order[name]': z.enum(['asc', 'desc']).optional() }),
        response: { 200: modelListResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) =>
      listModels(db, workspaceOf(request).workspaceId, request.query['order[name]'] === 'desc'),
  );
  app.get(
    '/entry/model/:uuid',
    {
      ...read,
      schema: {
        tags,
        summary: 'One model',
        params,
        response: { 200: modelSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getModel(db, workspaceOf(request).workspaceId, request.params.uuid),
  );
  app.post(
    '/entry/model',
    {
      ...write,
      schema: {
        tags,
        summary: "Create a model (name required: 'insert model name')",
        body: modelInputSchema,
        response: { 201: modelSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createModel(db, workspaceOf(request).workspaceId, request.body)),
  );
  app.put(
    '/entry/model/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Update a model',
        params,
        body: modelInputSchema,
        response: { 200: modelSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updateModel(db, workspaceOf(request).workspaceId, request.params.uuid, request.body),
  );
  app.delete(
    '/entry/model/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a model',
        params,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteModel(db, workspaceOf(request).workspaceId, request.params.uuid);
      return { message: 'The model has been deleted.' };
    },
  );
};
