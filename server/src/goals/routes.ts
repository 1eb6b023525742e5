import {
  goalDetailSchema,
  goalInputSchema,
  goalListSchema,
  goalSchema,
  messageResponseSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import { archiveGoal, createGoal, getGoalDetail, listGoals, updateGoal } from './goal-service.ts';

const tags = ['goals'];
const params = z.object({ uuid: z.string() });

/** SPEC §7 Goals (WIRE.md §2.7). */
export const goalRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  const write = { onRequest: [workspaceScope, requireWriter] };

  app.get(
    '/goals',
    {
      ...read,
      schema: {
        tags,
        summary: 'The active goals with their balance, by due date',
        response: { 200: goalListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => listGoals(db, workspaceOf(request).workspaceId),
  );

  app.get(
    '/goals/:uuid',
    {
      ...read,
      schema: {
        tags,
        summary: 'One goal with its figures and its newest saving entries (at most 100)',
        params,
        response: { 200: goalDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getGoalDetail(db, workspaceOf(request).workspaceId, request.params.uuid),
  );

  app.post(
    '/goals/create',
    {
      ...write,
      schema: {
        tags,
        summary: 'Create a goal',
        description:
          '422 fields: name_required, amount_required, icon_required, date_required, date_in_past.',
        body: goalInputSchema,
        response: { 201: goalSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGoal(db, workspaceOf(request).workspaceId, request.body)),
  );

  app.put(
    '/goals/update/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Update a goal (the icon as icon or category_icon)',
        params,
        body: goalInputSchema,
        response: { 200: goalSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updateGoal(db, workspaceOf(request).workspaceId, request.params.uuid, request.body),
  );

  app.delete(
    '/goals/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Archive a goal (its saving entries stay)',
        params,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await archiveGoal(db, workspaceOf(request).workspaceId, request.params.uuid);
      return { message: 'The goal has been archived.' };
    },
  );
};
