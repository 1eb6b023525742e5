import {
  debitListSchema,
  debitPageSchema,
  errorBodySchema,
  messageResponseSchema,
  pageQuerySchema,
  payeeListSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../http/context.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import { allPayees, archiveDebt, payeePage, payeesWithRevolving } from './payee-service.ts';

const tags = ['debts'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

/** SPEC §7 Debts. */
export const payeeRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  app.get(
    '/debit',
    {
      ...read,
      schema: {
        tags,
        summary: 'Payees with their balances, by name, paginated',
        querystring: pageQuerySchema,
        response: { 200: debitPageSchema, ...errors(401, 404, 422) },
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
        summary: 'Every active payee with its balance',
        response: { 200: debitListSchema, ...errors(401, 404) },
      },
    },
    async (request) => ({ data: await allPayees(db, workspaceOf(request).workspaceId) }),
  );
  app.get(
    '/payees',
    {
      ...read,
      schema: {
        tags,
        summary: 'Payees with balances; revolving credit cards listed apart',
        response: { 200: payeeListSchema, ...errors(401, 404) },
      },
    },
    async (request) => payeesWithRevolving(db, workspaceOf(request).workspaceId),
  );
  app.delete(
    '/debt/:uuid',
    {
      onRequest: [workspaceScope, requireWriter],
      schema: {
        tags,
        summary: 'Archive a payee (its entries stay)',
        params: z.object({ uuid: z.string() }),
        response: { 200: messageResponseSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await archiveDebt(db, workspaceOf(request).workspaceId, request.params.uuid);
      return { data: { message: 'The debt has been archived.' } };
    },
  );
};
