// The login page's own entry (auth/login/index.html), which the server answers for a cold visit to the login
// path. It carries the login screen alone, without module federation, the app's router or its other pages, so a
// visitor's first page is light; every other screen opens in the full app (index.html) with a page load.
import '@bc/ui/styles.css';
import '../layout/layout.css';
import { i18n, initI18n, registerLazyNamespace } from '@bc/i18n';
import { startTheme } from '@bc/ui/theme';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '../pwa/service-worker-url.ts';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './prerendered.ts';

/**
 * The app's service worker starts here too, once the page has loaded: the app is installable from its first
 * page, and the app's files are cached while the person signs in. The app's own registration (workbox-window,
 * with its update prompt) takes it over after sign-in.
 */
function registerServiceWorkerAfterLoad() {
  window.addEventListener('load', () => {
    navigator.serviceWorker?.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => {
      // No worker (private mode, blocked by policy): the app works online as before.
    });
  });
}

async function main() {
  startTheme();
  registerServiceWorkerAfterLoad();
  const container = document.getElementById('root');
  if (!container) return;
  const prerenderedIn = container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  // The page's code and its strings load side by side.
  const page = import('./standalone-login.tsx');
  await initI18n();
  await Promise.all([registerLazyNamespace('common'), registerLazyNamespace('shell')]);
  const { mountStandaloneLogin } = await page;
  mountStandaloneLogin(container, { prerendered: prerenderedIn === i18n.language });
}

void main();
