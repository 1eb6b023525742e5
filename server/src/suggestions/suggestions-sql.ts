// SQL for the profile's suggestions: what a workspace holds, counted in one statement.
import type { WorkspaceFacts } from '@bc/domain';
import type { Queryable } from '../db/database.ts';

/** What a workspace holds, named as @bc/domain's rule reads it. */
export type WorkspaceCounts = Omit<WorkspaceFacts, 'role'>;

/**
 * Each count reads an index of the workspace. Entries waiting for a confirmation are found among the few
 * that do not count (entries_uncounted, whose predicate is spelled as its index's so that the planner uses
 * it), never by reading every entry of a workspace of a million; plans that still run have a next execution.
 */
export async function workspaceCounts(db: Queryable, workspaceId: string): Promise<WorkspaceCounts> {
  const [row] = await db.query<WorkspaceCounts>(
    `SELECT
       (SELECT count(*) FROM entries e
        WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND (e.planned OR NOT e.confirmed)
          AND NOT e.confirmed)::int AS "pendingEntries",
       (SELECT count(*) FROM budgets WHERE workspace_id = $1)::int AS "budgets",
       (SELECT count(*) FROM goals WHERE workspace_id = $1 AND NOT archived)::int AS "goals",
       (SELECT count(*) FROM planned_entries
        WHERE workspace_id = $1 AND deleted_at IS NULL AND next_execution IS NOT NULL)::int AS "plans",
       (SELECT count(*) FROM wallets WHERE workspace_id = $1 AND NOT archived)::int AS "wallets",
       (SELECT count(*) FROM workspace_members WHERE workspace_id = $1)::int AS "members",
       (SELECT count(*) FROM labels WHERE workspace_id = $1 AND NOT archived)::int AS "labels",
       (SELECT count(*) FROM entry_models WHERE workspace_id = $1)::int AS "models"`,
    [workspaceId],
  );
  if (!row) throw new Error('The counts query answered no row');
  return row;
}
