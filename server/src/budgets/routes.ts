import {
  budgetInputSchema,
  budgetSchema,
  budgetStatsListSchema,
  budgetStatsSchema,
  entrySchema,
  messageResponseSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import {
  budgetEntries,
  createBudget,
  deleteBudget,
  getBudget,
  getBudgetStats,
  listBudgetStats,
  updateBudget,
} from './budget-service.ts';

const tags = ['budgets'];
const params = z.object({ uuid: z.string() });

/** SPEC §7 Budgets (WIRE.md §2.8). */
export const budgetRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  const write = { onRequest: [workspaceScope, requireWriter] };

  app.get(
    '/budgets/stats',
    {
      ...read,
      schema: {
        tags,
        summary: 'Every budget with its figures in its current window ([] when none)',
        description:
          'totalSpent is signed (negative when spending); percentages are text with %; planned is what planned ' +
          'entries and plan occurrences add in the window; pace projects the spending to the end of the window.',
        response: { 200: budgetStatsListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => listBudgetStats(db, workspaceOf(request).workspaceId),
  );

  app.post(
    '/budget/create',
    {
      ...write,
      schema: {
        tags,
        summary: 'Create a budget',
        description:
          'period: weekly, monthly, yearly, one-shot (or one_shot) or recursive; amount as a number or text.',
        body: budgetInputSchema,
        response: { 201: budgetSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createBudget(db, workspaceOf(request).workspaceId, request.body)),
  );

  app.put(
    '/budget/update/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Update a budget',
        params,
        body: budgetInputSchema,
        response: { 200: budgetSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updateBudget(db, workspaceOf(request).workspaceId, request.params.uuid, request.body),
  );

  app.get(
    '/budget/:uuid',
    {
      ...read,
      schema: {
        tags,
        summary: 'One budget',
        params,
        response: { 200: budgetSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getBudget(db, workspaceOf(request).workspaceId, request.params.uuid),
  );

  app.get(
    '/budget/:uuid/stats',
    {
      ...read,
      schema: {
        tags,
        summary: 'One budget with its figures in its current window',
        params,
        response: { 200: budgetStatsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getBudgetStats(db, workspaceOf(request).workspaceId, request.params.uuid),
  );

  app.get(
    '/budget/:uuid/entry-list',
    {
      ...read,
      schema: {
        tags,
        summary: 'The entries the budget counts in its current window, newest first (at most 1,000)',
        params,
        response: { 200: z.array(entrySchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => budgetEntries(db, workspaceOf(request).workspaceId, request.params.uuid),
  );

  app.delete(
    '/budget/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a budget',
        params,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteBudget(db, workspaceOf(request).workspaceId, request.params.uuid);
      return { message: 'The budget has been deleted.' };
    },
  );
};
