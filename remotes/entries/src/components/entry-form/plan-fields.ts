import type { PlannedEntry } from '@bc/api';
import { planProblems } from '@bc/domain';
import type { EntryDefaults } from './entry-types.ts';
import { formText, problemsInOrder } from './form-data.ts';

/**
 * Plans run on calendar days in UTC (the server counts occurrences that way): a date input's
 * `yyyy-mm-dd` is that day's UTC midnight, and a plan's dates are shown and edited as UTC days.
 */
export const dayToIso = (day: string) => `${day}T00:00:00.000Z`;
export const isoToDay = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

/**
 * What an edited plan has stored: an edit may keep its start and its end even when they are past by now (the
 * plan has started, or ended), not move them to another past day.
 */
export interface KeptSchedule {
  start: string | null;
  end: string | null;
}

/**
 * A date input's day as the instant to send: the stored one when the day is still the stored one's (a plan
 * saved by another client may have a time of day, which the input does not show), else that day's UTC midnight.
 */
function dayOrKept(day: string, kept: string | null): string | null {
  if (!day) return null;
  return kept && isoToDay(kept) === day ? kept : dayToIso(day);
}

/**
 * The planning fields of the entry form in planned mode: how often, from which day, until which day (none:
 * for ever, else not before today); `problems` are message keys of @bc/domain's planning rules.
 * `kept` is what the edited plan has stored (keeping either day is allowed even when it is past).
 */
export function readPlanningFields(
  form: FormData,
  kept: KeptSchedule | null = null,
  now = new Date(),
): {
  problems: string[];
  fields: { planning: string | null; date_time: string | null; end_date_time: string | null };
} {
  const planning = formText(form, 'planning') || null;
  const keptStart = kept?.start ?? null;
  const keptEnd = kept?.end ?? null;
  const fields = {
    planning,
    date_time: dayOrKept(formText(form, 'date_time'), keptStart),
    end_date_time: dayOrKept(formText(form, 'end_date_time'), keptEnd),
  };
  const found = planProblems({
    planning,
    start: fields.date_time,
    end: fields.end_date_time,
    now,
    keptStart,
    keptEnd,
  });
  return { problems: problemsInOrder(found, ['planning', 'date_time', 'end_date_time']), fields };
}

/** What the entry form starts from when it edits a plan. */
export function defaultsFromPlan(plan: PlannedEntry): Partial<EntryDefaults> {
  return {
    type: plan.type,
    amount: plan.amount,
    account_id: plan.account_id,
    category_id: plan.category_id,
    payee_id: plan.payee_id,
    payee: plan.payee,
    currency_id: plan.currency_id,
    payment_type_id: plan.payment_type_id,
    labels: plan.labels,
    note: plan.note,
    confirmed: plan.confirmed,
    waranty: plan.waranty,
    exclude_from_stats: plan.exclude_from_stats,
  };
}
