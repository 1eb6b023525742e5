// SQL for imports: many entries of one wallet in one INSERT ... SELECT FROM unnest(...), with their labels,
// so 5,000 rows cost a handful of statements. The entry_counts statement trigger counts them as usual.
import { WORKSPACE_DEFAULTS } from '@bc/domain';
import type { Queryable } from '../db/database.ts';
import { categorySearchWords, labelLinkColumns } from '../entries/entries-sql.ts';

/** One imported row as stored: an expense or an income of the import's wallet. */
export type ImportedEntry = {
  uuid: string;
  amountCents: number;
  dateTime: string;
  planned: boolean;
  note: string | null;
  categoryId: number;
  labelIds: readonly number[];
  /** Of a bank file's row (null for rows already read by the client): its reference and payee as written. */
  bankId: string | null;
  bankPayee: string | null;
  excludeFromStats: boolean;
  /** The fields the import (0) or a rule (its id) set rather than the person (entries.rule_fields). */
  ruleFields?: Readonly<Record<string, number>>;
};

export type ImportTarget = {
  workspaceId: string;
  accountId: number;
  currencyId: number;
  paymentTypeId: number;
};

/** The wallet and the workspace's default payment type, or undefined when the wallet is not this workspace's. */
export async function findImportTarget(
  db: Queryable,
  workspaceId: string,
  accountId: number,
): Promise<ImportTarget | undefined> {
  const [row] = await db.query<{ currency_id: number; payment_type_id: number }>(
    `SELECT w.currency_id, coalesce(ws.payment_type_id, ${WORKSPACE_DEFAULTS.paymentTypeId}) AS payment_type_id
     FROM wallets w JOIN workspaces ws ON ws.id = w.workspace_id
     WHERE w.workspace_id = $1 AND w.id = $2`,
    [workspaceId, accountId],
  );
  return row
    ? { workspaceId, accountId, currencyId: row.currency_id, paymentTypeId: row.payment_type_id }
    : undefined;
}

/** Sub-categories among `ids` this workspace may use (predefined or its own). */
export async function usableCategories(
  db: Queryable,
  workspaceId: string,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    `SELECT s.id FROM sub_categories s
     WHERE s.id = ANY($2::int[]) AND (s.workspace_id IS NULL OR s.workspace_id = $1)`,
    [workspaceId, ids.filter((id) => id <= 2_147_483_647)],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Inserts the rows and their labels in one statement, with their category's search words (labels' words are
 * the caller's: refreshSearchTerms); returns the new entries' ids.
 */
export async function insertImportedEntries(
  tx: Queryable,
  target: ImportTarget,
  rows: readonly ImportedEntry[],
  batchId: string | null = null,
): Promise<number[]> {
  const links = labelLinkColumns(rows);
  const [result] = await tx.query<{ ids: number[] | null }>(
    `WITH e AS (
       INSERT INTO entries (workspace_id, uuid, type, amount_cents, currency_id, payment_type_id, date_time,
         planned, note, account_id, category_id, bank_id, bank_payee, import_batch_id, search_terms, exclude_from_stats,
         rule_fields)
       SELECT $1, r.uuid, CASE WHEN r.amount_cents < 0 THEN 'expense' ELSE 'income' END, r.amount_cents, $2, $3,
         r.date_time, r.planned, r.note, $4, r.category_id, r.bank_id, r.bank_payee, $13::uuid,
         coalesce(${categorySearchWords('r.category_id')}, ''), r.exclude_from_stats, r.rule_fields::jsonb
       FROM unnest($5::uuid[], $6::bigint[], $7::timestamptz[], $8::boolean[], $9::text[], $10::int[],
           $14::text[], $15::text[], $16::boolean[], $17::text[])
         AS r(uuid, amount_cents, date_time, planned, note, category_id, bank_id, bank_payee, exclude_from_stats,
           rule_fields)
       RETURNING id, uuid),
     l AS (
       INSERT INTO entry_labels (entry_id, label_id)
       SELECT e.id, el.label_id FROM unnest($11::uuid[], $12::bigint[]) AS el(uuid, label_id)
       JOIN e ON e.uuid = el.uuid)
     SELECT array_agg(id) AS ids FROM e`,
    [
      target.workspaceId,
      target.currencyId,
      target.paymentTypeId,
      target.accountId,
      rows.map((row) => row.uuid),
      rows.map((row) => row.amountCents),
      rows.map((row) => row.dateTime),
      rows.map((row) => row.planned),
      rows.map((row) => row.note),
      rows.map((row) => row.categoryId),
      links.uuids,
      links.labelIds,
      batchId,
      rows.map((row) => row.bankId),
      rows.map((row) => row.bankPayee),
      rows.map((row) => row.excludeFromStats),
      rows.map((row) => JSON.stringify(row.ruleFields ?? {})),
    ],
  );
  return result?.ids ?? [];
}

/**
 * Marks the two rows of a transfer a rule made of an imported row as the import's: both go with its undo, and
 * the row in the statement's wallet keeps the bank's reference and payee (the duplicates of the next file).
 */
export async function stampImportedTransfer(
  tx: Queryable,
  rowIds: readonly number[],
  stamp: {
    batchId: string;
    statementRowId: number;
    bankId: string | null;
    bankPayee: string | null;
    ruleFields: Readonly<Record<string, number>>;
  },
) {
  await tx.query(
    `UPDATE entries SET import_batch_id = $2::uuid, rule_fields = $3::jsonb,
       bank_id = CASE WHEN id = $4 THEN $5 END, bank_payee = CASE WHEN id = $4 THEN $6 END
     WHERE id = ANY($1::bigint[])`,
    [
      rowIds,
      stamp.batchId,
      JSON.stringify(stamp.ruleFields),
      stamp.statementRowId,
      stamp.bankId,
      stamp.bankPayee,
    ],
  );
}
