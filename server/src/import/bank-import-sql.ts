// SQL of the bank-file import: previews waiting for their commit, the import history, the wallet an account
// goes to, a wallet's CSV mapping, and what the preview reads of the ledger (the entries a row may duplicate,
// the category a payee usually gets).
import type { CsvColumns, DateOrder, DecimalSeparator } from '@bc/api';
import { IMPORT_PREVIEW_TTL_MS } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import type { ExistingEntry } from './duplicates.ts';
import type { StoredReadOptions } from './read-bank-file.ts';

const TTL_SECONDS = IMPORT_PREVIEW_TTL_MS / 1000;

export type StoredPreview = {
  fileName: string;
  file: Uint8Array;
  readOptions: StoredReadOptions;
  batchId: string | null;
};

/** Stores a preview, and drops everyone's expired ones (their files are the big part of this table). */
export async function insertPreview(
  db: Queryable,
  preview: {
    id: string;
    workspaceId: string;
    userId: string;
    fileName: string;
    file: Uint8Array;
    readOptions: StoredReadOptions;
  },
) {
  await db.query(`DELETE FROM import_previews WHERE created_at < now() - make_interval(secs => $1)`, [
    TTL_SECONDS,
  ]);
  await db.query(
    `INSERT INTO import_previews (id, workspace_id, user_id, file_name, file, read_options)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      preview.id,
      preview.workspaceId,
      preview.userId,
      preview.fileName,
      Buffer.from(preview.file.buffer, preview.file.byteOffset, preview.file.byteLength),
      JSON.stringify(preview.readOptions),
    ],
  );
}

/** The caller's unexpired preview, locked for its commit; undefined for anyone else's, or an expired one. */
export async function lockPreview(
  tx: Queryable,
  id: string,
  workspaceId: string,
  userId: string,
): Promise<StoredPreview | undefined> {
  const [row] = await tx.query<{
    file_name: string;
    file: Uint8Array;
    read_options: StoredReadOptions;
    batch_id: string | null;
  }>(
    `SELECT file_name, file, read_options, batch_id FROM import_previews
     WHERE id = $1 AND workspace_id = $2 AND user_id = $3 AND created_at >= now() - make_interval(secs => $4)
     FOR UPDATE`,
    [id, workspaceId, userId, TTL_SECONDS],
  );
  return (
    row && { fileName: row.file_name, file: row.file, readOptions: row.read_options, batchId: row.batch_id }
  );
}

/** A committed preview keeps its batch (a second commit is refused) but not its file. */
export async function markPreviewCommitted(tx: Queryable, id: string, batchId: string) {
  await tx.query(`UPDATE import_previews SET batch_id = $2, file = ''::bytea WHERE id = $1`, [id, batchId]);
}

export type BatchRecord = {
  id: string;
  workspaceId: string;
  userId: string;
  fileName: string;
  format: string;
  imported: number;
  duplicates: number;
  walletIds: readonly number[];
};

export async function insertBatch(tx: Queryable, batch: BatchRecord) {
  await tx.query(
    `INSERT INTO import_batches (id, workspace_id, user_id, file_name, format, imported, duplicates, wallet_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      batch.id,
      batch.workspaceId,
      batch.userId,
      batch.fileName,
      batch.format,
      batch.imported,
      batch.duplicates,
      batch.walletIds,
    ],
  );
}

export type BatchRow = {
  id: string;
  created_at: Date;
  user_uuid: string | null;
  user_name: string | null;
  file_name: string;
  format: string;
  imported: number;
  duplicates: number;
  undone_at: Date | null;
  wallets: { id: number; uuid: string; name: string }[];
};

/** The workspace's imports, newest first, with who made them and the wallets they wrote into. */
export async function listBatches(db: Queryable, workspaceId: string, limit: number): Promise<BatchRow[]> {
  return db.query<BatchRow>(
    `SELECT b.id, b.created_at, u.id AS user_uuid, u.name AS user_name, b.file_name, b.format, b.imported,
       b.duplicates, b.undone_at,
       coalesce((SELECT json_agg(json_build_object('id', w.id, 'uuid', w.uuid, 'name', w.name) ORDER BY w.id)
                 FROM wallets w WHERE w.workspace_id = b.workspace_id AND w.id = ANY(b.wallet_ids)), '[]') AS wallets
     FROM import_batches b LEFT JOIN users u ON u.id = b.user_id
     WHERE b.workspace_id = $1
     ORDER BY b.created_at DESC, b.id
     LIMIT $2`,
    [workspaceId, limit],
  );
}

/** The batch, locked for its undo; undefined when it is not this workspace's. */
export async function lockBatch(tx: Queryable, workspaceId: string, id: string) {
  const [row] = await tx.query<{ undone_at: Date | null }>(
    'SELECT undone_at FROM import_batches WHERE workspace_id = $1 AND id = $2 FOR UPDATE',
    [workspaceId, id],
  );
  return row;
}

/**
 * Removes the live entries a batch wrote (soft delete, as the ledger deletes) and returns, per wallet, the
 * cents they had moved its balance by (confirmed entries that are not planned).
 */
export async function deleteBatchEntries(tx: Queryable, workspaceId: string, batchId: string) {
  const rows = await tx.query<{ account_id: number; removed: number; counted_cents: string }>(
    `WITH removed AS (
       UPDATE entries SET deleted_at = now(), updated_at = now()
       WHERE import_batch_id = $2 AND workspace_id = $1 AND deleted_at IS NULL
       RETURNING account_id, amount_cents, confirmed AND NOT planned AS counted)
     SELECT account_id, count(*)::int AS removed,
       coalesce(sum(amount_cents) FILTER (WHERE counted), 0)::text AS counted_cents
     FROM removed GROUP BY account_id`,
    [workspaceId, batchId],
  );
  return rows.map((row) => ({
    walletId: Number(row.account_id),
    removed: row.removed,
    countedCents: BigInt(row.counted_cents),
  }));
}

