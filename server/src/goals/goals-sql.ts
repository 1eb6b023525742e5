// SQL for goals. balance_cents follows the goal's counted saving entries, moved by the ledger in the same
// transaction as each entry write.
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';

export type GoalRow = {
  id: number;
  uuid: string;
  name: string;
  icon: string;
  target_cents: number;
  due_date: string | null;
  description: string | null;
  balance_cents: number;
  archived: boolean;
  /** Net deposits of the last three months, for the projected completion. */
  recent_cents: number;
};

// due_date as text: a date is a calendar day, never shifted by a time zone.
const SELECT = `
  SELECT g.id, g.uuid, g.name, g.icon, g.target_cents, to_char(g.due_date, 'YYYY-MM-DD') AS due_date,
         g.description, g.balance_cents, g.archived,
         coalesce((SELECT sum(e.amount_cents) FROM entries e
                   WHERE e.goal_id = g.id AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned
                     AND e.date_time >= now() - interval '3 months'), 0)::bigint AS recent_cents
  FROM goals g`;

export function listGoalRows(db: Queryable, workspaceId: string) {
  return db.query<GoalRow>(
    `${SELECT} WHERE g.workspace_id = $1 AND NOT g.archived ORDER BY g.due_date NULLS LAST, lower(g.name), g.id`,
    [workspaceId],
  );
}

export async function findGoal(db: Queryable, workspaceId: string, uuid: string) {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db.query<GoalRow>(`${SELECT} WHERE g.workspace_id = $1 AND g.uuid = $2::uuid`, [
    workspaceId,
    uuid,
  ]);
  return row;
}

export type GoalFields = {
  name: string;
  icon: string;
  targetCents: number;
  dueDate: string | null;
  description: string | null;
};

export async function insertGoal(tx: Queryable, workspaceId: string, goal: GoalFields): Promise<string> {
  const [row] = await tx.query<{ uuid: string }>(
    `INSERT INTO goals (workspace_id, name, icon, target_cents, due_date, description)
     VALUES ($1, $2, $3, $4, $5::date, $6) RETURNING uuid`,
    [workspaceId, goal.name, goal.icon, goal.targetCents, goal.dueDate, goal.description],
  );
  if (!row) throw new Error('The goal was not stored');
  return row.uuid;
}

export async function updateGoalRow(tx: Queryable, workspaceId: string, uuid: string, goal: GoalFields) {
  const rows = await tx.query(
    `UPDATE goals SET name = $3, icon = $4, target_cents = $5, due_date = $6::date, description = $7,
       updated_at = now()
     WHERE workspace_id = $1 AND uuid = $2::uuid RETURNING id`,
    [workspaceId, uuid, goal.name, goal.icon, goal.targetCents, goal.dueDate, goal.description],
  );
  return rows.length > 0;
}

export async function archiveGoalRow(db: Queryable, workspaceId: string, uuid: string) {
  if (!isUuid(uuid)) return false;
  const rows = await db.query(
    `UPDATE goals SET archived = true, updated_at = now()
     WHERE workspace_id = $1 AND uuid = $2::uuid AND NOT archived RETURNING id`,
    [workspaceId, uuid],
  );
  return rows.length > 0;
}

/** Ids of the goal's live saving entries, newest first. */
export async function goalEntryIds(db: Queryable, goalId: number, limit: number) {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM entries WHERE goal_id = $1 AND deleted_at IS NULL ORDER BY date_time DESC, id DESC LIMIT $2`,
    [goalId, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Signed deltas of goal balances, in one statement (locks in id order); returns the goals left below zero,
 * which the caller refuses.
 */
export async function moveGoalBalances(tx: Queryable, deltas: ReadonlyMap<number, number>) {
  const ids: number[] = [];
  const cents: number[] = [];
  for (const [id, delta] of deltas) {
    if (delta === 0) continue;
    ids.push(id);
    cents.push(delta);
  }
  if (ids.length === 0) return [];
  const rows = await tx.query<{ id: number; balance_cents: number }>(
    `UPDATE goals g SET balance_cents = g.balance_cents + d.cents, updated_at = now()
     FROM (SELECT d.id, d.cents FROM unnest($1::bigint[], $2::bigint[]) AS d(id, cents)
           JOIN (SELECT id FROM goals WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE) l ON l.id = d.id) d
     WHERE g.id = d.id
     RETURNING g.id, g.balance_cents`,
    [ids, cents],
  );
  return rows.filter((row) => Number(row.balance_cents) < 0).map((row) => row.id);
}
