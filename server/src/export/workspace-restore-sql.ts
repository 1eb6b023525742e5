// The writes of a restore (workspace-restore.ts): the sections a workspace file holds, a statement per section
// (unnest of columns), each answering the new ids in the file's order so refs can be turned into ids.
import type { Queryable } from '../db/database.ts';
import { type EntryWrite, labelLinkColumns, searchTermsSql } from '../entries/entries-sql.ts';

/** A new workspace that nobody sees until finishRestore gives it its owner. */
export async function insertRestoringWorkspace(
  tx: Queryable,
  workspace: { name: string; currencyId: number | null; paymentTypeId: number | null },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO workspaces (name, currency_id, payment_type_id, restoring_since) VALUES ($1, $2, $3, now())
     RETURNING id`,
    [workspace.name, workspace.currencyId, workspace.paymentTypeId],
  );
  if (!row) throw new Error('The workspace was not stored');
  return row.id;
}

export async function finishRestoringWorkspace(tx: Queryable, workspaceId: string) {
  await tx.query('UPDATE workspaces SET restoring_since = NULL WHERE id = $1', [workspaceId]);
}

/** Restores that never finished (their server stopped) and have been waiting longer than `seconds`. */
export async function staleRestores(db: Queryable, seconds: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM workspaces WHERE restoring_since < now() - make_interval(secs => $1) ORDER BY id LIMIT 100`,
    [seconds],
  );
  return rows.map((row) => row.id);
}