export async function markBatchUndone(tx: Queryable, id: string) {
  await tx.query('UPDATE import_batches SET undone_at = now() WHERE id = $1', [id]);
}

/** The wallets earlier imports tied to these account keys (IBAN, else account number). */
export async function linkedWallets(db: Queryable, workspaceId: string, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, number>();
  const rows = await db.query<{ account_key: string; wallet_id: string }>(
    'SELECT account_key, wallet_id FROM import_account_links WHERE workspace_id = $1 AND account_key = ANY($2::text[])',
    [workspaceId, keys],
  );
  return new Map(rows.map((row) => [row.account_key, Number(row.wallet_id)]));
}

export async function linkAccounts(
  tx: Queryable,
  workspaceId: string,
  links: readonly { accountKey: string; walletId: number }[],
) {
  if (links.length === 0) return;
  await tx.query(
    `INSERT INTO import_account_links (workspace_id, account_key, wallet_id)
     SELECT $1, l.key, l.wallet_id FROM unnest($2::text[], $3::bigint[]) AS l(key, wallet_id)
     ON CONFLICT (workspace_id, account_key) DO UPDATE SET wallet_id = excluded.wallet_id`,
    [workspaceId, links.map((link) => link.accountKey), links.map((link) => link.walletId)],
  );
}

export type CsvMapping = {
  columns: CsvColumns;
  dateOrder: DateOrder | null;
  decimalSeparator: DecimalSeparator;
};

export async function findCsvMapping(db: Queryable, walletId: number): Promise<CsvMapping | undefined> {
  const [row] = await db.query<{
    columns: CsvColumns;
    date_format: DateOrder | null;
    decimal_separator: DecimalSeparator;
  }>('SELECT columns, date_format, decimal_separator FROM import_csv_mappings WHERE wallet_id = $1', [
    walletId,
  ]);
  return row && { columns: row.columns, dateOrder: row.date_format, decimalSeparator: row.decimal_separator };
}

export async function saveCsvMapping(tx: Queryable, walletId: number, mapping: CsvMapping) {
  await tx.query(
    `INSERT INTO import_csv_mappings (wallet_id, columns, date_format, decimal_separator) VALUES ($1, $2, $3, $4)
     ON CONFLICT (wallet_id) DO UPDATE SET columns = excluded.columns, date_format = excluded.date_format,
       decimal_separator = excluded.decimal_separator, updated_at = now()`,
    [walletId, JSON.stringify(mapping.columns), mapping.dateOrder, mapping.decimalSeparator],
  );
}

/** The wallet's live entries dated from `from` to `to` (YYYY-MM-DD, both included), by its wallet index. */
export async function entriesBetween(
  db: Queryable,
  workspaceId: string,
  walletId: number,
  from: string,
  to: string,
): Promise<ExistingEntry[]> {
  const rows = await db.query<{
    id: string;
    day: string;
    amount_cents: string;
    bank_id: string | null;
    bank_payee: string | null;
    note: string | null;
  }>(
    `SELECT id, to_char(date_time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, amount_cents, bank_id, bank_payee, note
     FROM entries
     WHERE workspace_id = $1 AND account_id = $2 AND deleted_at IS NULL
       AND date_time >= $3::date AND date_time < $4::date + 1`,
    [workspaceId, walletId, from, to],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    date: row.day,
    amountCents: Number(row.amount_cents),
    bankId: row.bank_id,
    bankPayee: row.bank_payee,
    note: row.note,
  }));
}

/** Per payee (lower-cased), the category the workspace's entries of that payee have most often. */
export async function usualCategoryByPayee(
  db: Queryable,
  workspaceId: string,
  payees: readonly string[],
): Promise<Map<string, number>> {
  if (payees.length === 0) return new Map();
  const rows = await db.query<{ payee: string; category_id: number }>(
    `SELECT DISTINCT ON (payee) payee, category_id FROM (
       SELECT lower(bank_payee) AS payee, category_id, count(*) AS uses
       FROM entries
       WHERE workspace_id = $1 AND bank_payee IS NOT NULL AND deleted_at IS NULL
         AND lower(bank_payee) = ANY($2::text[])
       GROUP BY 1, 2) AS counted
     ORDER BY payee, uses DESC, category_id`,
    [workspaceId, payees],
  );
  return new Map(rows.map((row) => [row.payee, row.category_id]));
}

/** The sub-categories the workspace may use, by slug (a file's own category text is matched to them). */
export async function categoriesBySlug(db: Queryable, workspaceId: string, slugs: readonly string[]) {
  if (slugs.length === 0) return new Map<string, number>();
  const rows = await db.query<{ slug: string; id: number }>(
    `SELECT DISTINCT ON (s.slug) s.slug, s.id FROM sub_categories s
     WHERE (s.workspace_id IS NULL OR s.workspace_id = $1) AND s.slug = ANY($2::text[])
     ORDER BY s.slug, s.workspace_id NULLS LAST, s.id`,
    [workspaceId, slugs],
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Of these wallets, the workspace's, with their currency's code. */
export async function workspaceWallets(db: Queryable, workspaceId: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { currencyCode: string }>();
  const rows = await db.query<{ id: string; code: string }>(
    `SELECT w.id, c.code FROM wallets w JOIN currencies c ON c.id = w.currency_id
     WHERE w.workspace_id = $1 AND w.id = ANY($2::bigint[])`,
    [workspaceId, ids],
  );
  return new Map(rows.map((row) => [Number(row.id), { currencyCode: row.code.trim() }]));
}
