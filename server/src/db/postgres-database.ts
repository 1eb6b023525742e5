import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { typeParsers } from './type-parsers.ts';

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** `sent`: called once a statement has been handed to the connection (and, pipelined, written to it). */
function wrap(target: pg.Pool | pg.PoolClient, sent?: () => void): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options: { prepared?: string } = {}) {
      const values = [...params];
      const pending = options.prepared
        ? target.query({ name: options.prepared, text: sql, values })
        : target.query(sql, values);
      sent?.();
      return (await pending).rows as T[];
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/**
 * Deadlock (40P01) and serialization failure (40001): PostgreSQL rolled the whole transaction back, and the
 * same transaction run again succeeds once the other one has finished. The ledger takes its locks in one
 * order, so these are rare; a valid request must still never answer 500 for them.
 */
const TRANSIENT_CODES = new Set(['40P01', '40001']);
const TRANSACTION_ATTEMPTS = 4;

const isTransient = (error: unknown) =>
  TRANSIENT_CODES.has((error as { code?: unknown } | null)?.code as string);

/** Randomised and growing, so two transactions that collided do not collide again in step. */
const retryDelayMs = (attempt: number) => Math.random() * 10 * 2 ** attempt;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Corkable = { cork(): void; uncork(): void };

/**
 * Holds what is written to the connection until the returned function is called (at the latest in the next
 * tick), so that BEGIN and the transaction's first statement leave in one write: one system call and one
 * wake-up of the database fewer per transaction, which on two cores are a good part of a statement's cost
 * (`pnpm bench`, group load). A no-op when the driver's socket cannot be corked.
 */
function holdWrites(client: pg.PoolClient): () => void {
  const socket = (client as unknown as { connection?: { stream?: Partial<Corkable> } }).connection?.stream;
  if (typeof socket?.cork !== 'function' || typeof socket.uncork !== 'function') return () => {};
  const corked = socket as Corkable;
  corked.cork();
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    corked.uncork();
  };
  process.nextTick(release);
  return release;
}

/** BEGIN, `fn`, COMMIT on one pooled connection; ROLLBACK when anything throws. */
async function runTransaction<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    // The connection pipelines (below): BEGIN goes out without waiting for its answer, in the same write as
    // the transaction's first statement, instead of a round trip before it.
    const release = holdWrites(client);
    const begun = client.query('BEGIN');
    begun.catch(() => {});
    const result = await fn(wrap(client, release));
    await begun;
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    // A connection whose ROLLBACK failed is in an unknown state: destroy it rather than reuse it. One the
    // server dropped is no longer queryable, and the pool removes it on release.
    client.release(broken);
  }
}

/** Connections per server process. */
export const POOL_SIZE = 10;

export type PostgresOptions = {
  /** Called when an idle pooled connection fails (server restart, failover). */
  onIdleError?: (error: Error) => void;
};

export async function openPostgresDatabase(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  // `pipeline`: a statement is sent without waiting for the answers to those before it. The services await
  // each statement, so only a transaction's BEGIN travels with the statement after it.
  const pool = new pg.Pool({ connectionString, types, max: POOL_SIZE, pipeline: true });
  // Without a listener an idle client's error would crash the process; the pool replaces the client.
  pool.on('error', (error) => options.onIdleError?.(error));
  // The pool hears a connection's errors only while it is idle. A connection the server drops (a restart,
  // a failover) can report it while checked out and between queries, or in the very tick the pool hands it
  // from one caller to the next: unheard, that 'error' ends the process. The failure reaches the caller
  // through its next query, which the dropped connection refuses.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => {});
    throw error;
  });
  probe.release();
  const root = wrap(pool);

  return {
    kind: 'postgresql',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await runTransaction(pool, fn);
        } catch (error) {
          if (attempt >= TRANSACTION_ATTEMPTS || !isTransient(error)) throw error;
          await sleep(retryDelayMs(attempt));
        }
      }
    },
    close: () => pool.end(),
  };
}
