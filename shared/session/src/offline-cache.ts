/** How long a GET response may stand in for the network when offline (SPEC §9). */
export const CACHE_TTL_MS = 300_000;
const MAX_ENTRIES = 200;
const STORAGE_KEY = 'bc.http-cache';

interface CachedResponse {
  body: string;
  status: number;
  contentType: string | null;
  storedAt: number;
}

export interface CachingFetchOptions {
  fetch: typeof fetch;
  /** What the cache is partitioned by besides the URL (the workspace). */
  partition: () => string;
  isOnline: () => boolean;
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/**
 * A fetch that remembers successful GET responses for five minutes and serves them when the
 * network is unavailable (offline, or the request fails to reach the server). Online requests
 * always go to the network: react-query does the freshness caching.
 */
export function createCachingFetch(options: CachingFetchOptions): {
  fetch: typeof fetch;
  /** Forgets every cached response (logout: cached data must not outlive the session). */
  clear: () => void;
} {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedResponse>(load(options.storage));

  const lookup = (key: string): Response | null => {
    const hit = entries.get(key);
    if (!hit) return null;
    if (now() - hit.storedAt > CACHE_TTL_MS) {
      entries.delete(key);
      return null;
    }
    const headers = new Headers({ 'X-BC-Cache': 'offline' });
    if (hit.contentType) headers.set('Content-Type', hit.contentType);
    return new Response(hit.body, { status: hit.status, headers });
  };

  const remember = async (key: string, response: Response) => {
    entries.delete(key);
    entries.set(key, {
      body: await response.clone().text(),
      status: response.status,
      contentType: response.headers.get('Content-Type'),
      storedAt: now(),
    });
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    save(options.storage, entries);
  };

  const cachingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return options.fetch(request);
    const key = `${options.partition()} ${request.url}`;
    if (!options.isOnline()) {
      const cached = lookup(key);
      if (cached) return cached;
    }
    try {
      const response = await options.fetch(request);
      if (response.ok) await remember(key, response);
      return response;
    } catch (error) {
      const cached = lookup(key);
      if (cached) return cached;
      throw error;
    }
  };

  const clear = () => {
    entries.clear();
    save(options.storage, entries);
  };
  return { fetch: cachingFetch, clear };
}

function load(storage: CachingFetchOptions['storage']): [string, CachedResponse][] {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as [string, CachedResponse][]) : [];
  } catch {
    return [];
  }
}

function save(storage: CachingFetchOptions['storage'], entries: Map<string, CachedResponse>): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify([...entries]));
  } catch {
    // Storage full or unavailable (private mode): the in-memory cache still works.
  }
}
