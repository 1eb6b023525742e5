import { Navigate, Route, Routes } from '@bc/router';
import { DashboardPage } from './features/dashboard/routes/dashboard-page.tsx';
import { GraphStatsPage } from './features/stats/routes/graph-stats-page.tsx';
import { SeeAllPage } from './features/stats/routes/see-all-page.tsx';
import { StatsPage } from './features/stats/routes/stats-page.tsx';
import { StatsSearchPage } from './features/stats/routes/stats-search-page.tsx';

/** The dashboard and stats pages (SPEC §2); paths are relative to /app. */
export function StatsDashboardRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="stats" element={<StatsPage />} />
      <Route path="stats/graph/:type" element={<GraphStatsPage />} />
      <Route path="stats/search" element={<StatsSearchPage />} />
      <Route path="stats/*" element={<Navigate to="/stats" replace />} />
      <Route path="see_all/:type" element={<SeeAllPage />} />
      {/* Another area's path: the shell is about to unmount this area. Never redirect from here. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
