// SQL for sessions: the revocable half of a sign-in. The tokens that name a session are signed (see
// access-tokens.ts); the row is what makes them worth anything: revoked or expired, none is accepted.
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';

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

/** The session if it is neither revoked nor expired. */
export async function findLiveSession(db: Queryable, id: string): Promise<LiveSession | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<LiveSession>(
    `SELECT id, user_id, last_used_at FROM sessions
     WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [id],
  );
  return row;
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
