// SQL for sessions: the revocable half of a sign-in. Only the SHA-256 of the client's token is stored.
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';
import { randomToken, sha256 } from './secrets.ts';

export type LiveSession = { id: string; user_id: string; token_hash: Uint8Array; last_used_at: Date };

export async function createSession(
  tx: Queryable,
  userId: string,
  lifetimeSeconds: number,
): Promise<{ id: string; token: string }> {
  const token = randomToken(32);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO sessions (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING id`,
    [userId, sha256(token), lifetimeSeconds],
  );
  if (!row) throw new Error('The session was not stored');
  return { id: row.id, token };
}

/** The session if it is neither revoked nor expired. */
export async function findLiveSession(db: Queryable, id: string): Promise<LiveSession | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<LiveSession>(
    `SELECT id, user_id, token_hash, last_used_at FROM sessions
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
