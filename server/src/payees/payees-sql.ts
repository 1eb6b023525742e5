// SQL for payees. balance_cents and counted_entries follow the payee's counted debit entries, moved by
// the ledger in the same transaction as each entry write.
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';

export type PayeeRow = {
  id: number;
  uuid: string;
  name: string;
  balance_cents: number;
  counted_entries: number;
  archived: boolean;
  created_at: Date;
};

const SELECT = 'SELECT id, uuid, name, balance_cents, counted_entries, archived, created_at FROM payees';

export async function findPayeeById(db: Queryable, workspaceId: string, id: number) {
  const [row] = await db.query<PayeeRow>(`${SELECT} WHERE workspace_id = $1 AND id = $2`, [workspaceId, id]);
  return row;
}

/**
 * The workspace's live payee of this name (case-insensitive), created when there is none. One statement
 * on the unique index (workspace_id, lower(name)) of live payees: two debits naming a new payee at once
 * get the same row, the second waiting for the first to commit.
 */
export async function findOrInsertPayeeByName(tx: Queryable, workspaceId: string, name: string) {
  const [row] = await tx.query<PayeeRow>(
    `INSERT INTO payees (workspace_id, name) VALUES ($1, btrim($2))
     ON CONFLICT (workspace_id, lower(name)) WHERE NOT archived DO UPDATE SET name = payees.name
     RETURNING id, uuid, name, balance_cents, counted_entries, archived, created_at`,
    [workspaceId, name],
  );
  if (!row) throw new Error('The payee was not stored');
  return row;
}

export function listPayees(db: Queryable, workspaceId: string, limit: number, offset: number) {
  return db.query<PayeeRow>(
    `${SELECT} WHERE workspace_id = $1 AND NOT archived ORDER BY lower(name), id LIMIT $2 OFFSET $3`,
    [workspaceId, limit, offset],
  );
}

export async function countPayees(db: Queryable, workspaceId: string) {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM payees WHERE workspace_id = $1 AND NOT archived',
    [workspaceId],
  );
  return row?.count ?? 0;
}

export async function archivePayee(db: Queryable, workspaceId: string, uuid: string) {
  if (!isUuid(uuid)) return false;
  const rows = await db.query(
    `UPDATE payees SET archived = true, updated_at = now() WHERE workspace_id = $1 AND uuid = $2::uuid
     RETURNING id`,
    [workspaceId, uuid],
  );
  return rows.length > 0;
}

/** Signed deltas of balance and counted entries per payee, in one statement (locks in id order). */
export async function movePayeeBalances(
  tx: Queryable,
  deltas: ReadonlyMap<number, { cents: number; count: number }>,
) {
  const ids: number[] = [];
  const cents: number[] = [];
  const counts: number[] = [];
  for (const [id, delta] of deltas) {
    if (delta.cents === 0 && delta.count === 0) continue;
    ids.push(id);
    cents.push(delta.cents);
    counts.push(delta.count);
  }
  if (ids.length === 0) return;
  await tx.query(
    `UPDATE payees p SET balance_cents = p.balance_cents + d.cents, counted_entries = p.counted_entries + d.n,
       updated_at = now()
     FROM (SELECT d.id, d.cents, d.n FROM unnest($1::bigint[], $2::bigint[], $3::int[]) AS d(id, cents, n)
           JOIN (SELECT id FROM payees WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE) l ON l.id = d.id) d
     WHERE p.id = d.id`,
    [ids, cents, counts],
  );
}

export type DebtRow = {
  id: number;
  uuid: string;
  name: string;
  type: 'debit' | 'credit-card-revolving';
  created_at: Date;
  currency_symbol: string | null;
  balance_cents: number;
  entries: { uuid: string; amount_cents: number; date_time: string; note: string | null }[] | string;
};

// The newest counted entries of a debt (LIMIT on the payee and wallet indexes, newest first).
const LATEST_ENTRIES = (condition: string) => `
  coalesce((SELECT json_agg(json_build_object('uuid', x.uuid, 'amount_cents', x.amount_cents,
                                              'date_time', x.date_time, 'note', x.note))
            FROM (SELECT e.uuid, e.amount_cents, e.date_time, e.note FROM entries e
                  WHERE ${condition} AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned
                  ORDER BY e.date_time DESC, e.id DESC LIMIT $2) x), '[]'::json)`;

export type DebtListing = { entriesPerDebt: number; includeCards: boolean; limit: number; offset: number };

/** Active payees by name, then (with includeCards) active revolving credit cards by name: who owes what. */
export function listDebts(db: Queryable, workspaceId: string, listing: DebtListing) {
  return db.query<DebtRow>(
    `SELECT * FROM (
       SELECT p.id, p.uuid, p.name, 'debit' AS type, p.created_at, NULL AS currency_symbol, p.balance_cents,
              ${LATEST_ENTRIES("e.payee_id = p.id AND e.type = 'debit'")} AS entries, 0 AS kind
       FROM payees p WHERE p.workspace_id = $1 AND NOT p.archived
       UNION ALL
       SELECT w.id, w.uuid, w.name, w.type, w.created_at, c.symbol, w.balance_cents,
              ${LATEST_ENTRIES('e.workspace_id = w.workspace_id AND e.account_id = w.id')}, 1
       FROM wallets w JOIN currencies c ON c.id = w.currency_id
       WHERE $3 AND w.workspace_id = $1 AND w.type = 'credit-card-revolving' AND NOT w.archived
     ) debts ORDER BY kind, lower(name), id LIMIT $4 OFFSET $5`,
    [workspaceId, listing.entriesPerDebt, listing.includeCards, listing.limit, listing.offset],
  );
}
