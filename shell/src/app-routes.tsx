import { Navigate, paths, Route, Routes } from '@bc/router';
import { deferredComponent } from '@bc/ui';
import { AREA_ROUTES } from './area-routes.ts';
import { LoginPage } from './auth/login-page.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { pageModules } from './page-modules.ts';

// Pages loaded when first visited: the login page's first load carries only the login page.
const RegisterPage = deferredComponent(pageModules.register, (module) => module.RegisterPage);
const RecoveryPasswordPage = deferredComponent(
  pageModules.recoveryPassword,
  (module) => module.RecoveryPasswordPage,
);
const ResetPasswordPage = deferredComponent(pageModules.resetPassword, (module) => module.ResetPasswordPage);
const ConfirmPage = deferredComponent(pageModules.confirm, (module) => module.ConfirmPage);
const TokenPage = deferredComponent(pageModules.token, (module) => module.TokenPage);
const FinalizePage = deferredComponent(pageModules.finalize, (module) => module.FinalizePage);
const RequireSession = deferredComponent(pageModules.requireSession, (module) => module.RequireSession);
const AdminLayout = deferredComponent(pageModules.adminLayout, (module) => module.AdminLayout);
const RemoteArea = deferredComponent(pageModules.remoteArea, (module) => module.RemoteArea);

/** Paths are relative to /app: /app goes to the login page, and anything unknown to /app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={paths.auth.login.getHref()} replace />} />
      <Route element={<PublicLayout />}>
        <Route path={paths.auth.login.route} element={<LoginPage />} />
        <Route path={paths.auth.register.route} element={<RegisterPage />} />
        <Route path={paths.auth.recoveryPassword.route} element={<RecoveryPasswordPage />} />
        <Route path={paths.auth.resetPassword.route} element={<ResetPasswordPage />} />
        <Route path={paths.auth.confirm.route} element={<ConfirmPage />} />
        <Route path={paths.auth.token.route} element={<TokenPage />} />
        <Route
          path={paths.auth.finalize.route}
          element={
            <RequireSession allowIncompleteSetup>
              <FinalizePage />
            </RequireSession>
          }
        />
      </Route>
      <Route
        element={
          <RequireSession>
            <AdminLayout />
          </RequireSession>
        }
      >
        {AREA_ROUTES.map(({ path, remote }) => (
          <Route key={path} path={path} element={<RemoteArea key={remote} name={remote} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
