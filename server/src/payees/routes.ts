import {
  debitPageSchema,
  debtListSchema,
  messageResponseSchema,
  pageQuerySchema,
  payeeListSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import { allDebts, allPayees, archiveDebt, payeePage } from './payee-service.ts';

const tags = ['debts'];

/** SPEC §7 Debts. */
export const payeeRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  app.get(
    '/debit',
    {
      ...read,
      schema: {
        tags,
        summary: 'Payees with their balances and latest entries, by name, paginated',
        querystring: pageQuerySchema,
        response: { 200: debitPageSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) =>
      payeePage(db, workspaceOf(request).workspaceId, request.query.page, request.query.per_page),
  );
  app.get(
    '/debits',
    {
      ...read,
      schema: {
        tags,
        summary: 'Who owes what: active payees, then revolving credit cards, with their latest entries',
        response: { 200: debtListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => allDebts(db, workspaceOf(request).workspaceId),
  );
  app.get(
    '/payees',
    {
      ...read,
      schema: {
        tags,
        summary: 'Active payees by name: the choices of a debit',
        response: { 200: payeeListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => allPayees(db, workspaceOf(request).workspaceId),
  );
  app.delete(
    '/debt/:uuid',
    {
      onRequest: [workspaceScope, requireWriter],
      schema: {
        tags,
        summary: 'Archive a payee (its entries stay)',
        params: z.object({ uuid: z.string() }),
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await archiveDebt(db, workspaceOf(request).workspaceId, request.params.uuid);
      return { message: 'The debt has been archived.' };
    },
  );
};
