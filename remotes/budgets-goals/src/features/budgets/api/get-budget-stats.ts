import { type BudgetStats, budgetStatsSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FIGURES_STALE_TIME, retryUnlessNotFound } from '../../../components/query-policy.ts';
import { budgetKeys } from './keys.ts';

/** GET /api/budget/{uuid}/stats: one budget's figures in its current window. */
export async function getBudgetStats(uuid: string): Promise<BudgetStats> {
  return http()
    .get(`api/budget/${encodeURIComponent(uuid)}/stats`)
    .json(budgetStatsSchema);
}

export const budgetStatsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: budgetKeys.stats(uuid),
    queryFn: () => getBudgetStats(uuid),
    staleTime: FIGURES_STALE_TIME,
    retry: retryUnlessNotFound,
  });

export function useBudgetStats(uuid: string) {
  return useQuery(budgetStatsQueryOptions(uuid));
}
