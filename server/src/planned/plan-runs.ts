// Running a plan (REFERENCE.md "Ledger rules"): each occurrence that has come is written as a normal entry
// through the ledger (signs, labels, payee and balances as for any entry), dated at its occurrence; then the
// plan's next execution moves on. The caller holds the plan's row lock and the transaction; the runs table's
// key makes a second write of one occurrence impossible even so.
import { dueOccurrences } from '@bc/domain';
import type { Queryable } from '../db/database.ts';
import { lockLedger } from '../entries/entries-sql.ts';
import { insertNewEntry } from '../entries/ledger-service.ts';
import { linkRunEntry, moveSchedule, recordRun, type StoredPlan } from './planned-sql.ts';

/**
 * At most this many occurrences per transaction, so that nothing waits long behind one (PGlite runs one
 * transaction at a time): a plan far behind (the server was down, or it predates the start-date rule)
 * catches up over several.
 */
export const OCCURRENCES_PER_RUN = 20;

/** Writes the plan's due occurrences; returns how many were written. */
export async function runDueOccurrences(tx: Queryable, plan: StoredPlan, now: Date): Promise<number> {
  if (plan.next_execution === null) return 0;
  const schedule = {
    start: new Date(plan.start_date_time),
    planning: plan.planning,
    end: plan.end_date_time === null ? null : new Date(plan.end_date_time),
  };
  // The plan's row lock is the job's claim; the ledger lock comes next, as in every entry write.
  await lockLedger(tx, [plan.workspace_id]);
  const { due, next } = dueOccurrences(schedule, new Date(plan.next_execution), now, OCCURRENCES_PER_RUN);
  let written = 0;
  for (const occurrence of due) {
    if (!(await recordRun(tx, plan.id, occurrence))) continue;
    const [entryId] = await insertNewEntry(
      tx,
      plan.workspace_id,
      plan.type,
      {
        amount: plan.amount_cents / 100,
        note: plan.note,
        // A bigint[] arrives as text from one driver and as numbers from the other.
        labels: plan.label_ids.map((id) => ({ name: Number(id), color: null })),
        currency_id: plan.currency_id,
        payment_type: plan.payment_type_id,
        date_time: occurrence.toISOString(),
        confirmed: plan.confirmed,
        waranty: plan.waranty,
        exclude_from_stats: plan.exclude_from_stats,
        account_id: plan.account_id,
        category_id: plan.category_id,
        payee_id: plan.payee_id,
      },
      now,
      { withRules: true },
    );
    if (entryId !== undefined) await linkRunEntry(tx, plan.id, occurrence, entryId);
    written += 1;
  }
  const lastRun = due.at(-1) ?? null;
  if (lastRun !== null || next?.getTime() !== new Date(plan.next_execution).getTime()) {
    await moveSchedule(tx, plan.id, next, lastRun);
  }
  return written;
}
