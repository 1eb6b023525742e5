import type { BudgetStats } from '@bc/api';
import { BUDGET_RED_FROM_PERCENT, parseBudgetPeriod } from '@bc/domain';

/** The list's groups, in order: one-shot budgets and any period not known go with the recurring ones. */
export const BUDGET_GROUPS = ['weekly', 'monthly', 'yearly', 'recursive'] as const;
export type BudgetGroup = (typeof BUDGET_GROUPS)[number];

export function budgetGroupOf(period: string): BudgetGroup {
  const parsed = parseBudgetPeriod(period);
  return parsed === 'weekly' || parsed === 'monthly' || parsed === 'yearly' ? parsed : 'recursive';
}

/** The budgets by group, each group in the order the server listed them; empty groups left out. */
export function groupBudgets(
  list: readonly BudgetStats[],
): Array<{ group: BudgetGroup; budgets: BudgetStats[] }> {
  return BUDGET_GROUPS.map((group) => ({
    group,
    budgets: list.filter((stats) => budgetGroupOf(stats.budget.configuration.period) === group),
  })).filter(({ budgets }) => budgets.length > 0);
}

/**
 * The share of the amount spent, whole percent: the server's text ("45%") when it reads as a number, else
 * from the signed total (spending is negative).
 */
export function spentPercent(stats: Pick<BudgetStats, 'totalSpentPercentage' | 'totalSpent' | 'budget'>) {
  const told = Number.parseFloat(stats.totalSpentPercentage);
  if (Number.isFinite(told)) return Math.round(told);
  const amount = stats.budget.amount;
  return amount > 0 ? Math.round((-stats.totalSpent / amount) * 100) : 0;
}

/** The bar is red from 80 % of the amount spent, green below. */
export const budgetTone = (percent: number): 'red' | 'green' =>
  percent >= BUDGET_RED_FROM_PERCENT ? 'red' : 'green';

/** What is left to spend, never below zero. */
export const shownRemaining = (totalRemaining: number) => Math.max(0, totalRemaining);
