// A cheap fingerprint of everything people keep in the database, to tell that a refused request changed
// nothing. Bookkeeping that moves by design on any request is left out: a session's last use, rate limit
// counters.
import type { Queryable } from '../../src/db/database.ts';

const TABLES: Record<string, string> = {
  users: '*',
  user_identities: '*',
  sessions: 'id, user_id, revoked_at',
  auth_tokens: '*',
  workspaces: '*',
  workspace_members: '*',
  categories: '*',
  sub_categories: '*',
  wallets: '*',
  labels: '*',
  payees: '*',
  entries: '*',
  entry_labels: '*',
  entry_counts: '*',
  entry_models: '*',
  entry_month_counts: '*',
  entry_month_sums: '*',
  planned_entries: '*',
  planned_entry_labels: '*',
  planned_entry_runs: '*',
  goals: '*',
  budgets: '*',
  budget_alerts: '*',
};

const SQL = `SELECT ${Object.entries(TABLES)
  .map(
    ([table, columns]) =>
      `(SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) FROM (SELECT ${columns} FROM ${table}) r) AS ${table}`,
  )
  .join(',\n')}`;

/** One digest per table. */
export async function databaseFingerprint(db: Queryable): Promise<Record<string, string>> {
  const [row] = await db.query<Record<string, string>>(SQL);
  return row ?? {};
}
