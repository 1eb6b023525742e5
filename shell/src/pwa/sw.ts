/// <reference lib="webworker" />
// The service worker of /app (built to /app/sw.js by shell/rspack.config.ts, after the shell):
// - the shell's own files are precached (the list is injected at build time) and the page itself falls
//   back to the precached index.html when the network cannot answer;
// - remotes' hashed chunks, wherever each remote is deployed, are cached at first use and served from the
//   cache from then on (a hashed name never changes content);
// - the files that name a release (remotes.json, each remote's mf-manifest.json and remoteEntry.js) go
//   to the network first and fall back to their last copy;
// - /api is never touched: the workspace travels in a header, so a URL-keyed cache would mix workspaces
//   and users (reads are kept per workspace by @bc/session's offline cache);
// - a new version waits until the page asks it to take over (the "new version available" prompt).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { installPushHandler } from '../notifications/push-handler.ts';
import { isReleaseFile, isRemoteChunk, SKIP_WAITING } from './sw-routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const SHELL_PAGE = '/app/index.html';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Pages: the server's answer (it carries the current security policy), else the precached shell.
const pages = new NetworkOnly({
  networkTimeoutSeconds: 4,
  plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL_PAGE)) ?? Response.error() }],
});
registerRoute(new NavigationRoute(pages, { allowlist: [/^\/app(?:\/|$)/] }));

/**
 * A remote on another origin is loaded by script and link tags (no-cors): its answer would be opaque,
 * and an opaque error would be cached as if it were the chunk. Remotes are served with CORS (README,
 * "Deploying a remote on its own"), so the worker asks in cors mode and can see the status; a host
 * without CORS is still reached, uncached.
 */
function readable(strategy: Strategy) {
  return async ({ request, event }: { request: Request; event: ExtendableEvent }) => {
    const crossOrigin = new URL(request.url).origin !== self.location.origin;
    if (!crossOrigin || request.mode !== 'no-cors') return strategy.handle({ request, event });
    try {
      return await strategy.handle({ request: new Request(request.url, { mode: 'cors' }), event });
    } catch {
      return fetch(request);
    }
  };
}

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ url }) => isReleaseFile(url, self.location.origin),
  readable(new NetworkFirst({ cacheName: 'bc-release-files', networkTimeoutSeconds: 4, plugins: [okOnly] })),
);

registerRoute(
  ({ url }) => isRemoteChunk(url, self.location.origin),
  readable(
    new CacheFirst({
      cacheName: 'bc-remote-chunks',
      plugins: [
        okOnly,
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  ),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});
// The first worker takes the open pages at once; later ones only after skipWaiting (the prompt).
clientsClaim();

installPushHandler(self);
