import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Files the browser must revalidate on every load: they name the hashed files of the current release.
const ENTRY_POINTS = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);

// A content hash of 8+ hex characters as its own dot/dash/underscore-delimited part: main.1a2b3c4d.js
const CONTENT_HASH = /(?:^|[._-])[0-9a-f]{8,}(?=[._-])/i;

export function cacheControlFor(filePath: string): string {
  const name = path.posix.basename(filePath);
  if (ENTRY_POINTS.has(name) || name.endsWith('.html')) return NO_CACHE;
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  return NO_CACHE;
}
