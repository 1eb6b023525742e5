// The embedded PostgreSQL on its own thread (PERFORMANCE.md: PGlite runs on the calling thread, so a slow
// query would stall every request). Answers the requests of pglite-database.ts one at a time, in order.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { PgliteError, PgliteReply, PgliteRequest } from './pglite-protocol.ts';
import { typeParsers } from './type-parsers.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

const { dataDir } = workerData as { dataDir?: string };

/** What the caller needs of a PostgreSQL error: its message and the driver's fields (code, detail…). */
function describe(error: unknown): PgliteError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, fields };
}

async function answer(pg: PGlite, request: PgliteRequest): Promise<PgliteReply> {
  try {
    if (request.kind === 'query') {
      const result = await pg.query(request.sql, request.params);
      return { id: request.id, ok: true, rows: result.rows };
    }
    if (request.kind === 'exec') {
      await pg.exec(request.sql);
      return { id: request.id, ok: true, rows: [] };
    }
    await pg.close();
    return { id: request.id, ok: true, rows: [] };
  } catch (error) {
    return { id: request.id, ok: false, error: describe(error) };
  }
}

try {
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: typeParsers });
  let queue = Promise.resolve();
  port.on('message', (request: PgliteRequest) => {
    queue = queue.then(async () => {
      port.postMessage(await answer(pg, request));
      if (request.kind === 'close') port.close();
    });
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: describe(error) });
}
