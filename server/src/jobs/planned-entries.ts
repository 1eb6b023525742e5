// Runs the ledger's settlement of planned entries that came due (REFERENCE.md "Ledger rules").
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { settleDuePlannedEntries } from '../entries/ledger-service.ts';
import { restAfterBatch, startPeriodicJob } from './periodic.ts';

/** Runs until no due row is left, then every `intervalMs`; returns a stop function. */
export function startPlannedEntriesJob(db: Database, log: FastifyBaseLogger, intervalMs = 60_000) {
  return startPeriodicJob(
    'planned entries',
    async () => {
      // A full batch may mean more are due.
      for (
        let started = performance.now();
        (await settleDuePlannedEntries(db)) > 0;
        started = performance.now()
      ) {
        await restAfterBatch(db, started);
      }
    },
    log,
    intervalMs,
  );
}
