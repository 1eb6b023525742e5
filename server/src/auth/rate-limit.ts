// Fixed-window attempt counters in PostgreSQL, so every server behind a load balancer counts together.
import type { FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { tooManyRequests } from '../http/errors.ts';
import { sha256 } from './secrets.ts';
import { normalizeEmail } from './users.ts';

export type RateLimitedAction = 'sign_up' | 'login' | 'verify_email' | 'password_reset' | 'password_change';

export type RateLimiter = {
  /** Counts one attempt; throws 429 (with Retry-After) when the IP or the e-mail is over its limit. */
  hit(action: RateLimitedAction, request: FastifyRequest, email?: string): Promise<void>;
};

// Old windows are deleted at most this often per process; the counting itself never needs them.
const CLEANUP_INTERVAL_MS = 60_000;

export function createRateLimiter(db: Queryable, limits: RateLimitConfig): RateLimiter {
  let lastCleanup = 0;

  async function cleanup() {
    if (Date.now() - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = Date.now();
    await db.query('DELETE FROM rate_limit_counters WHERE window_start < now() - make_interval(secs => $1)', [
      limits.windowSeconds,
    ]);
  }

  return {
    async hit(action, request, email) {
      const keys = [`ip:${action}:${request.ip}`];
      // E-mails are hashed: the table must not become a list of addresses people typed.
      if (email) keys.push(`account:${action}:${sha256(normalizeEmail(email)).toString('base64url')}`);
      const rows = await db.query<{ key: string; hits: number; retry_after: number }>(
        `WITH w AS (
           SELECT to_timestamp((floor(extract(epoch FROM now()) / $2::numeric) * $2::numeric)::double precision) AS start
         )
         INSERT INTO rate_limit_counters AS c (key, window_start, hits)
         SELECT k, w.start, 1 FROM unnest($1::text[]) AS k, w
         ON CONFLICT (key, window_start) DO UPDATE SET hits = c.hits + 1
         RETURNING key, hits,
           ceil(extract(epoch FROM c.window_start) + $2::numeric - extract(epoch FROM now()))::integer AS retry_after`,
        [keys, limits.windowSeconds],
      );
      await cleanup().catch((error: unknown) =>
        request.log.warn({ err: error }, 'rate limit cleanup failed'),
      );
      for (const row of rows) {
        const limit = row.key.startsWith('ip:') ? limits.perIp : limits.perAccount;
        if (row.hits > limit) {
          request.log.info({ action }, 'rate limited');
          throw tooManyRequests(row.retry_after);
        }
      }
    },
  };
}