/** Inserts rows given as columns (one array each, in `columns` order); answers the new ids in the same order. */
async function insertColumns(
  tx: Queryable,
  table: string,
  workspaceId: string,
  columns: readonly (readonly [name: string, type: string, values: readonly unknown[]])[],
): Promise<number[]> {
  if ((columns[0]?.[2].length ?? 0) === 0) return [];
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 2}::${type}[]`).join(', ');
  const rows = await tx.query<{ id: number }>(
    `WITH r AS (SELECT * FROM unnest(${arrays}) WITH ORDINALITY AS r(${names}, n)),
     inserted AS (INSERT INTO ${table} (workspace_id, ${names}) SELECT $1, ${names} FROM r ORDER BY n RETURNING id)
     SELECT id FROM inserted ORDER BY id`,
    [workspaceId, ...columns.map(([, , values]) => values)],
  );
  return rows.map((row) => row.id);
}

export type RestoredWallet = {
  name: string;
  type: string;
  color: string;
  currencyId: number;
  openingBalanceCents: number;
  excludeFromStats: boolean;
  sorting: number;
  archived: boolean;
  invoiceDate: string | null;
  closingDate: string | null;
  installmentValueCents: number | null;
  voucherValueCents: number | null;
};

/** New ids in the rows' order: identity ids grow with the insert order of one statement. */
export const insertWallets = (tx: Queryable, workspaceId: string, rows: readonly RestoredWallet[]) =>
  insertColumns(tx, 'wallets', workspaceId, [
    ['name', 'text', rows.map((row) => row.name)],
    ['type', 'text', rows.map((row) => row.type)],
    ['color', 'text', rows.map((row) => row.color)],
    ['currency_id', 'int', rows.map((row) => row.currencyId)],
    ['opening_balance_cents', 'bigint', rows.map((row) => row.openingBalanceCents)],
    // Entries move it from the opening balance, batch by batch, as the ledger does.
    ['balance_cents', 'bigint', rows.map((row) => row.openingBalanceCents)],
    ['exclude_from_stats', 'boolean', rows.map((row) => row.excludeFromStats)],
    ['sorting', 'int', rows.map((row) => row.sorting)],
    ['archived', 'boolean', rows.map((row) => row.archived)],
    ['invoice_date', 'date', rows.map((row) => row.invoiceDate)],
    ['closing_date', 'date', rows.map((row) => row.closingDate)],
    ['installment_value_cents', 'bigint', rows.map((row) => row.installmentValueCents)],
    ['voucher_value_cents', 'bigint', rows.map((row) => row.voucherValueCents)],
  ]);

/** Credit cards' paying wallets, once every wallet has its id. */
export async function linkPaymentWallets(tx: Queryable, links: readonly { id: number; paymentId: number }[]) {
  if (links.length === 0) return;
  await tx.query(
    `UPDATE wallets w SET payment_account_id = l.payment_id
     FROM unnest($1::bigint[], $2::bigint[]) AS l(id, payment_id) WHERE w.id = l.id`,
    [links.map((link) => link.id), links.map((link) => link.paymentId)],
  );
}

export const insertCategories = (
  tx: Queryable,
  workspaceId: string,
  rows: readonly { parent: number; name: string; exclude_from_stats: boolean }[],
) =>
  insertColumns(tx, 'sub_categories', workspaceId, [
    ['category_id', 'int', rows.map((row) => row.parent)],
    ['slug', 'text', rows.map((row) => row.name)],
    ['exclude_from_stats', 'boolean', rows.map((row) => row.exclude_from_stats)],
  ]);

export const insertLabels = (
  tx: Queryable,
  workspaceId: string,
  rows: readonly { name: string; color: string; archived: boolean }[],
) =>
  insertColumns(tx, 'labels', workspaceId, [
    ['name', 'text', rows.map((row) => row.name)],
    ['color', 'text', rows.map((row) => row.color)],
    ['archived', 'boolean', rows.map((row) => row.archived)],
  ]);

export const insertPayees = (
  tx: Queryable,
  workspaceId: string,
  rows: readonly { name: string; archived: boolean }[],
) =>
  insertColumns(tx, 'payees', workspaceId, [
    ['name', 'text', rows.map((row) => row.name)],
    ['archived', 'boolean', rows.map((row) => row.archived)],
  ]);

export const insertGoals = (
  tx: Queryable,
  workspaceId: string,
  rows: readonly {
    name: string;
    icon: string;
    targetCents: number;
    dueDate: string | null;
    description: string | null;
    archived: boolean;
  }[],
) =>
  insertColumns(tx, 'goals', workspaceId, [
    ['name', 'text', rows.map((row) => row.name)],
    ['icon', 'text', rows.map((row) => row.icon)],
    ['target_cents', 'bigint', rows.map((row) => row.targetCents)],
    ['due_date', 'date', rows.map((row) => row.dueDate)],
    ['description', 'text', rows.map((row) => row.description)],
    ['archived', 'boolean', rows.map((row) => row.archived)],
  ]);

export async function setPlanLastExecution(tx: Queryable, planId: number, lastExecution: string) {
  await tx.query('UPDATE planned_entries SET last_execution = $2::timestamptz WHERE id = $1', [
    planId,
    lastExecution,
  ]);
}

/** An entry as a restore writes it, ids of the new workspace; its search terms are the statement's. */
export type RestoredEntry = Omit<EntryWrite, 'searchTerms' | 'ruleFields'> & {
  bankId: string | null;
  bankPayee: string | null;
};

/**
 * A page of entries and their labels in one statement, with their search terms. label_ids is written with the
 * row (as text of a bigint array: unnest cannot take an array of arrays), so the sums by label count it at once.
 */
export async function insertRestoredEntries(
  tx: Queryable,
  workspaceId: string,
  rows: readonly RestoredEntry[],
) {
  const links = labelLinkColumns(rows);
  const terms = searchTermsSql({
    payeeId: 'r.payee_id',
    labelIds: 'r.label_ids::bigint[]',
    categoryId: 'r.category_id',
  });
  await tx.query(
    `WITH e AS (
       INSERT INTO entries (workspace_id, uuid, type, amount_cents, currency_id, payment_type_id, date_time,
         account_id, category_id, payee_id, goal_id, transfer_uuid, note, geolocation, planned, confirmed, waranty,
         exclude_from_stats, label_ids, search_terms, bank_id, bank_payee)
       SELECT $1, r.uuid, r.type, r.amount_cents, r.currency_id, r.payment_type_id, r.date_time, r.account_id,
         r.category_id, r.payee_id, r.goal_id, r.transfer_uuid, r.note, r.geolocation, r.planned, r.confirmed,
         r.waranty, r.exclude_from_stats, r.label_ids::bigint[], ${terms}, r.bank_id, r.bank_payee
       FROM unnest($2::uuid[], $3::text[], $4::bigint[], $5::int[], $6::int[], $7::timestamptz[], $8::bigint[],
           $9::int[], $10::bigint[], $11::bigint[], $12::uuid[], $13::text[], $14::text[], $15::boolean[],
           $16::boolean[], $17::boolean[], $18::boolean[], $19::text[], $22::text[], $23::text[])
         AS r(uuid, type, amount_cents, currency_id, payment_type_id, date_time, account_id, category_id, payee_id,
           goal_id, transfer_uuid, note, geolocation, planned, confirmed, waranty, exclude_from_stats, label_ids,
           bank_id, bank_payee)
       RETURNING id, uuid)
     INSERT INTO entry_labels (entry_id, label_id)
     SELECT e.id, el.label_id FROM unnest($20::uuid[], $21::bigint[]) AS el(uuid, label_id) JOIN e ON e.uuid = el.uuid`,
    [
      workspaceId,
      rows.map((row) => row.uuid),
      rows.map((row) => row.type),
      rows.map((row) => row.amountCents),
      rows.map((row) => row.currencyId),
      rows.map((row) => row.paymentTypeId),
      rows.map((row) => row.dateTime),
      rows.map((row) => row.accountId),
      rows.map((row) => row.categoryId),
      rows.map((row) => row.payeeId),
      rows.map((row) => row.goalId),
      rows.map((row) => row.transferUuid),
      rows.map((row) => row.note),
      rows.map((row) => row.geolocation),
      rows.map((row) => row.planned),
      rows.map((row) => row.confirmed),
      rows.map((row) => row.waranty),
      rows.map((row) => row.excludeFromStats),
      // The caller's labelIds are sorted and without repeats, as the links' trigger leaves entries.label_ids.
      rows.map((row) => `{${row.labelIds.join(',')}}`),
      links.uuids,
      links.labelIds,
      rows.map((row) => row.bankId),
      rows.map((row) => row.bankPayee),
    ],
  );
}
