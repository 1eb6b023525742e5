import { type BarChart, barChartSchema } from '@bc/api';
import { http } from '@bc/session';
import { statsKeys } from '@bc/ui/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dateTimeParams } from '../../../utils/chart-query.ts';
import type { DateRange } from '../../../utils/date-range.ts';

/** What the expenses bars are grouped by: sub-category (`data.slug`) or label (`data.name`). */
export type BarGrouping = 'category' | 'label';

/**
 * GET /api/stats/chart/bar/expenses/{category|label}?date_time[0][start]=..&date_time[0][end]=..: one bar
 * per sub-category or label with spending in the range (values signed, spending negative).
 */
export async function getBarChart(grouping: BarGrouping, range: DateRange): Promise<BarChart> {
  return http()
    .get(`api/stats/chart/bar/expenses/${grouping}`, { searchParams: dateTimeParams([range]) })
    .json(barChartSchema);
}

export const barChartQueryOptions = (grouping: BarGrouping, range: DateRange) =>
  queryOptions({
    queryKey: statsKeys.call(`chart/bar/expenses/${grouping}`, range),
    queryFn: () => getBarChart(grouping, range),
  });

export function useBarChart(grouping: BarGrouping, range: DateRange) {
  // The chart of the previous range stays on screen while the new one loads.
  return useQuery({ ...barChartQueryOptions(grouping, range), placeholderData: keepPreviousData });
}
