// Which requests the service worker caches, and how: pure rules over URLs, shared with the page.

/** The message a waiting service worker takes over on (the update prompt's Reload). */
export const SKIP_WAITING = 'SKIP_WAITING';

// A content hash of 8+ hex characters as its own part of the name, as the build writes it: 124.640cf46a.js
const CONTENT_HASH = /(?:^|[._-])[0-9a-f]{8,}[._-]/i;
const RELEASE_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);

const fileName = (url: URL) => url.pathname.slice(url.pathname.lastIndexOf('/') + 1);

/** This origin's paths the worker leaves alone here: the API, and the shell (precached). */
function isOwnApiOrShell(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  return url.pathname.startsWith('/api/') || url.pathname.startsWith('/app/');
}

/**
 * Files that name the current release: /app/remotes.json and each remote's mf-manifest.json and
 * remoteEntry.js, on any origin. Network first: a new release must be seen as soon as it is out.
 */
export function isReleaseFile(url: URL, origin: string): boolean {
  if (url.origin === origin && url.pathname === '/app/remotes.json') return true;
  return !isOwnApiOrShell(url, origin) && RELEASE_FILES.has(fileName(url));
}

/** A remote's hashed chunk (script, style, font, image), on any origin: immutable, so cache first. */
export function isRemoteChunk(url: URL, origin: string): boolean {
  if (isOwnApiOrShell(url, origin) || url.search !== '') return false;
  return CONTENT_HASH.test(fileName(url));
}
