// The reads of the workspace file (workspace-file.ts): each section in the form the file writes it, refs being
// the workspace's own ids. Instants are written by PostgreSQL to the microsecond, so they read back exactly.
import type { Queryable } from '../db/database.ts';

/** An instant column as ISO 8601 text in UTC with its microseconds. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type FileWorkspaceRow = { name: string; currency: string | null; payment_type: number | null };

export async function readFileWorkspace(db: Queryable, workspaceId: string) {
  const [row] = await db.query<FileWorkspaceRow>(
    `SELECT w.name, c.code AS currency, w.payment_type_id AS payment_type
     FROM workspaces w LEFT JOIN currencies c ON c.id = w.currency_id WHERE w.id = $1`,
    [workspaceId],
  );
  return row;
}

export const readFileMembers = (db: Queryable, workspaceId: string) =>
  db.query<{ email: string; role: string }>(
    `SELECT u.email, m.role FROM workspace_members m JOIN users u ON u.id = m.user_id
     WHERE m.workspace_id = $1 ORDER BY m.role = 'owner' DESC, u.email`,
    [workspaceId],
  );

export const readFileWallets = (db: Queryable, workspaceId: string) =>
  db.query<{
    ref: number;
    name: string;
    type: string;
    color: string;
    currency: string;
    opening_balance_cents: number;
    exclude_from_stats: boolean;
    sorting: number;
    archived: boolean;
    invoice_date: string | null;
    closing_date: string | null;
    payment_wallet: number | null;
    installment_value_cents: number | null;
    voucher_value_cents: number | null;
  }>(
    `SELECT w.id AS ref, w.name, w.type, w.color, c.code AS currency, w.opening_balance_cents,
       w.exclude_from_stats, w.sorting, w.archived, w.invoice_date, w.closing_date,
       w.payment_account_id AS payment_wallet, w.installment_value_cents, w.voucher_value_cents
     FROM wallets w JOIN currencies c ON c.id = w.currency_id WHERE w.workspace_id = $1 ORDER BY w.id`,
    [workspaceId],
  );

export const readFileCategories = (db: Queryable, workspaceId: string) =>
  db.query<{ ref: number; parent: number; name: string; exclude_from_stats: boolean }>(
    `SELECT id AS ref, category_id AS parent, slug AS name, exclude_from_stats
     FROM sub_categories WHERE workspace_id = $1 ORDER BY id`,
    [workspaceId],
  );

export const readFileLabels = (db: Queryable, workspaceId: string) =>
  db.query<{ ref: number; name: string; color: string; archived: boolean }>(
    'SELECT id AS ref, name, color, archived FROM labels WHERE workspace_id = $1 ORDER BY id',
    [workspaceId],
  );

export const readFilePayees = (db: Queryable, workspaceId: string) =>
  db.query<{ ref: number; name: string; archived: boolean }>(
    'SELECT id AS ref, name, archived FROM payees WHERE workspace_id = $1 ORDER BY id',
    [workspaceId],
  );

export const readFileGoals = (db: Queryable, workspaceId: string) =>
  db.query<{
    ref: number;
    name: string;
    icon: string;
    target_cents: number;
    due_date: string | null;
    description: string | null;
    archived: boolean;
  }>(
    `SELECT id AS ref, name, icon, target_cents, due_date, description, archived
     FROM goals WHERE workspace_id = $1 ORDER BY id`,
    [workspaceId],
  );

export const readFileBudgets = (db: Queryable, workspaceId: string) =>
  db.query<{
    name: string;
    description: string | null;
    amount_cents: number;
    period: string;
    period_start: string | null;
    period_end: string | null;
    wallets: number[];
    categories: number[];
    labels: number[];
    types: string[];
    notification: boolean;
    emails: string[];
    thresholds: number[];
  }>(
    `SELECT name, description, amount_cents, period, period_start, period_end, accounts AS wallets, categories,
       labels, types, notification, emails, thresholds
     FROM budgets WHERE workspace_id = $1 ORDER BY id`,
    [workspaceId],
  );

export const readFileModels = (db: Queryable, workspaceId: string) =>
  db.query<{
    name: string;
    type: string;
    amount_cents: number | null;
    currency: string | null;
    payment_type: number | null;
    note: string | null;
    exclude_from_stats: boolean;
    wallet: number | null;
    category: number | null;
    payee: number | null;
    labels: number[];
  }>(
    `SELECT m.name, m.type, m.amount_cents, c.code AS currency, m.payment_type_id AS payment_type, m.note,
       m.exclude_from_stats, m.account_id AS wallet, m.category_id AS category, m.payee_id AS payee,
       m.label_ids AS labels
     FROM entry_models m LEFT JOIN currencies c ON c.id = m.currency_id WHERE m.workspace_id = $1 ORDER BY m.id`,
    [workspaceId],
  );

export const readFilePlans = (db: Queryable, workspaceId: string) =>
  db.query<{
    type: string;
    amount_cents: number;
    currency: string;
    payment_type: number;
    note: string | null;
    wallet: number;
    category: number;
    payee: number | null;
    labels: number[];
    confirmed: boolean;
    waranty: boolean;
    exclude_from_stats: boolean;
    planning: string;
    start: string;
    end: string | null;
    next_execution: string | null;
    last_execution: string | null;
  }>(
    `SELECT p.type, p.amount_cents, c.code AS currency, p.payment_type_id AS payment_type, p.note,
       p.account_id AS wallet, p.category_id AS category, p.payee_id AS payee,
       ARRAY(SELECT label_id FROM planned_entry_labels l WHERE l.planned_entry_id = p.id ORDER BY label_id) AS labels,
       p.confirmed, p.waranty, p.exclude_from_stats, p.planning, ${iso('p.start_date_time')} AS start,
       ${iso('p.end_date_time')} AS end, ${iso('p.next_execution')} AS next_execution,
       ${iso('p.last_execution')} AS last_execution
     FROM planned_entries p JOIN currencies c ON c.id = p.currency_id
     WHERE p.workspace_id = $1 AND p.deleted_at IS NULL ORDER BY p.id`,
    [workspaceId],
  );

/** The rules in the order they run. */
export const readFileRules = (db: Queryable, workspaceId: string) =>
  db.query<{ name: string; stage: string; active: boolean; conditions: unknown; actions: unknown }>(
    `SELECT name, stage, active, conditions, actions FROM rules WHERE workspace_id = $1
     ORDER BY array_position(ARRAY['first', 'normal', 'last'], stage), position, id`,
    [workspaceId],
  );

