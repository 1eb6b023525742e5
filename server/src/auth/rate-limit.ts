// Sliding-window rate limits: an attempt counts against its IP and e-mail for exactly the window's length
// after it, so no burst gets more than the limit within any window (fixed clock windows let a burst across
// a window's end through twice). Attempts are kept in PostgreSQL so every server behind a load balancer
// counts together; a key at its limit records nothing more, so it keeps at most the limit in rows.
import type { FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { tooManyRequests } from '../http/errors.ts';
import { sha256 } from './secrets.ts';
import { normalizeEmail } from './users.ts';

export type RateLimitedAction =
  | 'sign_up'
  | 'login'
  | 'verify_email'
  | 'password_reset'
  | 'password_change'
  /** A message to support: each sends two mails. */
  | 'assistance';

export type RateLimiter = {
  /**
   * Counts one attempt; throws 429 (with Retry-After) when the IP or the account is over its limit. The
   * account is the e-mail address typed, or the signed-in user's id.
   */
  hit(action: RateLimitedAction, request: FastifyRequest, account?: string): Promise<void>;
};

export type WindowDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Whether one more attempt fits: fewer than `limit` earlier attempts within the window before `now`
 * (times in ms). Refused: how long until the oldest of them leaves the window.
 */
export function slidingWindow(attempts: readonly number[], now: number, limit: number, windowMs: number) {
  const inWindow = attempts.filter((at) => at > now - windowMs && at <= now);
  if (inWindow.length < limit) return { allowed: true } as const;
  const oldest = Math.min(...inWindow);
  return { allowed: false, retryAfterMs: oldest + windowMs - now } as const;
}

// Attempts older than the window are deleted at most this often per process; counting never reads them.
const CLEANUP_INTERVAL_MS = 60_000;

// One advisory lock per key, taken in key order so two requests sharing keys never wait on each other in a
// circle: counting and recording then happen as one step, however many servers count.
const LOCK_KEYS =
  'SELECT pg_advisory_xact_lock(hashtextextended(k, 4207002)) FROM unnest($1::text[]) AS k ORDER BY k';

export function createRateLimiter(db: Database, limits: RateLimitConfig): RateLimiter {
  let lastCleanup = 0;
  const windowMs = limits.windowSeconds * 1000;

  async function cleanup() {
    if (Date.now() - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = Date.now();
    await db.query(
      'DELETE FROM rate_limit_attempts WHERE attempted_at <= now() - make_interval(secs => $1)',
      [limits.windowSeconds],
    );
  }

  return {
    async hit(action, request, account) {
      const keys = [`ip:${action}:${request.ip}`];
      // E-mails are hashed: the table must not become a list of addresses people typed.
      if (account) keys.push(`account:${action}:${sha256(normalizeEmail(account)).toString('base64url')}`);
      const refusals = await db.transaction(async (tx) => {
        await tx.query(LOCK_KEYS, [keys]);
        // The database's clock, so servers whose clocks differ still agree; read once the locks are held
        // (clock_timestamp, not now(), which is when the transaction began): an attempt that began earlier
        // but waited for the lock must not be stamped before the ones it waited for, or it would not see them.
        const rows = await tx.query<{ key: string | null; at: number | null; now: number }>(
          `SELECT a.key, extract(epoch FROM a.attempted_at) * 1000 AS at, extract(epoch FROM t.now) * 1000 AS now
           FROM (SELECT clock_timestamp() AS now) t
           LEFT JOIN rate_limit_attempts a
             ON a.key = ANY($1::text[]) AND a.attempted_at > t.now - make_interval(secs => $2)`,
          [keys, limits.windowSeconds],
        );
        const now = Number(rows[0]?.now);
        const decisions = keys.map((key) =>
          slidingWindow(
            rows.filter((row) => row.key === key).map((row) => Number(row.at)),
            now,
            key.startsWith('ip:') ? limits.perIp : limits.perAccount,
            windowMs,
          ),
        );
        // An attempt counts against every key that still had room, even when another key refuses it (a
        // refused e-mail still costs its IP one): a key at its limit records nothing, so it keeps no more rows.
        const counted = keys.filter((_, index) => decisions[index]?.allowed);
        await tx.query(
          `INSERT INTO rate_limit_attempts (key, attempted_at)
           SELECT k, to_timestamp($2::float8 / 1000) FROM unnest($1::text[]) AS k`,
          [counted, now],
        );
        const refused = decisions.flatMap((decision) => (decision.allowed ? [] : [decision.retryAfterMs]));
        return refused;
      });
      await cleanup().catch((error: unknown) =>
        request.log.warn({ err: error }, 'rate limit cleanup failed'),
      );
      if (refusals.length > 0) {
        request.log.info({ action }, 'rate limited');
        throw tooManyRequests(Math.max(...refusals) / 1000);
      }
    },
  };
}
