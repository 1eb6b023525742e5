// SQL for workspaces and their members; rules live in workspace-service.ts.
import type { WorkspaceMember, WorkspaceRole, WorkspaceSummary } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';

export type WorkspaceRow = {
  id: string;
  name: string;
  currency_id: number | null;
  payment_type_id: number | null;
  role: WorkspaceRole;
  is_current: boolean;
};

const toSummary = (row: WorkspaceRow): WorkspaceSummary => ({
  uuid: row.id,
  name: row.name,
  role: row.role,
  current: row.is_current,
});

const SELECT_FOR_MEMBER = `
  SELECT w.id, w.name, w.currency_id, w.payment_type_id, m.role, m.is_current
  FROM workspaces w JOIN workspace_members m ON m.workspace_id = w.id`;

/** The user's workspaces, the current one first. */
export async function listMemberWorkspaces(db: Queryable, userId: string): Promise<WorkspaceSummary[]> {
  const rows = await db.query<WorkspaceRow>(
    `${SELECT_FOR_MEMBER} WHERE m.user_id = $1 ORDER BY m.is_current DESC, w.created_at, w.name`,
    [userId],
  );
  return rows.map(toSummary);
}

/** The workspace as this user sees it; undefined when it does not exist or they are not a member. */
export async function findMemberWorkspace(
  db: Queryable,
  userId: string,
  workspaceId: string,
  options: { lock?: boolean } = {},
): Promise<WorkspaceRow | undefined> {
  if (!isUuid(workspaceId)) return undefined;
  const [row] = await db.query<WorkspaceRow>(
    `${SELECT_FOR_MEMBER} WHERE m.user_id = $1 AND w.id = $2${options.lock ? ' FOR UPDATE OF w' : ''}`,
    [userId, workspaceId],
  );
  return row;
}

export async function findCurrentWorkspace(db: Queryable, userId: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.query<WorkspaceRow>(`${SELECT_FOR_MEMBER} WHERE m.user_id = $1 AND m.is_current`, [
    userId,
  ]);
  return row;
}

/** Everyone with access (but `excludedUserId`, when given), the owner first. */
export async function listMembers(
  db: Queryable,
  workspaceId: string,
  excludedUserId: string | null = null,
): Promise<WorkspaceMember[]> {
  return db.query<WorkspaceMember>(
    `SELECT u.id AS uuid, u.name, u.email, m.role
     FROM workspace_members m JOIN users u ON u.id = m.user_id
     WHERE m.workspace_id = $1 AND m.user_id IS DISTINCT FROM $2::uuid
     ORDER BY m.role = 'owner' DESC, lower(u.name), u.email`,
    [workspaceId, excludedUserId],
  );
}

export async function findMember(
  db: Queryable,
  workspaceId: string,
  userId: string,
): Promise<WorkspaceMember | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db.query<WorkspaceMember>(
    `SELECT u.id AS uuid, u.name, u.email, m.role
     FROM workspace_members m JOIN users u ON u.id = m.user_id
     WHERE m.workspace_id = $1 AND m.user_id = $2`,
    [workspaceId, userId],
  );
  return row;
}

export async function insertWorkspace(
  tx: Queryable,
  workspace: { name: string; currencyId: number; paymentTypeId: number },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO workspaces (name, currency_id, payment_type_id) VALUES ($1, $2, $3) RETURNING id',
    [workspace.name, workspace.currencyId, workspace.paymentTypeId],
  );
  if (!row) throw new Error('The workspace was not stored');
  return row.id;
}

