import { type MonthlyCategoryBars, monthlyCategoryBarsSchema } from '@bc/api';
import { http } from '@bc/session';
import { statsKeys } from '@bc/ui/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/stats/chart/table/expenses/category/monthly?year=YYYY: the bars by category of each month of
 * `year` in one call (the monthly table), January first, each as the bars by category of that month.
 */
export async function getMonthlyCategoryBars(year: number): Promise<MonthlyCategoryBars> {
  return http()
    .get('api/stats/chart/table/expenses/category/monthly', { searchParams: { year } })
    .json(monthlyCategoryBarsSchema);
}

export const monthlyCategoryBarsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: statsKeys.call('chart/table/expenses/category/monthly', year),
    queryFn: () => getMonthlyCategoryBars(year),
  });

/** The monthly table's year; another year loads afresh (its caption says which year it shows). */
export function useMonthlyCategoryBars(year: number) {
  return useQuery(monthlyCategoryBarsQueryOptions(year));
}
