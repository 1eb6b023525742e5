import { Navigate, paths, Route, Routes } from '@bc/router';
import { Loading } from '@bc/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { AREA_ROUTES } from './area-routes.ts';
import { LoginPage } from './auth/login-page.tsx';
import { PublicLayout } from './layout/public-layout.tsx';

/** A page loaded when first visited: the login page's first load carries only the login page. */
function lazyPage<T extends Record<string, ComponentType<never>>>(load: () => Promise<T>, name: keyof T) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const RegisterPage = lazyPage(() => import('./auth/register-page.tsx'), 'RegisterPage');
const RecoveryPasswordPage = lazyPage(
  () => import('./auth/recovery-password-page.tsx'),
  'RecoveryPasswordPage',
);
const ResetPasswordPage = lazyPage(() => import('./auth/reset-password-page.tsx'), 'ResetPasswordPage');
const ConfirmPage = lazyPage(() => import('./auth/confirm-page.tsx'), 'ConfirmPage');
const TokenPage = lazyPage(() => import('./auth/token-page.tsx'), 'TokenPage');
// The guard of the signed-in pages reads the setup state with @bc/api: loaded with the first of them.
const RequireSession = lazy(async () => ({
  default: (await import('./auth/require-session.tsx')).RequireSession,
}));
const FinalizePage = lazyPage(() => import('./auth/finalize-page.tsx'), 'FinalizePage');
const AdminLayout = lazyPage(() => import('./layout/admin-layout.tsx'), 'AdminLayout');
const RemoteArea = lazy(async () => ({ default: (await import('./remotes/remote-area.tsx')).RemoteArea }));

const page = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

/** Paths are relative to /app: /app goes to the login page, and anything unknown to /app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={paths.auth.login.getHref()} replace />} />
      <Route element={<PublicLayout />}>
        <Route path={paths.auth.login.route} element={<LoginPage />} />
        <Route path={paths.auth.register.route} element={page(<RegisterPage />)} />
        <Route path={paths.auth.recoveryPassword.route} element={page(<RecoveryPasswordPage />)} />
        <Route path={paths.auth.resetPassword.route} element={page(<ResetPasswordPage />)} />
        <Route path={paths.auth.confirm.route} element={page(<ConfirmPage />)} />
        <Route path={paths.auth.token.route} element={page(<TokenPage />)} />
        <Route
          path={paths.auth.finalize.route}
          element={page(<RequireSession allowIncompleteSetup>{page(<FinalizePage />)}</RequireSession>)}
        />
      </Route>
      <Route element={page(<RequireSession>{page(<AdminLayout />)}</RequireSession>)}>
        {AREA_ROUTES.map(({ path, remote }) => (
          <Route key={path} path={path} element={page(<RemoteArea key={remote} name={remote} />)} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
