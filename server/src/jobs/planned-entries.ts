// Runs the ledger's settlement of planned entries that came due (REFERENCE.md "Ledger rules").
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { settleDuePlannedEntries } from '../entries/ledger-service.ts';

/** Runs until no due row is left, then every `intervalMs`; returns a stop function. */
export function startPlannedEntriesJob(db: Database, log: FastifyBaseLogger, intervalMs = 60_000) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      while (!stopped && (await settleDuePlannedEntries(db)) > 0) {
        // A full batch may mean more are due.
      }
    } catch (error) {
      log.error({ err: error }, 'planned entries job failed');
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };
  void tick();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