/** False when the user is already a member. */
export async function insertMember(
  tx: Queryable,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)
     ON CONFLICT (workspace_id, user_id) DO NOTHING RETURNING user_id`,
    [workspaceId, userId, role],
  );
  return rows.length > 0;
}

export async function deleteMember(tx: Queryable, workspaceId: string, userId: string): Promise<void> {
  await tx.query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
    workspaceId,
    userId,
  ]);
}

/**
 * Holds these users' rows until the transaction ends, so two requests that change one user's current
 * workspace run one after the other instead of colliding on the one-current index.
 */
async function lockUsers(tx: Queryable, userIds: readonly string[]): Promise<void> {
  // NO KEY UPDATE, not UPDATE: inserting a member takes a KEY SHARE lock on the user row (its foreign
  // key), and UPDATE would conflict with it, deadlocking two concurrent workspace creations.
  await tx.query('SELECT 1 FROM users WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE', [userIds]);
}

/** Makes this the user's one current workspace (the old flag goes first: a unique index allows one). */
export async function setCurrentWorkspace(tx: Queryable, userId: string, workspaceId: string): Promise<void> {
  await lockUsers(tx, [userId]);
  await tx.query(
    'UPDATE workspace_members SET is_current = false WHERE user_id = $1 AND is_current AND workspace_id <> $2',
    [userId, workspaceId],
  );
  await tx.query('UPDATE workspace_members SET is_current = true WHERE user_id = $1 AND workspace_id = $2', [
    userId,
    workspaceId,
  ]);
}

/** Each of these users who has workspaces but no current one gets their oldest membership activated. */
export async function ensureCurrentWorkspace(tx: Queryable, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await lockUsers(tx, userIds);
  await tx.query(
    `UPDATE workspace_members m SET is_current = true
     FROM (
       SELECT DISTINCT ON (user_id) user_id, workspace_id FROM workspace_members
       WHERE user_id = ANY($1::uuid[])
         AND NOT EXISTS (SELECT 1 FROM workspace_members c WHERE c.user_id = workspace_members.user_id AND c.is_current)
       ORDER BY user_id, created_at, workspace_id
     ) pick
     WHERE m.user_id = pick.user_id AND m.workspace_id = pick.workspace_id`,
    [userIds],
  );
}

export async function updateWorkspace(
  tx: Queryable,
  workspaceId: string,
  changes: { name?: string; currencyId?: number; paymentTypeId?: number },
): Promise<void> {
  await tx.query(
    `UPDATE workspaces SET name = COALESCE($2, name), currency_id = COALESCE($3, currency_id),
       payment_type_id = COALESCE($4, payment_type_id), updated_at = now()
     WHERE id = $1`,
    [workspaceId, changes.name ?? null, changes.currencyId ?? null, changes.paymentTypeId ?? null],
  );
}

/** Deletes the workspaces and, through the foreign keys, every row in them; returns their members. */
export async function deleteWorkspaces(tx: Queryable, workspaceIds: readonly string[]): Promise<string[]> {
  if (workspaceIds.length === 0) return [];
  const members = await tx.query<{ user_id: string }>(
    'SELECT DISTINCT user_id FROM workspace_members WHERE workspace_id = ANY($1::uuid[])',
    [workspaceIds],
  );
  await tx.query('DELETE FROM workspaces WHERE id = ANY($1::uuid[])', [workspaceIds]);
  return members.map((member) => member.user_id);
}

export async function ownedWorkspaceIds(tx: Queryable, userId: string): Promise<string[]> {
  const rows = await tx.query<{ workspace_id: string }>(
    "SELECT workspace_id FROM workspace_members WHERE user_id = $1 AND role = 'owner'",
    [userId],
  );
  return rows.map((row) => row.workspace_id);
}

/** Field -> message for ids that are not in the reference tables (a foreign key would answer 500). */
/** The 422 message of a reference id that names no row. */
export const UNKNOWN_REFERENCE = {
  currencies: 'Unknown currency',
  payment_types: 'Unknown payment type',
} as const;

export async function referenceProblems(
  db: Queryable,
  checks: { field: string; table: 'currencies' | 'payment_types'; id: number }[],
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  for (const check of checks) {
    // Reference ids are PostgreSQL integers: a larger number cannot exist (and would fail the query).
    const rows =
      check.id > 2_147_483_647
        ? []
        : await db.query(`SELECT 1 FROM ${check.table} WHERE id = $1`, [check.id]);
    if (rows.length === 0) {
      problems[check.field] = UNKNOWN_REFERENCE[check.table];
    }
  }
  return problems;
}
