import { Navigate, paths, Route, Routes } from '@bc/router';
import { deferredComponent, moduleLoader } from '@bc/ui';
import type { ComponentType } from 'react';
import { DashboardPage } from './features/dashboard/routes/dashboard-page.tsx';

// The dashboard is the first screen after sign-in and comes with the area; the stats pages (with their
// search filters) load when first opened, so opening the dashboard fetches none of their code.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  deferredComponent(moduleLoader(load), (module) => module[name]);
const StatsPage = page(() => import('./features/stats/routes/stats-page.tsx'), 'StatsPage');
const GraphStatsPage = page(() => import('./features/stats/routes/graph-stats-page.tsx'), 'GraphStatsPage');
const StatsSearchPage = page(
  () => import('./features/stats/routes/stats-search-page.tsx'),
  'StatsSearchPage',
);
const SeeAllPage = page(() => import('./features/stats/routes/see-all-page.tsx'), 'SeeAllPage');

/** The dashboard and stats pages; paths are relative to /app. */
export function StatsDashboardRoutes() {
  return (
    <Routes>
      <Route path={paths.dashboard.route} element={<DashboardPage />} />
      <Route path={paths.stats.summary.route} element={<StatsPage />} />
      <Route path={paths.stats.graph.route} element={<GraphStatsPage />} />
      <Route path={paths.stats.search.route} element={<StatsSearchPage />} />
      <Route path="stats/*" element={<Navigate to={paths.stats.summary.getHref()} replace />} />
      <Route path={paths.stats.seeAll.route} element={<SeeAllPage />} />
      {/* Another area's path: the shell is about to unmount this area. Never redirect from here. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
