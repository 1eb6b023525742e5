import { Navigate, Route, Routes } from '@bc/router';
import { AREA_ROUTES } from './area-routes.ts';
import { LoginPage } from './auth/login-page.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { RemoteArea } from './remotes/remote-area.tsx';

/** Paths are relative to /app (SPEC §2): /app -> login, anything unknown -> /app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/auth/login" replace />} />
      <Route element={<PublicLayout />}>
        <Route path="auth/login" element={<LoginPage />} />
      </Route>
      <Route element={<AdminLayout />}>
        {AREA_ROUTES.map(({ path, remote }) => (
          <Route key={path} path={path} element={<RemoteArea key={remote} name={remote} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
