import { type StatsTable, statsTableSchema } from '@bc/api';
import { http } from '@bc/session';
import { statsKeys } from '@bc/ui/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dateTimeParams } from '../../../utils/chart-query.ts';
import type { DateRange } from '../../../utils/date-range.ts';

/**
 * GET /api/stats/chart/table/expenses/category?date_time[0][start]=..&date_time[0][end]=..: expenses by
 * sub-category in the range against the range of the same length just before it.
 */
export async function getCategoryTable(range: DateRange): Promise<StatsTable> {
  return http()
    .get('api/stats/chart/table/expenses/category', { searchParams: dateTimeParams([range]) })
    .json(statsTableSchema);
}

export const categoryTableQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: statsKeys.call('chart/table/expenses/category', range),
    queryFn: () => getCategoryTable(range),
  });

export function useCategoryTable(range: DateRange) {
  // The table of the previous range stays on screen while the new one loads.
  return useQuery({ ...categoryTableQueryOptions(range), placeholderData: keepPreviousData });
}
