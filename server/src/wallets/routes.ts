import {
  walletInputSchema,
  walletListQuerySchema,
  walletListResponseSchema,
  walletSchema,
  walletSortingSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import {
  createWallet,
  getWallet,
  listWorkspaceWallets,
  setArchived,
  setSorting,
  updateWallet,
} from './wallet-service.ts';

const tags = ['wallets'];
const params = z.object({ uuid: z.string() });

/** SPEC §7 Wallets. Behind authenticate; every route works in the X-WS workspace. */
export const walletRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  const write = { onRequest: [workspaceScope, requireWriter] };

  app.get(
    '/wallet/list',
    {
      ...read,
      schema: {
        tags,
        summary: 'Wallets of the workspace: filters[archived]=false, true or all (the default)',
        querystring: walletListQuerySchema,
        response: { 200: walletListResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => listWorkspaceWallets(db, workspaceOf(request).workspaceId, request.query),
  );

  app.get(
    '/wallet/show/:uuid',
    {
      ...read,
      schema: {
        tags,
        summary: 'One wallet',
        params,
        response: { 200: walletSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getWallet(db, workspaceOf(request).workspaceId, request.params.uuid),
  );

  app.post(
    '/wallet/create',
    {
      ...write,
      schema: {
        tags,
        summary: 'Create a wallet (type-dependent fields checked)',
        body: walletInputSchema,
        response: { 201: walletSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWallet(db, workspaceOf(request).workspaceId, request.body)),
  );

  app.put(
    '/wallet/update/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Update a wallet; balance is the opening balance, entries keep counting on top',
        params,
        body: walletInputSchema,
        response: { 200: walletSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updateWallet(db, workspaceOf(request).workspaceId, request.params.uuid, request.body),
  );

  const archiveSchema = (summary: string) => ({
    tags,
    summary,
    params,
    response: { 200: walletSchema, ...errorResponses(401, 403, 404) },
  });
  app.delete(
    '/wallet/:uuid',
    { ...write, schema: archiveSchema('Soft delete: the wallet is archived') },
    async (request) => setArchived(db, workspaceOf(request).workspaceId, request.params.uuid, true),
  );
  app.patch(
    '/wallet/archive/:uuid',
    { ...write, schema: archiveSchema('Archive a wallet') },
    async (request) => setArchived(db, workspaceOf(request).workspaceId, request.params.uuid, true),
  );
  app.patch(
    '/wallet/restore/:uuid',
    { ...write, schema: archiveSchema('Restore an archived wallet') },
    async (request) => setArchived(db, workspaceOf(request).workspaceId, request.params.uuid, false),
  );

  app.patch(
    '/wallet/sorting/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Set the position of a wallet in lists',
        params,
        body: walletSortingSchema,
        response: { 200: walletSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      setSorting(db, workspaceOf(request).workspaceId, request.params.uuid, request.body.sorting),
  );
};
