// SQL for sessions: the revocable half of a sign-in. The tokens that name a session are signed (see
// access-tokens.ts); the row is what makes them worth anything: revoked or expired, none is accepted.
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';
import type { WorkspaceRow } from '../workspaces/workspaces-sql.ts';

export type LiveSession = { id: string; user_id: string; last_used_at: Date };

/** A new session; returns its id. */
export async function createSession(tx: Queryable, userId: string, lifetimeSeconds: number): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + make_interval(secs => $2)) RETURNING id`,
    [userId, lifetimeSeconds],
  );
  if (!row) throw new Error('The session was not stored');
  return row.id;
}

/**
 * The session if it is neither revoked nor expired, and in the same read the user's membership of
 * `workspaceId` (the workspace the request will work in; undefined when not a member or not asked).
 */
export async function findLiveSession(
  db: Queryable,
  id: string,
  workspaceId: string | null = null,
): Promise<(LiveSession & { membership: WorkspaceRow | undefined }) | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<LiveSession & Record<`ws_${string}`, unknown>>(
    `SELECT s.id, s.user_id, s.last_used_at, w.id AS ws_id, w.name AS ws_name, w.currency_id AS ws_currency_id,
       w.payment_type_id AS ws_payment_type_id, m.role AS ws_role, m.is_current AS ws_is_current
     FROM sessions s
     LEFT JOIN workspace_members m ON m.user_id = s.user_id AND m.workspace_id = $2::uuid
     LEFT JOIN workspaces w ON w.id = m.workspace_id
     WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [id, workspaceId !== null && isUuid(workspaceId) ? workspaceId : null],
    { prepared: 'live-session' },
  );
  if (!row) return undefined;
  const membership =
    row.ws_id === null
      ? undefined
      : ({
          id: row.ws_id,
          name: row.ws_name,
          currency_id: row.ws_currency_id,
          payment_type_id: row.ws_payment_type_id,
          role: row.ws_role,
          is_current: row.ws_is_current,
        } as WorkspaceRow);
  return { id: row.id, user_id: row.user_id, last_used_at: row.last_used_at, membership };
}

export async function touchSession(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE sessions SET last_used_at = now() WHERE id = $1', [id]);
}

export async function revokeSession(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
}

export async function revokeUserSessions(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}
