// SQL for budgets. A window's counted entries are summed once for every budget sharing it (countedSums in
// stats-sql.ts: the monthly sums for whole months, the rows for the rest), and per label for the budgets
// filtered by one label (labelCountedSums); a budget filtered by several labels sums its entries from the
// rows, since an entry with two of its labels counts once.
import type { BudgetPeriod, EntryType } from '@bc/domain';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';

export type BudgetRow = {
  id: number;
  uuid: string;
  workspace_id: string;
  name: string;
  description: string | null;
  amount_cents: number;
  period: BudgetPeriod;
  period_start: string | null;
  period_end: string | null;
  accounts: number[];
  categories: number[];
  labels: number[];
  types: EntryType[];
  notification: boolean;
  emails: string[];
  thresholds: number[];
};

const SELECT = `
  SELECT id, uuid, workspace_id, name, description, amount_cents, period,
         to_char(period_start, 'YYYY-MM-DD') AS period_start, to_char(period_end, 'YYYY-MM-DD') AS period_end,
         accounts, categories, labels, types, notification, emails, thresholds
  FROM budgets`;

// bigint[] comes back as text from one driver and as numbers from the other.
const normalized = (row: BudgetRow): BudgetRow => ({
  ...row,
  id: Number(row.id),
  amount_cents: Number(row.amount_cents),
  accounts: row.accounts.map(Number),
  categories: row.categories.map(Number),
  labels: row.labels.map(Number),
  thresholds: row.thresholds.map(Number),
});

export async function listBudgetRows(db: Queryable, workspaceId: string) {
  return (
    await db.query<BudgetRow>(`${SELECT} WHERE workspace_id = $1 ORDER BY lower(name), id`, [workspaceId])
  ).map(normalized);
}

export async function findBudget(db: Queryable, workspaceId: string, uuid: string) {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db.query<BudgetRow>(`${SELECT} WHERE workspace_id = $1 AND uuid = $2::uuid`, [
    workspaceId,
    uuid,
  ]);
  return row && normalized(row);
}

/** Budgets that mail alerts, after `afterId`, a batch at a time (the alerts job). */
export async function notifyingBudgets(db: Queryable, afterId: number, limit: number) {
  const rows = await db.query<BudgetRow>(
    `${SELECT} WHERE notification AND cardinality(emails) > 0 AND id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map(normalized);
}

export type BudgetFields = Omit<BudgetRow, 'id' | 'uuid' | 'workspace_id'>;

const fieldParams = (budget: BudgetFields) => [
  budget.name,
  budget.description,
  budget.amount_cents,
  budget.period,
  budget.period_start,
  budget.period_end,
  budget.accounts,
  budget.categories,
  budget.labels,
  budget.types,
  budget.notification,
  budget.emails,
  budget.thresholds,
];

export async function insertBudget(tx: Queryable, workspaceId: string, budget: BudgetFields) {
  const [row] = await tx.query<{ uuid: string }>(
    `INSERT INTO budgets (workspace_id, name, description, amount_cents, period, period_start, period_end, accounts,
       categories, labels, types, notification, emails, thresholds)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8::bigint[], $9::int[], $10::bigint[], $11::text[], $12,
       $13::text[], $14::int[])
     RETURNING uuid`,
    [workspaceId, ...fieldParams(budget)],
  );
  if (!row) throw new Error('The budget was not stored');
  return row.uuid;
}

export async function updateBudgetRow(
  tx: Queryable,
  workspaceId: string,
  uuid: string,
  budget: BudgetFields,
) {
  await tx.query(
    `UPDATE budgets SET name = $3, description = $4, amount_cents = $5, period = $6, period_start = $7::date,
       period_end = $8::date, accounts = $9::bigint[], categories = $10::int[], labels = $11::bigint[],
       types = $12::text[], notification = $13, emails = $14::text[], thresholds = $15::int[], updated_at = now()
     WHERE workspace_id = $1 AND uuid = $2::uuid`,
    [workspaceId, uuid, ...fieldParams(budget)],
  );
}

export async function deleteBudgetRow(db: Queryable, workspaceId: string, uuid: string) {
  if (!isUuid(uuid)) return false;
  const rows = await db.query(
    'DELETE FROM budgets WHERE workspace_id = $1 AND uuid = $2::uuid RETURNING id',
    [workspaceId, uuid],
  );
  return rows.length > 0;
}

/** What a budget counts of the entries, as SQL conditions over `entries e` from $4 on. */
function filterConditions(budget: Pick<BudgetRow, 'accounts' | 'categories' | 'types' | 'labels'>) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length + 3}`));
  };
  if (budget.accounts.length > 0) add((p) => `e.account_id = ANY(${p}::bigint[])`, budget.accounts);
  if (budget.categories.length > 0) add((p) => `e.category_id = ANY(${p}::int[])`, budget.categories);
  if (budget.types.length > 0) add((p) => `e.type = ANY(${p}::text[])`, budget.types);
  if (budget.labels.length > 0) {
    add(
      (p) =>
        `EXISTS (SELECT 1 FROM entry_labels el WHERE el.entry_id = e.id AND el.label_id = ANY(${p}::bigint[]))`,
      budget.labels,
    );
  }
  return { conditions, params };
}

