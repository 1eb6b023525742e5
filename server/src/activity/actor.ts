// Who is writing: the person behind a request (and the session they signed in with), or an import batch they
// started. The activity triggers (migration 0024) read it from settings of the transaction; a transaction
// without them is the system's (the jobs). It travels with the request's async work, so no service has to
// pass it along, and every transaction of the request carries it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable } from '../db/database.ts';

export type Actor = { userId: string; sessionId: string | null; via: 'user' | 'import' };

const storage = new AsyncLocalStorage<Actor>();

/** Runs `fn` (and everything it starts) as `actor`. */
export function runAs<T>(actor: Actor, fn: () => T): T {
  return storage.run(actor, fn);
}

/** The same person, recorded as an import batch: the entries a bank file brings in. */
export function runAsImport<T>(fn: () => T): T {
  const actor = storage.getStore();
  return actor ? storage.run({ ...actor, via: 'import' }, fn) : fn();
}

export const currentActor = (): Actor | undefined => storage.getStore();

/** A statement that may write: INSERT, UPDATE or DELETE, alone or in a WITH. */
const WRITE = /^\s*(INSERT|UPDATE|DELETE|WITH\b[\s\S]*\b(INSERT|UPDATE|DELETE)\b)/i;

const SET_ACTOR =
  "SELECT set_config('bc.actor_id', $1, true), set_config('bc.session_id', $2, true), " +
  "set_config('bc.via', $3, true)";

/**
 * The database with every transaction naming its writer first. The setting goes out in the same tick as the
 * transaction's first statement, so on PostgreSQL it costs no round trip of its own.
 */
export function recordingWriters(db: Database): Database {
  const transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    const actor = storage.getStore();
    if (!actor) return db.transaction(fn);
    return db.transaction(async (tx) => {
      const named = tx.query(SET_ACTOR, [actor.userId, actor.sessionId ?? '', actor.via]);
      // Its failure fails the statements after it too, which report it.
      named.catch(() => {});
      const result = await fn(tx);
      await named;
      return result;
    });
  };
  return {
    ...db,
    kind: db.kind,
    // A write outside a transaction gets one of its own, so that it names its writer too.
    query: (sql, params, options) =>
      storage.getStore() && WRITE.test(sql)
        ? transaction((tx) => tx.query(sql, params, { ...options, last: true }))
        : db.query(sql, params, options),
    exec: db.exec.bind(db),
    close: db.close.bind(db),
    transaction,
  };
}
