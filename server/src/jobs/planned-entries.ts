// Planned entries whose date has come start counting (REFERENCE.md "Ledger rules"). One statement claims a
// batch of due rows with FOR UPDATE SKIP LOCKED, flips them and moves the wallet and payee balances: two
// servers running it at once take different rows, and a row flips once (planned is its own guard).
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.ts';

export async function settleDuePlannedEntries(db: Queryable, batchSize = 500): Promise<number> {
  const [row] = await db.query<{ settled: number }>(
    `WITH due AS (
       SELECT id FROM entries
       WHERE planned AND deleted_at IS NULL AND date_time <= now()
       ORDER BY date_time LIMIT $1 FOR UPDATE SKIP LOCKED),
     flipped AS (
       UPDATE entries e SET planned = false, updated_at = now() FROM due WHERE e.id = due.id AND e.planned
       RETURNING e.account_id, e.payee_id, e.type, e.amount_cents, e.confirmed),
     wallet_moves AS (
       UPDATE wallets w SET balance_cents = w.balance_cents + d.cents, updated_at = now()
       FROM (SELECT account_id, sum(amount_cents) AS cents FROM flipped
             WHERE confirmed AND account_id IS NOT NULL GROUP BY account_id) d
       WHERE w.id = d.account_id),
     payee_moves AS (
       UPDATE payees p SET balance_cents = p.balance_cents + d.cents, counted_entries = p.counted_entries + d.n,
         updated_at = now()
       FROM (SELECT payee_id, sum(amount_cents) AS cents, count(*)::int AS n FROM flipped
             WHERE confirmed AND type = 'debit' AND payee_id IS NOT NULL GROUP BY payee_id) d
       WHERE p.id = d.payee_id)
     SELECT count(*)::int AS settled FROM flipped`,
    [batchSize],
  );
  return row?.settled ?? 0;
}

/** Runs until no due row is left, then every `intervalMs`; returns a stop function. */
export function startPlannedEntriesJob(db: Queryable, log: FastifyBaseLogger, intervalMs = 60_000) {
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
