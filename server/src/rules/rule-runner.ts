// Where runs over history go on: in the background of the server that started them, and, when a server stops
// mid-run (a deploy, a crash), in whichever server's job finds the run not heard of for a while.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { startPeriodicJob } from '../jobs/periodic.ts';
import { runToEnd } from './history-run.ts';
import { claimStaleRun, type RuleRunRow } from './rule-runs-sql.ts';

/** A run whose server wrote no batch for this long is taken over (a batch takes well under a second). */
const STALE_SECONDS = 60;

export type RuleRunner = {
  /** Goes on with the run in the background. */
  start(run: RuleRunRow): void;
  /** Stops between two batches (a run left is taken over later) and waits for the runs to stop. */
  close(): Promise<void>;
};

export function createRuleRunner(db: Database, log: FastifyBaseLogger): RuleRunner {
  let closing = false;
  const running = new Set<Promise<void>>();
  return {
    start(run) {
      const going = runToEnd(db, run, () => closing)
        .catch((error: unknown) => log.error({ err: error, run: run.id }, 'rule run failed'))
        .finally(() => running.delete(going));
      running.add(going);
    },
    async close() {
      closing = true;
      await Promise.allSettled([...running]);
    },
  };
}

/** Takes over runs whose server stopped; every 30 s. Returns a stop function. */
export function startStaleRuleRunsJob(db: Database, log: FastifyBaseLogger, intervalMs = 30_000) {
  let stopped = false;
  const stop = startPeriodicJob(
    'rule runs',
    async () => {
      for (let run = await claimStaleRun(db, STALE_SECONDS); run && !stopped; ) {
        log.info({ run: run.id }, 'rule run taken over');
        await runToEnd(db, run, () => stopped);
        run = await claimStaleRun(db, STALE_SECONDS);
      }
    },
    log,
    intervalMs,
  );
  return () => {
    stopped = true;
    stop();
  };
}
