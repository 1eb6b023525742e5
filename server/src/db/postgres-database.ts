import pg from 'pg';
import type { Database, Queryable, QueryOptions } from './database.ts';
import { typeParsers } from './type-parsers.ts';

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function send(target: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[], prepared?: string) {
  const values = [...params];
  return prepared ? target.query({ name: prepared, text: sql, values }) : target.query(sql, values);
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
 * Returns a function that holds what is written to the connection until the next tick: the statements a
 * transaction sends in one tick (BEGIN and its first statement, a write and the balance move after it, the
 * last statement and COMMIT) leave in one write. Each write is a system call and a wake-up of the database, a
 * good part of a statement's cost on two cores (`pnpm bench`, group load). A no-op when the driver's socket
 * cannot be corked.
 */
function writeHolder(client: pg.PoolClient): () => void {
  const socket = (client as unknown as { connection?: { stream?: Partial<Corkable> } }).connection?.stream;
  if (typeof socket?.cork !== 'function' || typeof socket.uncork !== 'function') return () => {};
  const corked = socket as Corkable;
  let held = false;
  const release = () => {
    held = false;
    corked.uncork();
  };
  return () => {
    if (held) return;
    held = true;
    corked.cork();
    process.nextTick(release);
  };
}

/**
 * The most statements one batch takes (see batchingQueries): under load a turn's batch held about three, while a
 * page's burst of calls (the dashboard's 17 stats calls, some 28 sums) in one batch ran one after the other on
 * one database process instead of on every core.
 */
const BATCH_LIMIT = 4;

/** A statement waiting for its batch's connection. */
type Waiting = { send: (client: pg.PoolClient) => void; fail: (error: unknown) => void };
type Batch = { waiting: Waiting[]; unsettled: number; failed: boolean };

/**
 * Prepared statements outside a transaction (short reads by ids: see QueryOptions), from every request, that
 * are asked for in the same turn of the event loop share one pooled connection and leave in one write when the
 * turn ends; the connection pipelines (see openPostgresDatabase), and each statement still commits or fails
 * on its own. Under load a turn starts several requests' session reads, pages and read-backs: sent apart,
 * each was a write of its own and a wake-up of a database process (`pnpm bench`, group load: writev was a
 * third of the server's CPU time). Any other statement has a connection of its own, as one that runs long
 * would hold back those queued behind it.
 */
function batchingQueries(pool: pg.Pool): Queryable['query'] {
  let open: Batch | undefined;
  const settled = (batch: Batch, client: pg.PoolClient, failed: boolean) => {
    batch.failed ||= failed;
    batch.unsettled -= 1;
    // As pg's own pool does after a failed statement: that connection is not used again.
    if (batch.unsettled === 0) client.release(batch.failed);
  };
  const start = (): Batch => {
    const batch: Batch = { waiting: [], unsettled: 0, failed: false };
    setImmediate(async () => {
      // A full batch was closed already: the one open now is a later one.
      if (open === batch) open = undefined;
      batch.unsettled = batch.waiting.length;
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        for (const statement of batch.waiting) statement.fail(error);
        return;
      }
      writeHolder(client)();
      for (const statement of batch.waiting) statement.send(client);
    });
    return batch;
  };
  return async <T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) => {
    if (!options.prepared) return (await send(pool, sql, params)).rows as T[];
    if (open && open.waiting.length >= BATCH_LIMIT) open = undefined;
    open ??= start();
    const batch = open;
    return new Promise<T[]>((resolve, reject) => {
      batch.waiting.push({
        fail: reject,
        send: (client) =>
          send(client, sql, params, options.prepared).then(
            (result) => {
              settled(batch, client, false);
              resolve(result.rows as T[]);
            },
            (error: unknown) => {
              settled(batch, client, true);
              reject(error);
            },
          ),
      });
    });
  };
}

/**
 * BEGIN, `fn`, COMMIT on one pooled connection; ROLLBACK when anything throws. The connection pipelines (see
 * openPostgresDatabase): BEGIN goes out with the transaction's first statement, and COMMIT with the statement
 * marked `last`, without waiting for the answers before them.
 */
async function runTransaction<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const hold = writeHolder(client);
  let broken = false;
  let commit: Promise<pg.QueryResult> | undefined;
  const statement = <R>(write: () => Promise<R>): Promise<R> => {
    if (commit) return Promise.reject(new Error('A statement after the last one of its transaction'));
    hold();
    return write();
  };
  const tx: Queryable = {
    async query<R>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      const pending = statement(() => send(client, sql, params, options.prepared));
      if (options.last) {
        commit = client.query('COMMIT');
        // Awaited below; a failure before it is the statement's, and reaches the caller through it.
        commit.catch(() => {});
      }
      return (await pending).rows as R[];
    },
    async exec(sql: string) {
      await statement(() => client.query(sql));
    },
  };
  try {
    const begun = statement(() => client.query('BEGIN'));
    begun.catch(() => {});
    const result = await fn(tx);
    await begun;
    // A COMMIT sent after a failed statement rolls back instead (and answers so): whoever caught that failure
    // must not answer as if the transaction had committed.
    const committed = await (commit ?? client.query('COMMIT'));
    if (committed.command !== 'COMMIT') throw new Error('The transaction was rolled back');
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
  // `pipeline`: a statement is sent without waiting for the answers to those before it, so the statements a
  // transaction sends in one tick leave together (runTransaction), and so do a turn's batch (batchingQueries).
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
  return {
    kind: 'postgresql',
    query: batchingQueries(pool),
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await pool.query(sql);
    },
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
