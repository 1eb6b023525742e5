import '@bc/ui/styles.css';
import './layout/layout.css';
import { initI18n, registerLazyNamespace } from '@bc/i18n';
import { configureHttp, sharedHistory, watchOnlineStatus } from '@bc/session';
import { startTheme } from '@bc/ui/theme';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { remoteOwning } from './area-routes.ts';
import { APP_BASENAME, LOGIN_PATH } from './paths.ts';
import { watchInstallPrompt } from './pwa/install-state.ts';
import { fetchRemotesConfig } from './remotes/remotes-config.ts';

/**
 * The area a link opens (a bookmark of the dashboard, a reload) starts loading with the shell, beside the
 * session check, instead of once the layout has rendered it: its code is most of what a cold open waits
 * for. A failure here is not reported twice: the area's own load shows it.
 */
function preloadLinkedArea() {
  const { pathname } = window.location;
  if (!pathname.startsWith(APP_BASENAME)) return;
  const remote = remoteOwning(pathname.slice(APP_BASENAME.length) || '/');
  if (!remote) return;
  void import('./remotes/federation.ts').then(({ loadArea }) => loadArea(remote)).catch(() => {});
}

async function main() {
  // Light or dark as chosen in this browser (else the system's), before the first render.
  startTheme();
  // The browser may offer installation before the first render.
  watchInstallPrompt();
  await initI18n();
  // The shell's strings in the page's language only: the other four languages load when chosen.
  await Promise.all([registerLazyNamespace('common'), registerLazyNamespace('shell')]);
  configureHttp({ apiBase: '', onUnauthorized: () => sharedHistory().replace(LOGIN_PATH) });
  watchOnlineStatus();
  // Fetched now, used when an area opens; a missing or invalid one leaves every area unavailable,
  // never the shell.
  void fetchRemotesConfig();
  preloadLinkedArea();
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<App />);
}

void main();
