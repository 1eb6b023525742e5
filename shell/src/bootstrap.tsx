import '@bc/ui/styles.css';
import './layout/layout.css';
import { initI18n, registerNamespace } from '@bc/i18n';
import { commonResources } from '@bc/i18n/namespaces/common';
import { shellResources } from '@bc/i18n/namespaces/shell';
import { configureHttp, sharedHistory, watchOnlineStatus } from '@bc/session';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { LOGIN_PATH } from './paths.ts';
import { fetchRemotesConfig } from './remotes/remotes-config.ts';

async function main() {
  await initI18n();
  registerNamespace('common', commonResources);
  registerNamespace('shell', shellResources);
  configureHttp({ apiBase: '', onUnauthorized: () => sharedHistory().replace(LOGIN_PATH) });
  watchOnlineStatus();
  // Fetched now, used when an area opens; a missing or invalid one leaves every area unavailable,
  // never the shell.
  void fetchRemotesConfig();
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<App />);
}

void main();
