import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';

/**
 * Between two batches of a job's backlog. On PGlite every request shares the one connection, and back-to-
 * back batches kept requests waiting behind them (p99 doubled while 20,000 due entries were settled,
 * `pnpm bench` group load): there the job rests as long as its batch took, leaving requests at least half
 * of the database. PostgreSQL runs requests beside the job.
 */
export async function restAfterBatch(db: Database, batchStartedAt: number): Promise<void> {
  if (db.kind !== 'pglite') return;
  const took = performance.now() - batchStartedAt;
  await new Promise((resolve) => setTimeout(resolve, took));
}

/**
 * Runs `work` at once, then `intervalMs` after each run ends (never two at once in this process); a failed
 * run is logged and the next one comes as usual. Returns a stop function.
 */
export function startPeriodicJob(
  name: string,
  work: () => Promise<void>,
  log: FastifyBaseLogger,
  intervalMs: number,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, `${name} job failed`);
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };
  void tick();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
