// The login page's own entry (auth/login/index.html), which the server answers for a cold visit to the login
// path. It carries the login screen alone, without module federation, the app's router or its other pages, so a
// visitor's first page is light; every other screen opens in the full app (index.html) with a page load.
import '@bc/ui/styles.css';
import '../layout/layout.css';
import { startTheme } from '@bc/ui/theme';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '../pwa/service-worker-url.ts';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './prerendered.ts';

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

/** Resolves once the browser has painted the page (a frame's callbacks run just before its paint). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function main() {
  // Before the first paint: the theme chosen in this browser, so the page does not change colour after it.
  startTheme();
  const container = document.getElementById('root');
  if (!container) return;
  const prerenderedIn = container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  // Markup rendered ahead of time goes on screen first: evaluating the page's code takes longer than
  // painting it, and the browser would otherwise wait for that code. Its files download meanwhile: the page
  // preloads the chunk named here.
  if (prerenderedIn) await afterNextPaint();
  const { startLoginPage } = await import(/* webpackChunkName: "login-start" */ './start.ts');
  await startLoginPage(container, prerenderedIn);
  registerServiceWorkerWhenIdle();
}

void main();
