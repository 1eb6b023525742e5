import { type BudgetStats, budgetStatsListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FIGURES_STALE_TIME } from '../../../components/query-policy.ts';
import { budgetKeys } from './keys.ts';

/** GET /api/budgets/stats: every budget with its figures in its current window. */
export async function getBudgetsStats(): Promise<BudgetStats[]> {
  return http().get('api/budgets/stats').json(budgetStatsListSchema);
}

export const budgetsStatsQueryOptions = () =>
  queryOptions({ queryKey: budgetKeys.statsList(), queryFn: getBudgetsStats, staleTime: FIGURES_STALE_TIME });

export function useBudgetsStats() {
  return useQuery(budgetsStatsQueryOptions());
}
