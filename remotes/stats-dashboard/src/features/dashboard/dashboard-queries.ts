import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { loadChart } from '../../components/lazy-charts.tsx';
import { currentMonthRange, type DateRange } from '../../utils/date-range.ts';
import { type BarGrouping, barChartQueryOptions, getBarChart } from './api/get-bar-chart.ts';
import { DEFAULT_FORECAST_DAYS, forecastQueryOptions } from './api/get-forecast.ts';
import { lineChartQueryOptions } from './api/get-line-chart.ts';

/** What the dashboard shows: the range of its charts, the year of its line chart, and its variant. */
export interface DashboardView {
  range: DateRange;
  year: number;
  mobile: boolean;
}

/** What the dashboard opens with: the current month, and this year's line chart. */
export function openingView(now: Date): Omit<DashboardView, 'mobile'> {
  return { range: currentMonthRange(now), year: now.getFullYear() };
}

/**
 * The spending of the range by category or label; when it has something to draw, the chart's code starts
 * loading as the answer comes, not once the page has rendered it.
 */
const spendingWithChart = (grouping: BarGrouping, range: DateRange, chart: keyof typeof loadChart) => ({
  ...barChartQueryOptions(grouping, range),
  queryFn: async () => {
    const answer = await getBarChart(grouping, range);
    if (answer.bar.length > 0) void loadChart[chart]();
    return answer;
  },
});

/** Starts a call unless it was made already (or is on its way): what usePrefetchQuery does. */
function prefetch<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): void {
  if (client.getQueryState(options.queryKey) === undefined) void client.prefetchQuery(options);
}

/**
 * Starts the calls of the dashboard's four charts that are not made yet, in the order they go out: before
 * the tables' (a browser sends six at a time to one server), so that the charts draw sooner on a cold
 * start. The cards read the same queries. Called while the page renders (as usePrefetchQuery does), and by
 * the area as soon as its code has arrived (`prefetchPage`).
 */
export function prefetchDashboardCharts(client: QueryClient, { range, year, mobile }: DashboardView): void {
  prefetch(client, lineChartQueryOptions(year));
  prefetch(client, spendingWithChart('category', range, mobile ? 'pie' : 'bar'));
  prefetch(client, spendingWithChart(mobile ? 'category' : 'label', range, 'pie'));
  prefetch(client, forecastQueryOptions(DEFAULT_FORECAST_DAYS));
}
