import '@bc/ui/styles.css';
import './layout/layout.css';
import { initI18n, registerLazyNamespace } from '@bc/i18n';
import { configureHttp, sharedHistory, watchOnlineStatus } from '@bc/session';
import { startTheme } from '@bc/ui/theme';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { LOGIN_PATH } from './paths.ts';
import { preloadLinkedPage } from './preload-linked-page.ts';
import { watchInstallPrompt } from './pwa/install-state.ts';
import { fetchRemotesConfig } from './remotes/remotes-config.ts';

async function main() {
  // Light or dark as chosen in this browser (else the system's), before the first render.
  startTheme();
  // The browser may offer installation before the first render.
  watchInstallPrompt();
  configureHttp({ apiBase: '', onUnauthorized: () => sharedHistory().replace(LOGIN_PATH) });
  watchOnlineStatus();
  // Fetched now, used when an area opens; a missing or invalid one leaves every area unavailable,
  // never the shell.
  void fetchRemotesConfig();
  // Before the strings load: the page's code and the user's info do not need them, and start a round trip sooner.
  preloadLinkedPage();
  await initI18n();
  // The shell's strings in the page's language only: the other four languages load when chosen.
  await Promise.all([registerLazyNamespace('common'), registerLazyNamespace('shell')]);
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<App />);
}

void main();
