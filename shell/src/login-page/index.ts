// The login page's own entry (auth/login/index.html), which the server answers for a cold visit to the login
// path. It carries the login screen alone, without module federation, the app's router or its other pages, so a
// visitor's first page is light; every other screen opens in the full app (index.html) with a page load.
import '@bc/ui/styles.css';
import '../layout/layout.css';
import { startTheme } from '@bc/ui/theme';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '../pwa/service-worker-url.ts';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './prerendered.ts';
import { startLoginPage } from './start.ts';

/**
 * The app's service worker starts here too, once the page works and the browser is idle: the app is
 * installable from its first page, and its files are cached while the person signs in (not while the page
 * starts). The app's own registration (workbox-window, with its update prompt) takes it over after sign-in.
 */
function registerServiceWorkerWhenIdle() {
  const register = () =>
    navigator.serviceWorker?.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => {
      // No worker (private mode, blocked by policy): the app works online as before.
    });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void register());
  else setTimeout(() => void register(), 0);
}

async function main() {
  // The page's markup is on screen already (its scripts start after the first paint): the theme chosen in
  // this browser before React takes it over. The server set it from its cookie; this also covers a choice
  // stored before that cookie existed.
  startTheme();
  const container = document.getElementById('root');
  if (!container) return;
  await startLoginPage(container, container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE));
  registerServiceWorkerWhenIdle();
}

void main();