export type FileEntryRow = {
  ref: number;
  type: string;
  amount_cents: number;
  currency: string;
  payment_type: number;
  date: string;
  wallet: number | null;
  category: number;
  labels: number[];
  payee: number | null;
  goal: number | null;
  transfer: number | null;
  note: string | null;
  geolocation: string | null;
  bank_id: string | null;
  bank_payee: string | null;
  planned: boolean;
  confirmed: boolean;
  waranty: boolean;
  exclude_from_stats: boolean;
};

/** Rows per read of the entries: a few tens of milliseconds each, so others' statements wait no longer. */
export const FILE_ENTRY_PAGE = 5_000;

/** The live entries after `afterId`, by id (the workspace's (workspace_id, id) key). */
export const readFileEntries = (db: Queryable, workspaceId: string, afterId: number) =>
  db.query<FileEntryRow>(
    `SELECT e.id AS ref, e.type, e.amount_cents, c.code AS currency, e.payment_type_id AS payment_type,
       ${iso('e.date_time')} AS date, e.account_id AS wallet, e.category_id AS category, e.label_ids AS labels,
       e.payee_id AS payee, e.goal_id AS goal,
       (SELECT t.id FROM entries t WHERE t.uuid = e.transfer_uuid) AS transfer, e.note, e.geolocation, e.bank_id,
       e.bank_payee, e.planned,
       e.confirmed, e.waranty, e.exclude_from_stats
     FROM entries e JOIN currencies c ON c.id = e.currency_id
     WHERE e.workspace_id = $1 AND e.id > $2 AND e.deleted_at IS NULL ORDER BY e.id LIMIT ${FILE_ENTRY_PAGE}`,
    [workspaceId, afterId],
  );
