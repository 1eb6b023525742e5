// Budgets: the window a budget counts in, its
// figures and its pace. Amounts are integer cents; spending is negative, as entries store it. Windows are
// UTC calendar days, the end exclusive.

export const BUDGET_PERIODS = ['weekly', 'monthly', 'yearly', 'one_shot', 'recursive'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

/** The stored spelling of a period as clients send it (`one-shot` and any case accepted), or null. */
export function parseBudgetPeriod(value: string | null | undefined): BudgetPeriod | null {
  const spelled = (value ?? '').trim().toLowerCase().replace('-', '_');
  return (BUDGET_PERIODS as readonly string[]).includes(spelled) ? (spelled as BudgetPeriod) : null;
}

/** Periods whose window the budget's own dates give. */
export const periodHasDates = (period: BudgetPeriod | null) =>
  period === 'one_shot' || period === 'recursive';

/** The messages, by the body's field. */
export const BUDGET_MESSAGES = {
  period: 'Please choose a right period',
  amount: 'Please insert a budget',
  name: 'Please insert a budget name',
  start: 'Please insert a start date for a budget',
  end: 'Please insert a end date for a budget',
  order: 'Start date must be less than end date',
} as const;

/** Thresholds of spending (percent of the amount) whose first crossing in a window is mailed. */
export const DEFAULT_BUDGET_THRESHOLDS = [70, 90, 100] as const;

/** A budget's bar turns red from this share of the amount spent. */
export const BUDGET_RED_FROM_PERCENT = 80;

export interface BudgetDraft {
  name?: string | null;
  amountCents?: number | null;
  period?: string | null;
  /** yyyy-mm-dd */
  start?: string | null;
  end?: string | null;
}

/** A budget's problems, by field: name, a positive amount, a known period, and dates for one-shot and recursive. */
export function budgetProblems(draft: BudgetDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if ((draft.name ?? '').trim() === '') problems.name = BUDGET_MESSAGES.name;
  if (!(typeof draft.amountCents === 'number' && draft.amountCents > 0))
    problems.amount = BUDGET_MESSAGES.amount;
  const period = parseBudgetPeriod(draft.period);
  if (period === null) problems['configuration.period'] = BUDGET_MESSAGES.period;
  if (periodHasDates(period)) {
    if (!draft.start) problems['configuration.period_start'] = BUDGET_MESSAGES.start;
    if (!draft.end) problems['configuration.period_end'] = BUDGET_MESSAGES.end;
    if (draft.start && draft.end && draft.start > draft.end) {
      problems['configuration.period_end'] = BUDGET_MESSAGES.order;
    }
  }
  return problems;
}

const DAY_MS = 86_400_000;
const dayStart = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
const parseDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

export interface BudgetWindow {
  /** First instant of the window. */
  start: Date;
  /** First instant after it. */
  end: Date;
}

/**
 * The window the budget counts in at `now`: the current ISO week (Monday first), month or year; the dates
 * of a one-shot budget, their last day included; for a recursive one, the window of the same length that
 * holds `now`, counted from its start (before the start, the first window).
 */
export function budgetWindow(
  period: BudgetPeriod,
  dates: { start?: string | null; end?: string | null },
  now: Date,
): BudgetWindow {
  const today = dayStart(now);
  switch (period) {
    case 'weekly': {
      const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
      const start = today - sinceMonday * DAY_MS;
      return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
    }
    case 'monthly': {
      const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
      return {
        start: new Date(start),
        end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
      };
    }
    case 'yearly':
      return {
        start: new Date(Date.UTC(now.getUTCFullYear(), 0, 1)),
        end: new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1)),
      };
    case 'one_shot':
    case 'recursive': {
      const start = parseDay(dates.start ?? '');
      const end = parseDay(dates.end ?? '') + DAY_MS;
      if (period === 'one_shot' || today < end) return { start: new Date(start), end: new Date(end) };
      const length = end - start;
      const passed = Math.floor((today - start) / length);
      return { start: new Date(start + passed * length), end: new Date(start + (passed + 1) * length) };
    }
  }
}

export interface BudgetFigures {
  /** Signed, as entries: negative when spending. */
  totalSpentCents: number;
  /** amount + spent: negative once exceeded. */
  totalRemainingCents: number;
  /** -spent / amount, whole percent. */
  totalSpentPercentage: number;
  /** max(0, 100 - spent %). */
  totalRemainingPercentage: number;
  exceeded: boolean;
  /** Planned entries falling in the window, signed. */
  plannedCents: number;
  plannedSpentPercentage: number;
}

const percentOf = (cents: number, amountCents: number) =>
  amountCents > 0 ? Math.round((-cents / amountCents) * 100) : 0;

/** The figures of a budget from what was spent and what is planned in its window. */
export function budgetFigures(amountCents: number, spentCents: number, plannedCents: number): BudgetFigures {
  const spent = percentOf(spentCents, amountCents);
  const remaining = amountCents + spentCents;
  return {
    totalSpentCents: spentCents,
    totalRemainingCents: remaining,
    totalSpentPercentage: spent,
    totalRemainingPercentage: Math.max(0, 100 - spent),
    exceeded: remaining < 0,
    plannedCents,
    plannedSpentPercentage: percentOf(plannedCents, amountCents),
  };
}

export interface BudgetPace {
  /** Spending projected to the end of the window at the rate so far, positive cents. */
  projectedCents: number;
  /** Whether that lands over the amount. */
  over: boolean;
  /** How much of the window has passed, whole percent. */
  elapsedPercentage: number;
}

/**
 * Spending projected to the window's end at the current rate. Before the window starts nothing is spent
 * at any rate, so the projection is what is spent; once it is over, it is what was spent.
 */
export function budgetPace(
  amountCents: number,
  spentCents: number,
  window: BudgetWindow,
  now: Date,
): BudgetPace {
  const length = window.end.getTime() - window.start.getTime();
  const elapsed = Math.min(Math.max(now.getTime() - window.start.getTime(), 0), length);
  const spending = Math.max(0, -spentCents);
  const projected = elapsed > 0 ? Math.round((spending * length) / elapsed) : spending;
  return {
    projectedCents: projected,
    over: projected > amountCents,
    elapsedPercentage: length > 0 ? Math.round((elapsed / length) * 100) : 100,
  };
}

/** The thresholds a spending percentage has reached, lowest first. */
export function reachedThresholds(spentPercentage: number, thresholds: readonly number[]): number[] {
  return [...new Set(thresholds)].filter((threshold) => spentPercentage >= threshold).sort((a, b) => a - b);
}
