// Recurrence of planned entries. Occurrences are
// counted from the plan's start (its first execution) in UTC calendar terms, never from the previous one:
// a monthly plan started on 31 January runs on 28/29 February and on 31 March again, a yearly one started
// on 29 February runs on 28 February in the years between leap years.
import { ENTRY_MESSAGES, type EntryMessage, plannedProblems } from './ledger.ts';

/** How the API stores and returns the planning of a plan. */
export const PLANNING_VALUES = ['daily', 'weekly', 'monthly', 'yearly', 'one_shot'] as const;
export type Planning = (typeof PLANNING_VALUES)[number];

/** The plan types: transfers and savings are never planned. */
export const PLANNED_ENTRY_TYPES = ['expense', 'income', 'debit'] as const;
export type PlannedEntryType = (typeof PLANNED_ENTRY_TYPES)[number];

/** The stored spelling of what a client sent ('one-shot' and any case are accepted), or null. */
export function parsePlanning(value: string | null | undefined): Planning | null {
  const spelled = (value ?? '').trim().toLowerCase().replace('-', '_');
  return (PLANNING_VALUES as readonly string[]).includes(spelled) ? (spelled as Planning) : null;
}

const validDate = (value: string | null | undefined) =>
  Boolean(value) && !Number.isNaN(Date.parse(value ?? ''));

/**
 * A plan needs a planning type among the known ones ('choose planned type'), a start date ('choose start
 * date'), an end not earlier than the start ('end date greater than start date'). Keys are the body's fields.
 * With `now`, a start or an end that is not kept from the stored plan must not be in the past ('start date
 * must be greater than today', 'end date must be greater than today'): a plan started years ago would write
 * every occurrence since at once, and one that ended before it was saved would never run. An edit may keep
 * the stored ones (a plan that has ended can still have its note or amount changed, or be given a later end).
 */
export function planProblems(plan: {
  planning?: string | null;
  start?: string | null;
  end?: string | null;
  now?: Date;
  /** The stored plan's start, when editing: keeping it is always allowed. */
  keptStart?: string | null;
  /** The stored plan's end, when editing: keeping it is always allowed. */
  keptEnd?: string | null;
}): Record<string, EntryMessage> {
  const problems = plannedProblems({
    planning: parsePlanning(plan.planning),
    start: validDate(plan.start) ? plan.start : null,
    end: validDate(plan.end) ? plan.end : null,
  });
  if (plan.end && !validDate(plan.end)) problems.end_date_time = ENTRY_MESSAGES.endBeforeStart;
  if (!plan.now) return problems;
  if (!problems.date_time && changedToPast(plan.start as string, plan.now, plan.keptStart)) {
    problems.date_time = ENTRY_MESSAGES.startInPast;
  }
  // Said before "not before the start": an end in the past is refused whatever the start.
  if (validDate(plan.end) && changedToPast(plan.end as string, plan.now, plan.keptEnd)) {
    problems.end_date_time = ENTRY_MESSAGES.endInPast;
  }
  return problems;
}

/**
 * Before yesterday (UTC): "today" depends on where the person is (UTC-12 to UTC+14), so a date on the
 * person's today is never refused, whichever UTC day it falls on (and so is an end the original client sets
 * to the moment its form opened). A date kept unchanged from the stored plan is not checked.
 */
function changedToPast(date: string, now: Date, kept: string | null | undefined): boolean {
  if (kept && Date.parse(kept) === Date.parse(date)) return false;
  const yesterday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1);
  return Date.parse(date) < yesterday;
}

const DAY_MS = 86_400_000;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** `months` calendar months after `start`, the day clamped to the month's end, the time of day kept. */
function addMonths(start: Date, months: number): Date {
  const total = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(start.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/** The `index`th occurrence (0 = the start); null when there is none (a one-shot plan runs once). */
export function occurrenceAt(start: Date, planning: Planning, index: number): Date | null {
  if (index < 0 || !Number.isInteger(index)) return null;
  switch (planning) {
    case 'one_shot':
      return index === 0 ? new Date(start.getTime()) : null;
    case 'daily':
      return new Date(start.getTime() + index * DAY_MS);
    case 'weekly':
      return new Date(start.getTime() + index * 7 * DAY_MS);
    case 'monthly':
      return addMonths(start, index);
    case 'yearly':
      return addMonths(start, index * 12);
  }
}

/** A lower bound of the index of the first occurrence after `after`, so the search below is short. */
function indexEstimate(start: Date, planning: Planning, after: Date): number {
  const elapsed = after.getTime() - start.getTime();
  const months =
    (after.getUTCFullYear() - start.getUTCFullYear()) * 12 + (after.getUTCMonth() - start.getUTCMonth());
  switch (planning) {
    case 'daily':
      return Math.floor(elapsed / DAY_MS) - 1;
    case 'weekly':
      return Math.floor(elapsed / (7 * DAY_MS)) - 1;
    case 'monthly':
      return months - 1;
    case 'yearly':
      return Math.floor(months / 12) - 1;
    case 'one_shot':
      return 0;
  }
}

/** The first occurrence strictly after `after` (the start itself when `after` is earlier); null if none. */
export function nextOccurrenceAfter(start: Date, planning: Planning, after: Date): Date | null {
  if (after.getTime() < start.getTime()) return new Date(start.getTime());
  for (let index = Math.max(0, indexEstimate(start, planning, after)); ; index += 1) {
    const occurrence = occurrenceAt(start, planning, index);
    if (occurrence === null) return null;
    if (occurrence.getTime() > after.getTime()) return occurrence;
  }
}

export interface PlanSchedule {
  start: Date;
  planning: Planning;
  end: Date | null;
}

const withinEnd = (occurrence: Date | null, end: Date | null) =>
  occurrence !== null && (end === null || occurrence.getTime() <= end.getTime());

/**
 * Where a plan resumes after it was (re)scheduled: its start if it never ran, else the first occurrence
 * after the last one that ran, so an edit never repeats an occurrence. Null: nothing left before the end.
 */
export function pendingOccurrence(schedule: PlanSchedule, lastRun: Date | null): Date | null {
  const next =
    lastRun === null
      ? new Date(schedule.start.getTime())
      : nextOccurrenceAfter(schedule.start, schedule.planning, lastRun);
  return withinEnd(next, schedule.end) ? next : null;
}

/**
 * The occurrences of a plan that have come by `now`, from `next` on, not past the end, at most `limit`;
 * and the plan's next execution after them (null: the plan is over).
 */
export function dueOccurrences(
  schedule: PlanSchedule,
  next: Date,
  now: Date,
  limit = 500,
): { due: Date[]; next: Date | null } {
  const due: Date[] = [];
  let current: Date | null = next;
  while (withinEnd(current, schedule.end) && current !== null && current.getTime() <= now.getTime()) {
    if (due.length >= limit) return { due, next: current };
    due.push(current);
    current = nextOccurrenceAfter(schedule.start, schedule.planning, current);
  }
  return { due, next: withinEnd(current, schedule.end) ? current : null };
}

/**
 * The occurrences a plan still has (from `next`, its next run) that fall in [from, to), not past its end:
 * what budgets count as planned and the forecast adds day by day.
 */
export function occurrencesBetween(schedule: PlanSchedule, next: Date, from: Date, to: Date): Date[] {
  const found: Date[] = [];
  for (let at: Date | null = next; at !== null && at.getTime() < to.getTime(); ) {
    if (!withinEnd(at, schedule.end)) break;
    if (at.getTime() >= from.getTime()) found.push(at);
    at = nextOccurrenceAfter(schedule.start, schedule.planning, at);
  }
  return found;
}
