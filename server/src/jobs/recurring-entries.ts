// Recurring (planned) entries (REFERENCE.md "Ledger rules"): for each due plan, one transaction claims it
// with FOR UPDATE SKIP LOCKED, writes every occurrence that has come as a normal entry through the ledger and
// moves its next execution on (or ends it after its end date; a one-shot plan runs once). Two servers running
// the job take different plans, and a plan run by one is no longer due for the other, so an occurrence is
// written once however often, and wherever, the job runs. This is not the planned-entries job, which starts
// counting single entries dated in the future when their date comes.
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { runDueOccurrences } from '../planned/plan-runs.ts';
import { claimDuePlan } from '../planned/planned-sql.ts';
import { restAfterBatch, startPeriodicJob } from './periodic.ts';

/**
 * Runs every due plan; `now` is injectable for tests. Returns how many occurrences were written. A plan that
 * fails (its transaction rolled back, e.g. its payee was archived) is left for the next run and does not hold
 * back the others; the failures are thrown together at the end.
 */
export async function runDuePlans(db: Database, now = new Date()): Promise<number> {
  const skip: number[] = [];
  const failures: unknown[] = [];
  let written = 0;
  for (;;) {
    const started = performance.now();
    let claimed: number | undefined;
    try {
      const outcome = await db.transaction(async (tx) => {
        const plan = await claimDuePlan(tx, now, skip);
        if (!plan) return null;
        claimed = plan.id;
        return runDueOccurrences(tx, plan, now);
      });
      if (outcome === null) break;
      written += outcome;
      await restAfterBatch(db, started);
    } catch (error) {
      if (claimed === undefined) throw error;
      skip.push(claimed);
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} planned entries not run`);
  return written;
}

/** Runs at once, then every `intervalMs`; returns a stop function. */
export function startRecurringEntriesJob(db: Database, log: FastifyBaseLogger, intervalMs = 60_000) {
  return startPeriodicJob(
    'recurring entries',
    async () => {
      const written = await runDuePlans(db);
      if (written > 0) log.info({ written }, 'planned entries written');
    },
    log,
    intervalMs,
  );
}
