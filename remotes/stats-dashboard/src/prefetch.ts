import { paths } from '@bc/router';
import { queryClient } from '@bc/session';
import { isMobileLayoutNow } from './components/use-is-mobile-layout.ts';
import { openingView, prefetchDashboardCharts } from './features/dashboard/dashboard-queries.ts';

/**
 * Starts the calls a page of this area opens with, given its path under the app's basename: the shell calls
 * it as soon as the area's code has arrived on a cold open, so the answers come while the shell and the
 * area render instead of after (the dashboard's charts, some 150 ms sooner), into the query cache every root
 * of the app shares. Other pages start nothing.
 */
export function prefetchPage(path: string): void {
  if (path !== paths.dashboard.getHref()) return;
  prefetchDashboardCharts(queryClient, { ...openingView(new Date()), mobile: isMobileLayoutNow() });
}
