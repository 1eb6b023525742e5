// Helpers for the ledger tests: a signed-in user with a set-up workspace, and calls in that workspace.
import { type Wallet, walletListResponseSchema, walletSchema } from '@bc/api';
import { call, createSetUpUser, json, type RequestOptions } from './client.ts';
import type { TestServer } from './test-server.ts';

export type LedgerUser = Awaited<ReturnType<typeof createSetUpUser>>;

/** A request as `user` in their workspace (or `workspace`). */
export function as(server: TestServer, user: LedgerUser, workspace = user.workspace.uuid) {
  return (method: string, path: string, body?: unknown, options: RequestOptions = {}) =>
    call(server, method, path, {
      session: user.session,
      workspace,
      ...(body === undefined ? {} : { json: body }),
      ...options,
    });
}

export async function walletsOf(server: TestServer, user: LedgerUser): Promise<Wallet[]> {
  return walletListResponseSchema.parse(
    await json(await as(server, user)('GET', '/api/wallet/list?filters[archived]=all')),
  );
}

export async function createWallet(
  server: TestServer,
  user: LedgerUser,
  body: Record<string, unknown> = {},
): Promise<Wallet> {
  return walletSchema.parse(
    await json(
      await as(server, user)('POST', '/api/wallet/create', {
        name: 'Wallet',
        type: 'bank',
        balance: 0,
        currency_id: 2,
        color: '#123456',
        ...body,
      }),
      201,
    ),
  );
}

/** An owner, an editor, a viewer of the owner's workspace, and an outsider with their own. */
export async function ledgerTeam(server: TestServer) {
  const owner = await createSetUpUser(server, { name: 'Owner' });
  const viewer = await createSetUpUser(server, { name: 'Viewer' });
  const outsider = await createSetUpUser(server, { name: 'Outsider' });
  await json(
    await call(server, 'POST', `/api/workspace/${owner.workspace.uuid}/share`, {
      session: owner.session,
      json: { user_to_share: viewer.email, role: 'viewer' },
    }),
    201,
  );
  return { owner, viewer, outsider, workspace: owner.workspace.uuid };
}
