// The page's side of the service worker (sw.ts): registration, and a new version waiting to take over.
import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './service-worker-url.ts';

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean) {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

/**
 * Registers the service worker once (production builds only: the dev server has no sw.js). A new
 * version found then or later waits; `useUpdateWaiting` tells the page so it can offer to reload.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
) {
  if (workbox || !container || process.env.NODE_ENV !== 'production') return;
  workbox = new Workbox(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  workbox.addEventListener('waiting', () => setUpdateWaiting(true));
  // The first worker arrives after this page loaded its remotes: it is handed what was loaded, so the
  // areas already opened also open offline.
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) void cacheLoadedFiles();
  });
  void workbox.register().catch(() => {
    // No worker (private mode, blocked by policy): the app works online as before.
  });
}

async function cacheLoadedFiles() {
  const urlsToCache = performance.getEntriesByType('resource').map((entry) => entry.name);
  await workbox?.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => {});
}

/** The prompt's Reload: the waiting version takes over and the page reloads onto it. */
export function activateUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateWaiting,
    () => false,
  );
}
