import { moduleLoader } from '@bc/ui';

// The shell's pages that load when first visited, each fetched once: by the route that shows it, or ahead
// of it by the start-up preload of a linked page (preload-linked-page.ts), so the route finds it in.
export const pageModules = {
  register: moduleLoader(() => import('./auth/register-page.tsx')),
  recoveryPassword: moduleLoader(() => import('./auth/recovery-password-page.tsx')),
  resetPassword: moduleLoader(() => import('./auth/reset-password-page.tsx')),
  confirm: moduleLoader(() => import('./auth/confirm-page.tsx')),
  token: moduleLoader(() => import('./auth/token-page.tsx')),
  finalize: moduleLoader(() => import('./auth/finalize-page.tsx')),
  // The guard of the signed-in pages reads the setup state with @bc/api: loaded with the first of them.
  requireSession: moduleLoader(() => import('./auth/require-session.tsx')),
  adminLayout: moduleLoader(() => import('./layout/admin-layout.tsx')),
  remoteArea: moduleLoader(() => import('./remotes/remote-area.tsx')),
};
