// Helpers for the ledger tests: a signed-in user with a set-up workspace, and calls in that workspace.
import { type Wallet, walletListResponseSchema, walletSchema } from '@bc/api';
import type { Queryable } from '../../src/db/database.ts';
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

/**
 * Every wallet, payee and goal of the workspace whose stored balance differs from what its rows say: a
 * wallet's opening balance plus its counted entries (a saving moves the other way), a payee's counted debits,
 * a goal's counted savings. Empty when the ledger is exact.
 */
export async function balanceDrift(db: Queryable, workspaceId: string) {
  const counted = 'e.deleted_at IS NULL AND e.confirmed AND NOT e.planned';
  return db
    .query<{ kind: string; id: number; stored: number; expected: number }>(
      `SELECT 'wallet' AS kind, w.id, w.balance_cents AS stored, w.opening_balance_cents + coalesce((
       SELECT sum(CASE WHEN e.type = 'saving' THEN -e.amount_cents ELSE e.amount_cents END) FROM entries e
       WHERE e.account_id = w.id AND ${counted}), 0)::bigint AS expected
     FROM wallets w WHERE w.workspace_id = $1
     UNION ALL
     SELECT 'payee', p.id, p.balance_cents, coalesce((
       SELECT sum(e.amount_cents) FROM entries e WHERE e.payee_id = p.id AND e.type = 'debit' AND ${counted}), 0)
     FROM payees p WHERE p.workspace_id = $1
     UNION ALL
     SELECT 'goal', g.id, g.balance_cents, coalesce((
       SELECT sum(e.amount_cents) FROM entries e WHERE e.goal_id = g.id AND ${counted}), 0)
     FROM goals g WHERE g.workspace_id = $1`,
      [workspaceId],
    )
    .then((rows) => rows.filter((row) => Number(row.stored) !== Number(row.expected)));
}
