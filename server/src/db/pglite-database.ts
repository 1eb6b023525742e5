// The embedded PostgreSQL, run by pglite-worker.ts on a thread of its own so that the server's event loop
// never waits on a query. PGlite is one connection: a transaction holds back every other query until it
// ends, here by one lock on this side (otherwise another request's query would run inside it).
import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from './database.ts';
import type { PgliteError, PgliteReply, PgliteRequest, PgliteStarted } from './pglite-protocol.ts';

type Request = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** An Error as the driver would throw it: the message and fields such as `code`, `detail`, `constraint`. */
function databaseError({ message, fields }: PgliteError): Error {
  const error = new Error(message);
  for (const [key, value] of Object.entries(fields)) {
    if (key !== 'name' && key !== 'stack' && key !== 'message') Object.assign(error, { [key]: value });
  }
  return error;
}

function startWorker(dataDir: string | undefined): Promise<Worker> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir } });
  return new Promise((resolve, reject) => {
    // Only these listeners come off again: the Worker keeps internal ones of its own.
    const settle = () => {
      worker.off('message', started);
      worker.off('error', failed);
      worker.off('exit', exited);
    };
    const failed = (error: Error) => {
      settle();
      void worker.terminate();
      reject(error);
    };
    const exited = (code: number) => failed(new Error(`The PGlite worker exited with code ${code}`));
    const started = (message: PgliteStarted) => {
      if (!message.ready) return failed(databaseError(message.error));
      settle();
      resolve(worker);
    };
    worker.on('message', started);
    worker.on('error', failed);
    worker.on('exit', exited);
  });
}

export type PgliteDatabase = Database & {
  /**
   * A copy of the data folder as a tar, as PGlite's `loadDataDir` opens it: taken between two transactions
   * (no other statement runs meanwhile) after a checkpoint, so it holds every committed transaction and
   * nothing of another. The database waits for the copy: about half a second for a small one.
   */
  dumpDataDir(): Promise<Uint8Array>;
};

export const isPgliteDatabase = (db: Database): db is PgliteDatabase => 'dumpDataDir' in db;

type Answer = Extract<PgliteReply, { ok: true }>;

/** Embedded PostgreSQL. `dataDir` undefined = in memory (tests). */
export async function openPgliteDatabase(dataDir?: string): Promise<PgliteDatabase> {
  const worker = await startWorker(dataDir);
  const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let gone: Error | undefined;

  worker.on('message', (reply: PgliteReply) => {
    const caller = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) caller?.resolve(reply);
    else caller?.reject(databaseError(reply.error));
  });
  const stop = (error: Error) => {
    gone = error;
    for (const caller of waiting.values()) caller.reject(error);
    waiting.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The PGlite worker exited with code ${code}`)));

  const send = (request: Request) =>
    new Promise<Answer>((resolve, reject) => {
      if (gone) return reject(gone);
      lastId += 1;
      waiting.set(lastId, { resolve, reject });
      worker.postMessage({ ...request, id: lastId });
    });

  const direct: Queryable = {
    query: async <T>(sql: string, params: readonly unknown[] = [], options: { prepared?: string } = {}) =>
      (
        await send({
          kind: 'query',
          sql,
          params: [...params],
          ...(options.prepared ? { prepared: options.prepared } : {}),
        })
      ).rows as T[],
    exec: async (sql) => {
      await send({ kind: 'exec', sql });
    },
  };

  let lock: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = lock.then(work);
    lock = run.catch(() => undefined);
    return run;
  };

  return {
    kind: 'pglite',
    query: (sql, params, options) => exclusive(() => direct.query(sql, params, options)),
    exec: (sql) => exclusive(() => direct.exec(sql)),
    transaction: (fn) =>
      exclusive(async () => {
        await direct.exec('BEGIN');
        try {
          const result = await fn(direct);
          await direct.exec('COMMIT');
          return result;
        } catch (error) {
          // The failure is what the caller needs to see, not a rollback that could not run after it.
          await direct.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    dumpDataDir: () =>
      exclusive(async () => {
        const { tar } = await send({ kind: 'dump' });
        if (!tar) throw new Error('The PGlite worker answered a dump without its tar');
        return tar;
      }),
    close: () =>
      exclusive(async () => {
        if (!gone) await send({ kind: 'close' });
        await worker.terminate();
      }),
  };
}
