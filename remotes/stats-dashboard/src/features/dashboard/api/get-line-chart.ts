import { type LineChart, lineChartSchema } from '@bc/api';
import { http } from '@bc/session';
import { statsKeys } from '@bc/ui/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dateTimeParams } from '../../../utils/chart-query.ts';
import { monthsOfYear } from '../../../utils/date-range.ts';

/**
 * GET /api/stats/chart/line/incoming-expenses with twelve `date_time` pairs, January to December of `year`:
 * the incoming, expenses, debit and savings series, one signed data point per month.
 */
export async function getLineChart(year: number): Promise<LineChart> {
  return http()
    .get('api/stats/chart/line/incoming-expenses', { searchParams: dateTimeParams(monthsOfYear(year)) })
    .json(lineChartSchema);
}

export const lineChartQueryOptions = (year: number) =>
  queryOptions({
    queryKey: statsKeys.call('chart/line/incoming-expenses', year),
    queryFn: () => getLineChart(year),
  });

export function useLineChart(year: number) {
  // The chart of the year before stays on screen while the new year loads.
  return useQuery({ ...lineChartQueryOptions(year), placeholderData: keepPreviousData });
}
