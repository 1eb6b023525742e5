// Idempotency keys on writes (README "Idempotency-Key"): a client names each write with a key of its own; the
// same key again (a retry after a lost answer, an offline queue sent twice) answers what the first answered,
// byte for byte, without writing again. The rule:
//  - the key is the user's: another user's key of the same text is another key;
//  - the key is claimed and the answer recorded in the write's own transaction, so a write committed without
//    its answer (or the reverse) cannot happen; a write that fails (422, 404) rolls its claim back with it,
//    and the same key may then be sent again;
//  - a duplicate arriving while the first is under way waits on the key's row until the first commits;
//  - the same key for another request (method, path, workspace or body) answers 422;
//  - keys are forgotten after a day (startIdempotencyKeyExpiryJob).
// Lock order: the key is claimed before the ledger lock (ledger-service.ts), and a transaction claims one
// key; a transaction waiting on a key holds nothing yet, so this adds no cycle to the ledger's order.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf } from '../auth/authenticate.ts';
import type { Database, Queryable } from '../db/database.ts';
import { startPeriodicJob } from '../jobs/periodic.ts';
import { workspaceOf } from '../workspaces/workspace-guard.ts';
import { unprocessable } from './errors.ts';
import {
  claimIdempotencyKey,
  expireIdempotencyKeys,
  type IdempotencyClaim,
  recordIdempotentAnswer,
} from './idempotency-sql.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Answers replayed from a stored key carry this header (`true`). */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_SECONDS = 24 * 60 * 60;

/** A route's `headers` schema: the optional key (other headers pass through untouched). */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .min(1, 'Must not be empty')
    .max(255, 'Must be at most 255 characters')
    .regex(/^[\x21-\x7e]+$/, 'Must be visible ASCII characters without spaces')
    .optional()
    .meta({
      description:
        'A key of the client (e.g. a UUID), new for each write: the same key again within a day answers the ' +
        'first answer (with Idempotent-Replayed: true) instead of writing twice; the same key with another ' +
        'request answers 422. Keys are per user.',
    }),
});

/** JSON with object keys sorted, so that the same body hashes the same whatever its keys' order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const bodyHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

/**
 * The services' Database inside a transaction already open: their own transaction joins it, and its last
 * statement is not the outer one's (which records the answer after it).
 */
function joined(tx: Queryable, kind: Database['kind']): Database {
  const inner: Queryable = {
    query: (sql, params, options) =>
      tx.query(sql, params, options?.prepared ? { prepared: options.prepared } : {}),
    exec: (sql) => tx.exec(sql),
  };
  return {
    kind,
    ...inner,
    transaction: (fn) => fn(inner),
    close: () => Promise.reject(new Error('A joined transaction cannot close the database')),
  };
}

/** Thrown out of a keyed write's transaction, rolling back what the write did, to answer the key's first answer. */
class Replay {
  readonly status: number;
  readonly response: string;
  constructor(status: number, response: string) {
    this.status = status;
    this.response = response;
  }
}

/**
 * Answers a write route: `write` runs and `status` with `toBody(result)` is sent. With an Idempotency-Key the
 * write runs inside a transaction that first claims the key and last records the answer; a key already
 * answered sends that answer again instead. The route needs the authenticate and workspaceScope hooks.
 */
export async function answerIdempotently<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  write: (db: Database) => Promise<T>,
  toBody: (result: T) => unknown = (result) => result,
): Promise<FastifyReply> {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string') return reply.code(status).send(toBody(await write(db)));
  const claim: IdempotencyClaim = {
    userId: authOf(request).userId,
    key,
    workspaceId: workspaceOf(request).workspaceId,
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    bodyHash: bodyHash(request.body ?? null),
  };
  let answer: { status: number; response: string; replayed: boolean };
  try {
    answer = await db.transaction(async (tx) => {
      // The write's first statements leave with the claim, in one write to the database, and run after it: a
      // duplicate under way still makes this wait on the key before the ledger lock. The write's end is awaited
      // whatever the claim found, so that nothing of it outlives the transaction; a key answered before rolls
      // the write back.
      const [claimed, written] = await Promise.allSettled([
        claimIdempotencyKey(tx, claim),
        write(joined(tx, db.kind)),
      ]);
      if (claimed.status === 'rejected') throw claimed.reason;
      const stored = claimed.value;
      if (stored) {
        const same =
          stored.workspaceId === claim.workspaceId &&
          stored.method === claim.method &&
          stored.path === claim.path &&
          stored.bodyHash === claim.bodyHash;
        if (!same) {
          throw unprocessable('This Idempotency-Key was already used for another request', {
            [IDEMPOTENCY_KEY_HEADER]: 'Already used for another request: send a new key with each write',
          });
        }
        throw new Replay(stored.status, stored.response);
      }
      if (written.status === 'rejected') throw written.reason;
      const result = written.value;
      // The text the route's response schema makes of it: what is sent now and on every replay.
      const response = String(reply.code(status).serialize(toBody(result)));
      await recordIdempotentAnswer(tx, claim, status, response);
      return { status, response, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof Replay)) throw error;
    answer = { status: error.status, response: error.response, replayed: true };
  }
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.response);
}

/** Forgets keys older than a day, at once and then every hour; returns a stop function. */
export function startIdempotencyKeyExpiryJob(db: Database, log: FastifyBaseLogger, intervalMs = 3_600_000) {
  return startPeriodicJob(
    'idempotency key expiry',
    async () => {
      await expireIdempotencyKeys(db, IDEMPOTENCY_KEY_SECONDS);
    },
    log,
    intervalMs,
  );
}
