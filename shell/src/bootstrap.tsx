import '@bc/ui/styles.css';
import './layout/layout.css';
import { initI18n, registerNamespace } from '@bc/i18n';
import { commonResources } from '@bc/i18n/namespaces/common';
import { shellResources } from '@bc/i18n/namespaces/shell';
import { configureHttp, sharedHistory, watchOnlineStatus } from '@bc/session';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { LOGIN_PATH } from './paths.ts';
import { registerAreaRemotes } from './remotes/federation.ts';
import { loadRemotesConfig } from './remotes/remotes-config.ts';

async function main() {
  await initI18n();
  registerNamespace('common', commonResources);
  registerNamespace('shell', shellResources);
  configureHttp({ apiBase: '', onUnauthorized: () => sharedHistory().replace(LOGIN_PATH) });
  watchOnlineStatus();
  // A missing or invalid remotes.json leaves every area unavailable, never the shell.
  const remotes = await loadRemotesConfig();
  if (remotes) registerAreaRemotes(remotes);
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<App />);
}

void main();
