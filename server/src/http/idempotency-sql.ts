// The idempotency_keys table (0013_idempotency_keys.sql): claims, answers and their expiry.
import type { Queryable } from '../db/database.ts';

/** What identifies a keyed request: the key is the user's; the rest must match when it comes again. */
export type IdempotencyClaim = {
  userId: string;
  key: string;
  workspaceId: string;
  method: string;
  path: string;
  bodyHash: string;
};

/** The request a key was first used for, and the answer it got (committed, so both are set). */
export type StoredIdempotentAnswer = {
  workspaceId: string;
  method: string;
  path: string;
  bodyHash: string;
  status: number;
  response: string;
};

/**
 * Claims the key for this transaction: undefined when it is new (the row now waits for this transaction's
 * answer), else what it answered before. A transaction that holds the same key uncommitted makes this wait
 * on the primary key until it commits (its answer is read) or rolls back (the key is claimed here).
 */
export async function claimIdempotencyKey(
  tx: Queryable,
  claim: IdempotencyClaim,
): Promise<StoredIdempotentAnswer | undefined> {
  // The stored row may expire between the conflict and the read: claim again then.
  for (;;) {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (user_id, key, workspace_id, method, path, body_hash)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, key) DO NOTHING RETURNING 1`,
      [claim.userId, claim.key, claim.workspaceId, claim.method, claim.path, claim.bodyHash],
      { prepared: 'claim-idempotency-key' },
    );
    if (claimed.length > 0) return undefined;
    const [stored] = await tx.query<StoredIdempotentAnswer>(
      `SELECT workspace_id::text AS "workspaceId", method, path, body_hash AS "bodyHash", status, response
       FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
      [claim.userId, claim.key],
    );
    if (stored) return stored;
  }
}

/**
 * The answer of the request that claimed the key: its transaction's last statement, so its COMMIT leaves with it
 * (the transaction commits with the answer or not at all). Both writes of a key go by its primary key
 * whatever the parameters, so they are kept prepared: planned on every call, planning cost a good part of
 * running them.
 */
export async function recordIdempotentAnswer(
  tx: Queryable,
  claim: Pick<IdempotencyClaim, 'userId' | 'key'>,
  status: number,
  response: string,
): Promise<void> {
  await tx.query(
    'UPDATE idempotency_keys SET status = $3, response = $4 WHERE user_id = $1 AND key = $2',
    [claim.userId, claim.key, status, response],
    { prepared: 'record-idempotent-answer', last: true },
  );
}

/** Forgets keys older than `seconds`; returns how many. */
export async function expireIdempotencyKeys(db: Queryable, seconds: number): Promise<number> {
  const rows = await db.query(
    'DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => $1) RETURNING 1',
    [seconds],
  );
  return rows.length;
}
