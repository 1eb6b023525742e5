// SQL for two-factor sign-in: the authenticator (two_factor_totp), recovery codes, sign-in challenges and the
// wrong codes counted for the lockout.
import type { Queryable } from '../../db/database.ts';

export type TotpRow = {
  secret_box: Uint8Array;
  enabled_at: Date | null;
  last_step: string | null;
};

/** The person's authenticator, held until the transaction ends (one code checked at a time per person). */
export async function lockTotp(tx: Queryable, userId: string): Promise<TotpRow | undefined> {
  const [row] = await tx.query<TotpRow>(
    'SELECT secret_box, enabled_at, last_step::text AS last_step FROM two_factor_totp WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  return row;
}

export async function findTotpStatus(
  db: Queryable,
  userId: string,
): Promise<{ enabled_at: Date | null; remaining: number } | undefined> {
  const [row] = await db.query<{ enabled_at: Date | null; remaining: number }>(
    `SELECT t.enabled_at,
       (SELECT count(*)::int FROM two_factor_recovery_codes c WHERE c.user_id = t.user_id AND c.used_at IS NULL)
         AS remaining
     FROM two_factor_totp t WHERE t.user_id = $1`,
    [userId],
  );
  return row;
}

/** A new pending secret, replacing a pending one; an enabled authenticator is left alone (false). */
export async function savePendingTotp(
  tx: Queryable,
  userId: string,
  secretBox: Uint8Array,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO two_factor_totp (user_id, secret_box) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_box = EXCLUDED.secret_box, last_step = NULL,
       created_at = now()
     WHERE two_factor_totp.enabled_at IS NULL
     RETURNING user_id`,
    [userId, secretBox],
  );
  return rows.length > 0;
}

/** Records the step a code was accepted for (and turns the authenticator on, the first time). */
export async function acceptTotpStep(tx: Queryable, userId: string, step: number): Promise<void> {
  await tx.query(
    'UPDATE two_factor_totp SET last_step = $2, enabled_at = coalesce(enabled_at, now()) WHERE user_id = $1',
    [userId, step],
  );
}

/**
 * Turns two-factor sign-in off (or drops a pending setup): the authenticator, its recovery codes and open
 * challenges go. Whether it was on.
 */
export async function deleteTwoFactor(tx: Queryable, userId: string): Promise<boolean> {
  const [removed] = await tx.query<{ enabled: boolean }>(
    'DELETE FROM two_factor_totp WHERE user_id = $1 RETURNING enabled_at IS NOT NULL AS enabled',
    [userId],
  );
  await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM two_factor_challenges WHERE user_id = $1', [userId]);
  return removed?.enabled ?? false;
}

export async function isTwoFactorEnabled(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM two_factor_totp WHERE user_id = $1 AND enabled_at IS NOT NULL', [
    userId,
  ]);
  return rows.length > 0;
}

export async function hasPasskey(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM passkeys WHERE user_id = $1 LIMIT 1', [userId]);
  return rows.length > 0;
}

/** The set of codes replaces any earlier set, used or not. */
export async function replaceRecoveryCodes(tx: Queryable, userId: string, hashes: string[]): Promise<void> {
  await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query(
    'INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, h FROM unnest($2::text[]) AS h',
    [userId, hashes],
  );
}

export async function unusedRecoveryCodes(
  tx: Queryable,
  userId: string,
): Promise<{ id: string; code_hash: string }[]> {
  return tx.query(
    'SELECT id, code_hash FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
}

/** Spends a code; returns how many the person has left. */
export async function useRecoveryCode(tx: Queryable, userId: string, id: string): Promise<number> {
  await tx.query('UPDATE two_factor_recovery_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL', [
    id,
  ]);
  const [row] = await tx.query<{ remaining: number }>(
    'SELECT count(*)::int AS remaining FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return row?.remaining ?? 0;
}

export async function insertChallenge(
  tx: Queryable,
  userId: string,
  tokenHash: Uint8Array,
  lifetimeSeconds: number,
): Promise<void> {
  await tx.query('DELETE FROM two_factor_challenges WHERE user_id = $1 AND expires_at <= now()', [userId]);
  await tx.query(
    `INSERT INTO two_factor_challenges (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [tokenHash, userId, lifetimeSeconds],
  );
}

/** The person a live challenge belongs to. */
export async function findChallengeUser(tx: Queryable, tokenHash: Uint8Array): Promise<string | undefined> {
  const [row] = await tx.query<{ user_id: string }>(
    'SELECT user_id FROM two_factor_challenges WHERE token_hash = $1 AND expires_at > now()',
    [tokenHash],
  );
  return row?.user_id;
}

/** Spends the challenge: false when another request spent it first. */
export async function deleteChallenge(tx: Queryable, tokenHash: Uint8Array): Promise<boolean> {
  const rows = await tx.query('DELETE FROM two_factor_challenges WHERE token_hash = $1 RETURNING user_id', [
    tokenHash,
  ]);
  return rows.length > 0;
}

// One advisory lock per key, in key order (as rate-limit.ts): counting and recording are one step.
export async function lockFailureKeys(tx: Queryable, userId: string, ip: string): Promise<void> {
  await tx.query(
    'SELECT pg_advisory_xact_lock(hashtextextended(k, 4207022)) FROM unnest($1::text[]) AS k ORDER BY k',
    [[`2fa:account:${userId}`, `2fa:ip:${ip}`]],
  );
}

export type RecentFailures = { now: number; account: number[]; ip: number[] };

/** The wrong codes of the account and of the IP within the window, as epoch ms, and the database's now. */
export async function recentFailures(
  tx: Queryable,
  userId: string,
  ip: string,
  windowSeconds: number,
): Promise<RecentFailures> {
  const rows = await tx.query<{ by_account: boolean; by_ip: boolean; at: number | null; now: number }>(
    `SELECT f.user_id = $1 AS by_account, f.ip = $2 AS by_ip, extract(epoch FROM f.failed_at) * 1000 AS at,
       extract(epoch FROM t.now) * 1000 AS now
     FROM (SELECT clock_timestamp() AS now) t
     LEFT JOIN two_factor_failures f
       ON (f.user_id = $1 OR f.ip = $2) AND f.failed_at > t.now - make_interval(secs => $3)`,
    [userId, ip, windowSeconds],
  );
  const failures = rows.filter((row) => row.at !== null);
  return {
    now: Number(rows[0]?.now),
    account: failures.filter((row) => row.by_account).map((row) => Number(row.at)),
    ip: failures.filter((row) => row.by_ip).map((row) => Number(row.at)),
  };
}

export async function recordFailure(tx: Queryable, userId: string, ip: string, windowSeconds: number) {
  await tx.query('DELETE FROM two_factor_failures WHERE failed_at <= now() - make_interval(secs => $1)', [
    windowSeconds,
  ]);
  await tx.query('INSERT INTO two_factor_failures (user_id, ip) VALUES ($1, $2)', [userId, ip]);
}
