// SQL for wallets. Amounts are integer cents; the API converts with toCents/fromCents (@bc/api).
import type { WalletType } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';

export type NewWallet = {
  workspaceId: string;
  name: string;
  type: WalletType;
  color: string;
  currencyId: number;
  openingBalanceCents: number;
  excludeFromStats: boolean;
  sorting?: number;
};

/** A new wallet: with no entries yet, its running balance is the opening balance. */
export async function insertWallet(tx: Queryable, wallet: NewWallet): Promise<{ id: number; uuid: string }> {
  const [row] = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO wallets (workspace_id, name, type, color, currency_id, opening_balance_cents, balance_cents,
       exclude_from_stats, sorting)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8)
     RETURNING id, uuid`,
    [
      wallet.workspaceId,
      wallet.name,
      wallet.type,
      wallet.color,
      wallet.currencyId,
      wallet.openingBalanceCents,
      wallet.excludeFromStats,
      wallet.sorting ?? 0,
    ],
  );
  if (!row) throw new Error('The wallet was not stored');
  return row;
}

export type WalletRow = {
  id: number;
  uuid: string;
  name: string;
  type: WalletType;
  color: string;
  currency_id: number;
  currency_code: string;
  currency_symbol: string;
  opening_balance_cents: number;
  balance_cents: number;
  exclude_from_stats: boolean;
  sorting: number;
  archived: boolean;
  updated_at: Date;
  invoice_date: string | null;
  closing_date: string | null;
  payment_account_id: number | null;
  installment_value_cents: number | null;
  voucher_value_cents: number | null;
};

const WALLET_SELECT = `
  SELECT w.id, w.uuid, w.name, w.type, w.color, w.currency_id, c.code AS currency_code,
         c.symbol AS currency_symbol, w.opening_balance_cents, w.balance_cents, w.exclude_from_stats,
         w.sorting, w.archived, w.updated_at, w.invoice_date, w.closing_date, w.payment_account_id,
         w.installment_value_cents, w.voucher_value_cents
  FROM wallets w JOIN currencies c ON c.id = w.currency_id`;

export type WalletListFilter = { archived: boolean | null; orderByName: 'asc' | 'desc' | null };

export function listWallets(db: Queryable, workspaceId: string, filter: WalletListFilter) {
  const order = filter.orderByName
    ? `lower(w.name) ${filter.orderByName === 'desc' ? 'DESC' : 'ASC'}, w.id`
    : 'w.sorting, lower(w.name), w.id';
  // A few rows of one workspace by its index whatever the parameters: planning this join cost four times
  // running it (pg_stat_statements under `pnpm bench`, group load), so each order is kept prepared.
  return db.query<WalletRow>(
    `${WALLET_SELECT} WHERE w.workspace_id = $1 AND ($2::boolean IS NULL OR w.archived = $2) ORDER BY ${order}`,
    [workspaceId, filter.archived],
    { prepared: `wallet-list-${filter.orderByName ?? 'sorting'}` },
  );
}

export async function findWalletByUuid(
  db: Queryable,
  workspaceId: string,
  uuid: string,
): Promise<WalletRow | undefined> {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db.query<WalletRow>(
    `${WALLET_SELECT} WHERE w.workspace_id = $1 AND w.uuid = $2::uuid`,
    [workspaceId, uuid],
  );
  return row;
}

export async function findWalletById(
  db: Queryable,
  workspaceId: string,
  id: number,
): Promise<WalletRow | undefined> {
  const [row] = await db.query<WalletRow>(`${WALLET_SELECT} WHERE w.workspace_id = $1 AND w.id = $2`, [
    workspaceId,
    id,
  ]);
  return row;
}

/** Only ids of this workspace (others are simply not there). */
export async function walletsByIds(db: Queryable, workspaceId: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.query<{ id: number; uuid: string; name: string; archived: boolean; type: WalletType }>(
    'SELECT id, uuid, name, archived, type FROM wallets WHERE workspace_id = $1 AND id = ANY($2::bigint[])',
    [workspaceId, ids],
  );
}

export type WalletFields = {
  name: string;
  type: WalletType;
  color: string;
  currencyId: number;
  openingBalanceCents: number;
  excludeFromStats: boolean;
  archived: boolean;
  invoiceDate: string | null;
  closingDate: string | null;
  paymentAccountId: number | null;
  installmentValueCents: number | null;
  voucherValueCents: number | null;
};

export async function insertFullWallet(tx: Queryable, workspaceId: string, wallet: WalletFields) {
  const [row] = await tx.query<{ uuid: string }>(
    `INSERT INTO wallets (workspace_id, name, type, color, currency_id, opening_balance_cents, balance_cents,
       exclude_from_stats, archived, invoice_date, closing_date, payment_account_id, installment_value_cents,
       voucher_value_cents, sorting)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12, $13,
       (SELECT coalesce(max(sorting) + 1, 0) FROM wallets WHERE workspace_id = $1))
     RETURNING uuid`,
    [workspaceId, ...walletParams(wallet)],
  );
  if (!row) throw new Error('The wallet was not stored');
  return row.uuid;
}

const walletParams = (wallet: WalletFields) => [
  wallet.name,
  wallet.type,
  wallet.color,
  wallet.currencyId,
  wallet.openingBalanceCents,
  wallet.excludeFromStats,
  wallet.archived,
  wallet.invoiceDate,
  wallet.closingDate,
  wallet.paymentAccountId,
  wallet.installmentValueCents,
  wallet.voucherValueCents,
];

/** The running balance moves by the change of the opening balance: entries keep counting on top. */
export async function updateWalletRow(
  tx: Queryable,
  workspaceId: string,
  uuid: string,
  wallet: WalletFields,
) {
  if (!isUuid(uuid)) return false;
  const rows = await tx.query(
    `UPDATE wallets SET name = $3, type = $4, color = $5, currency_id = $6,
       balance_cents = balance_cents + ($7 - opening_balance_cents), opening_balance_cents = $7,
       exclude_from_stats = $8, archived = $9, invoice_date = $10, closing_date = $11, payment_account_id = $12,
       installment_value_cents = $13, voucher_value_cents = $14, updated_at = now()
     WHERE workspace_id = $1 AND uuid = $2::uuid RETURNING id`,
    [workspaceId, uuid, ...walletParams(wallet)],
  );
  return rows.length > 0;
}

export async function setWalletArchived(db: Queryable, workspaceId: string, uuid: string, archived: boolean) {
  if (!isUuid(uuid)) return false;
  const rows = await db.query(
    'UPDATE wallets SET archived = $3, updated_at = now() WHERE workspace_id = $1 AND uuid = $2::uuid RETURNING id',
    [workspaceId, uuid, archived],
  );
  return rows.length > 0;
}

export async function setWalletSorting(db: Queryable, workspaceId: string, uuid: string, sorting: number) {
  if (!isUuid(uuid)) return false;
  const rows = await db.query(
    'UPDATE wallets SET sorting = $3, updated_at = now() WHERE workspace_id = $1 AND uuid = $2::uuid RETURNING id',
    [workspaceId, uuid, sorting],
  );
  return rows.length > 0;
}

/**
 * Moves running balances by signed deltas in one statement (the ledger calls it in the same transaction
 * as the entry write). Deltas for the same wallet are summed first. `last`: the transaction's last statement.
 */
export async function moveWalletBalances(
  tx: Queryable,
  deltas: ReadonlyMap<number, number>,
  { last = false } = {},
) {
  const ids: number[] = [];
  const cents: number[] = [];
  for (const [id, delta] of deltas) {
    if (delta === 0) continue;
    ids.push(id);
    cents.push(delta);
  }
  if (ids.length === 0) return;
  if (ids.length === 1) {
    // One wallet (every write but a transfer's): no order to keep, and the UPDATE takes the same lock itself.
    await tx.query(
      'UPDATE wallets SET balance_cents = balance_cents + $2, updated_at = now() WHERE id = $1',
      [ids[0], cents[0]],
      { prepared: 'move-wallet-balance', last },
    );
    return;
  }
  // Rows are locked in id order first, so two writes moving the same wallets never deadlock; NO KEY UPDATE,
  // as the UPDATE itself takes, so entry inserts (whose foreign keys take KEY SHARE on the wallet) never wait.
  await tx.query(
    `UPDATE wallets w SET balance_cents = w.balance_cents + d.delta, updated_at = now()
     FROM (SELECT d.id, d.delta FROM unnest($1::bigint[], $2::bigint[]) AS d(id, delta)
           JOIN (SELECT id FROM wallets WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE) l ON l.id = d.id) d
     WHERE w.id = d.id`,
    [ids, cents],
    { prepared: 'move-wallet-balances', last },
  );
}
