// The shell's build output as Workbox precache entries, for the service worker build (rspack.config.ts).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface PrecacheEntry {
  url: string;
  /** Null when the name carries a content hash: the URL is its own revision. */
  revision: string | null;
}

// Build output the service worker must not precache: itself, the federation build metadata, source maps, the
// compressed copies of the files (the browser gets them in the files' place), and the pages of their own for a
// visitor's first visit (the login page, in a folder of the path it answers, and its files in a folder of their
// own): once the worker runs, it answers every path with the app's index.html.
const NOT_PRECACHED =
  /^(sw\.js|mf-manifest\.json|mf-stats\.json)$|.\/index(\.[a-z]{2})?\.html$|\.(map|br|gz)$/;
// A content hash in the name, as the build writes it and the server's cache-control reads it.
const CONTENT_HASH = /(?:^|[._-])[0-9a-f]{8,}(?=[._-])/i;

/** `ownPagesFiles`: the folders of dist/ that hold the files of those pages of their own. */
export async function precacheEntries(
  dist: string,
  publicPath: string,
  ownPagesFiles: readonly string[] = [],
): Promise<PrecacheEntry[]> {
  const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !NOT_PRECACHED.test(file))
    .filter((file) => !ownPagesFiles.some((folder) => file.startsWith(`${folder}/`)))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      url: `${publicPath}${file}`,
      revision: CONTENT_HASH.test(path.posix.basename(file))
        ? null
        : createHash('sha256')
            .update(await readFile(path.join(dist, file)))
            .digest('hex')
            .slice(0, 16),
    })),
  );
}
