// The sub-categories a workspace files its entries under most, for the entry form's quick picks. Read from the
// month counters of 0005_entry_month_counts.sql (their primary key starts with the workspace and the month),
// so a year of a million-entry workspace is some hundreds of counter rows, never the entries themselves.
import type { CategoryUse } from '@bc/api';
import type { Queryable } from '../db/database.ts';

/** How many sub-categories the answer holds at most: the form shows a handful per tab. */
export const CATEGORY_USE_LIMIT = 40;

export async function mostUsedCategories(db: Queryable, workspaceId: string): Promise<CategoryUse[]> {
  // Whole UTC months from eleven months back: the current month and the eleven before it.
  const rows = await db.query<{ category_id: number; entries: string | number }>(
    `SELECT category_id, sum(entries)::bigint AS entries
     FROM entry_month_counts
     WHERE workspace_id = $1 AND NOT planned
       AND month >= (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '11 months')::date
     GROUP BY category_id
     HAVING sum(entries) > 0
     ORDER BY entries DESC, category_id
     LIMIT ${CATEGORY_USE_LIMIT}`,
    [workspaceId],
  );
  return rows.map((row) => ({ category_id: row.category_id, entries: Number(row.entries) }));
}