/**
 * The counted entries of a window carrying any of these labels, each with all its labels: every budget of
 * the window filtered by several labels takes its own from one read.
 */
export async function labelledEntries(
  db: Queryable,
  workspaceId: string,
  start: Date,
  end: Date,
  labels: number[],
) {
  const rows = await db.query<Upcoming & { amount_cents: number }>(
    `SELECT e.account_id, e.category_id, e.type, e.amount_cents, e.label_ids AS labels
     FROM entries e
     WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned
       AND e.date_time >= $2::timestamptz AND e.date_time < $3::timestamptz AND e.label_ids && $4::bigint[]`,
    [workspaceId, start.toISOString(), end.toISOString(), labels],
  );
  return rows.map(
    (row): Upcoming => ({
      account_id: row.account_id === null ? null : Number(row.account_id),
      category_id: row.category_id,
      type: row.type,
      cents: Number(row.amount_cents),
      labels: row.labels.map(Number),
    }),
  );
}

/** Ids of the entries a budget counts in its window, newest first (its entry list). */
export async function budgetEntryIds(
  db: Queryable,
  budget: BudgetRow,
  start: Date,
  end: Date,
  limit: number,
) {
  const { conditions, params } = filterConditions(budget);
  const rows = await db.query<{ id: number }>(
    `SELECT e.id FROM entries e
     WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned
       AND e.date_time >= $2::timestamptz AND e.date_time < $3::timestamptz
       ${conditions.map((condition) => `AND ${condition}`).join(' ')}
     ORDER BY e.date_time DESC, e.id DESC LIMIT $${params.length + 4}`,
    [budget.workspace_id, start.toISOString(), end.toISOString(), ...params, limit],
  );
  return rows.map((row) => Number(row.id));
}

/** Something that will count later: a future-dated entry, or a plan (with its schedule). */
export type Upcoming = {
  account_id: number | null;
  category_id: number;
  type: EntryType;
  cents: number;
  labels: number[];
};

/** Future-dated (planned) entries of the workspace from `start` to `end`. */
export async function plannedEntriesBetween(db: Queryable, workspaceId: string, start: Date, end: Date) {
  const rows = await db.query<Upcoming & { amount_cents: number }>(
    `SELECT e.account_id, e.category_id, e.type, e.amount_cents, e.label_ids AS labels
     FROM entries e
     WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND e.planned
       AND e.date_time >= $2::timestamptz AND e.date_time < $3::timestamptz`,
    [workspaceId, start.toISOString(), end.toISOString()],
  );
  return rows.map((row) => ({
    account_id: row.account_id === null ? null : Number(row.account_id),
    category_id: row.category_id,
    type: row.type,
    cents: Number(row.amount_cents),
    labels: row.labels.map(Number),
  }));
}

export type LivePlan = Upcoming & {
  currency_id: number;
  planning: 'daily' | 'weekly' | 'monthly' | 'yearly' | 'one_shot';
  start: Date;
  end: Date | null;
  next: Date;
};

/** The workspace's plans that will still run. */
export async function livePlans(db: Queryable, workspaceId: string): Promise<LivePlan[]> {
  const rows = await db.query<{
    account_id: number;
    category_id: number;
    type: EntryType;
    amount_cents: number;
    currency_id: number;
    labels: number[];
    planning: LivePlan['planning'];
    start_date_time: Date;
    end_date_time: Date | null;
    next_execution: Date;
  }>(
    `SELECT p.account_id, p.category_id, p.type, p.amount_cents, p.currency_id, p.planning, p.start_date_time,
            p.end_date_time,
            p.next_execution,
            ARRAY(SELECT pl.label_id FROM planned_entry_labels pl WHERE pl.planned_entry_id = p.id) AS labels
     FROM planned_entries p
     WHERE p.workspace_id = $1 AND p.deleted_at IS NULL AND p.next_execution IS NOT NULL`,
    [workspaceId],
  );
  return rows.map((row) => ({
    account_id: Number(row.account_id),
    category_id: row.category_id,
    type: row.type,
    cents: Number(row.amount_cents),
    currency_id: row.currency_id,
    labels: row.labels.map(Number),
    planning: row.planning,
    start: new Date(row.start_date_time),
    end: row.end_date_time === null ? null : new Date(row.end_date_time),
    next: new Date(row.next_execution),
  }));
}

/** Records a threshold mailed for a window; false when it was recorded before (by any server). */
export async function recordAlert(tx: Queryable, budgetId: number, windowStart: Date, threshold: number) {
  const rows = await tx.query(
    `INSERT INTO budget_alerts (budget_id, window_start, threshold) VALUES ($1, $2::timestamptz, $3)
     ON CONFLICT DO NOTHING RETURNING threshold`,
    [budgetId, windowStart.toISOString(), threshold],
  );
  return rows.length > 0;
}
