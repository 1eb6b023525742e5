// SQL for sessions: the revocable half of a sign-in. The tokens that name a session are signed (see
// access-tokens.ts); the row is what makes them worth anything: revoked or expired, none is accepted.
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';
import type { WorkspaceRow } from '../workspaces/workspaces-sql.ts';
import type { RequestDevice } from './devices.ts';

export type LiveSession = { id: string; user_id: string; last_used_at: Date };

/** A new session from `device`; returns its id. */
export async function createSession(
  tx: Queryable,
  userId: string,
  lifetimeSeconds: number,
  device: RequestDevice,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO sessions (user_id, expires_at, ip, user_agent)
     VALUES ($1, now() + make_interval(secs => $2), $3, $4) RETURNING id`,
    [userId, lifetimeSeconds, device.ip?.slice(0, 64) ?? null, device.userAgent],
  );
  if (!row) throw new Error('The session was not stored');
  return row.id;
}

/**
 * Records that the person signed in from the device with this fingerprint. `isNew` when they had signed in
 * from other devices but never this one (so not on their first sign-in).
 */
export async function rememberDevice(
  tx: Queryable,
  userId: string,
  fingerprint: string,
): Promise<{ isNew: boolean }> {
  const [row] = await tx.query<{ inserted: boolean; others: boolean }>(
    `WITH seen AS (
       INSERT INTO user_devices (user_id, fingerprint) VALUES ($1, $2)
       ON CONFLICT (user_id, fingerprint) DO UPDATE SET last_seen_at = now()
       RETURNING (xmax = 0) AS inserted
     )
     SELECT seen.inserted,
       EXISTS (SELECT 1 FROM user_devices WHERE user_id = $1 AND fingerprint <> $2) AS others
     FROM seen`,
    [userId, fingerprint],
  );
  return { isNew: Boolean(row?.inserted && row.others) };
}

export type SessionRow = {
  id: string;
  created_at: Date;
  last_used_at: Date;
  ip: string | null;
  user_agent: string | null;
};

/** The person's live sessions (neither revoked nor expired), `currentId` first, then the newest seen. */
export async function listLiveSessions(
  db: Queryable,
  userId: string,
  currentId: string,
): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT id, created_at, last_used_at, ip, user_agent FROM sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
     ORDER BY id = $2 DESC, last_used_at DESC, created_at DESC, id`,
    [userId, currentId],
  );
}

/** Revokes one of the person's live sessions; false when they have no such session. */
export async function revokeOwnSession(db: Queryable, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.query(
    `UPDATE sessions SET revoked_at = now()
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING id`,
    [id, userId],
  );
  return rows.length > 0;
}

/** Revokes every session of the person but `keepId`; how many. */
export async function revokeOtherSessions(tx: Queryable, userId: string, keepId: string): Promise<number> {
  const rows = await tx.query(
    `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id`,
    [userId, keepId],
  );
  return rows.length;
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
