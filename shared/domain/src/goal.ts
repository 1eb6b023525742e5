// Savings goals: a target, a due date, and the saving entries that fill it.
// Amounts are integer cents; dates are UTC calendar days (yyyy-mm-dd).
import { shiftMonths } from './stats.ts';

/** The 18 icons a goal can take. */
export const GOAL_ICONS = [
  'house',
  'car',
  'travel',
  'education',
  'health',
  'savings',
  'retirement',
  'business',
  'charity',
  'family',
  'hobby',
  'investment',
  'emergency',
  'vacation',
  'home_improvement',
  'technology',
  'pets',
  'other',
] as const;
export type GoalIcon = (typeof GOAL_ICONS)[number];

/**
 * The goal icon a stored value stands for: one of the names (`home-improvement` too), or the original
 * client's CSS classes ending with one (`fa-solid fa-house`); 'other' for anything else.
 */
export function goalIconOf(value: string | null | undefined): GoalIcon {
  const last = (value ?? '').trim().toLowerCase().split(/\s+/).at(-1) ?? '';
  const name = last.replace(/^fa-/, '').replace(/-/g, '_');
  return (GOAL_ICONS as readonly string[]).includes(name) ? (name as GoalIcon) : 'other';
}

/** The message keys, by the body's field. */
export const GOAL_MESSAGES = {
  date: 'date_required',
  past: 'date_in_past',
  amount: 'amount_required',
  icon: 'icon_required',
  name: 'name_required',
} as const;

export interface GoalDraft {
  name?: string | null;
  targetCents?: number | null;
  /** yyyy-mm-dd */
  dueDate?: string | null;
  icon?: string | null;
}

/** A goal needs a name, a positive target, an icon, a due date that is not in the past. */
export function goalProblems(draft: GoalDraft, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if ((draft.name ?? '').trim() === '') problems.name = GOAL_MESSAGES.name;
  if (!(typeof draft.targetCents === 'number' && draft.targetCents > 0))
    problems.amount = GOAL_MESSAGES.amount;
  if ((draft.icon ?? '').trim() === '') problems.category_icon = GOAL_MESSAGES.icon;
  if (!draft.dueDate) problems.due_date = GOAL_MESSAGES.date;
  else if (draft.dueDate < today) problems.due_date = GOAL_MESSAGES.past;
  return problems;
}

/** How much of the target is saved, whole percent, at most 100. */
export const goalPercentage = (balanceCents: number, targetCents: number) =>
  targetCents > 0 ? Math.min(100, Math.max(0, Math.round((balanceCents / targetCents) * 100))) : 0;

/** Whole calendar months from `today` to `due` (a part month counts as one); 0 once due. */
export function monthsUntil(today: string, due: string): number {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const [dy, dm, dd] = due.split('-').map(Number) as [number, number, number];
  const months = (dy - ty) * 12 + (dm - tm) + (dd > td ? 1 : 0);
  return Math.max(0, months);
}

/**
 * What is left to save divided by the months to the due date, in cents rounded
 * up so that the deposits reach the target; all of it when the due date is this month or past; 0 when saved.
 */
export function goalMonthlyDeposit(
  targetCents: number,
  balanceCents: number,
  today: string,
  due: string | null,
) {
  const left = Math.max(0, targetCents - balanceCents);
  if (left === 0) return 0;
  const months = due ? monthsUntil(today, due) : 0;
  return months <= 1 ? left : Math.ceil(left / months);
}

/**
 * When the goal will be reached at `monthlyCents` a month (the average net deposit of the last three
 * months): today when it is already reached, null when nothing is being saved.
 */
export function projectedCompletion(
  targetCents: number,
  balanceCents: number,
  monthlyCents: number,
  today: string,
): string | null {
  const left = targetCents - balanceCents;
  if (left <= 0) return today;
  if (monthlyCents <= 0) return null;
  return shiftMonths(today, Math.ceil(left / monthlyCents));
}
