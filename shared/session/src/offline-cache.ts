/**
 * How long a cached GET answer may stand in for the server while the browser is online but the server
 * cannot be reached. Offline, the last answer seen is served whatever its age, marked with
 * the time it was received.
 */
export const CACHE_TTL_MS = 300_000;
const MAX_ENTRIES = 200;
/** Where the cache lived before IndexedDB; removed on start. */
const LEGACY_STORAGE_KEY = 'bc.http-cache';

export interface CachedResponse {
  body: string;
  status: number;
  contentType: string | null;
  storedAt: number;
}

/** Where cached answers outlive the page (IndexedDB in browsers). */
export interface CacheStore {
  load(): Promise<[string, CachedResponse][]>;
  put(key: string, value: CachedResponse): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
}

export interface CachingFetchOptions {
  fetch: typeof fetch;
  /** What the cache is partitioned by besides the URL (the workspace). */
  partition: () => string;
  isOnline: () => boolean;
  now?: () => number;
  /** Default: IndexedDB when the browser has it, else memory only. */
  store?: CacheStore | null;
  /**
   * Told the receipt time of the oldest cached answer served since the server last answered (null once
   * it answers again): what the page shows as "offline, showing data from <time>".
   */
  onServedFromCache?: (storedAt: number | null) => void;
}

/**
 * A fetch that remembers successful GET answers and serves them when the network cannot answer:
 * offline, the last answer seen; online with the server unreachable, one younger than five minutes.
 * Online requests always go to the network: react-query does the freshness caching.
 */
export function createCachingFetch(options: CachingFetchOptions): {
  fetch: typeof fetch;
  /** Forgets every cached response (logout: cached data must not outlive the session). */
  clear: () => void;
} {
  const now = options.now ?? Date.now;
  const store = options.store === undefined ? indexedDbStore() : options.store;
  const entries = new Map<string, CachedResponse>();
  let servedAt: number | null = null;
  const report = (value: number | null) => {
    if (value === servedAt) return;
    servedAt = value;
    options.onServedFromCache?.(value);
  };

  let loaded: Promise<void> | null = null;
  const ready = () => {
    loaded ??= (store?.load() ?? Promise.resolve([]))
      .then((stored) => {
        // Answers received while loading are newer than the stored ones.
        for (const [key, value] of stored) if (!entries.has(key)) entries.set(key, value);
      })
      .catch(() => {});
    return loaded;
  };

  const lookup = async (key: string, maxAge: number): Promise<Response | null> => {
    await ready();
    const hit = entries.get(key);
    if (!hit || now() - hit.storedAt > maxAge) return null;
    report(Math.min(servedAt ?? hit.storedAt, hit.storedAt));
    const headers = new Headers({
      'X-BC-Cache': 'offline',
      'X-BC-Cached-At': new Date(hit.storedAt).toISOString(),
    });
    if (hit.contentType) headers.set('Content-Type', hit.contentType);
    return new Response(hit.body, { status: hit.status, headers });
  };

  const remember = async (key: string, response: Response) => {
    const value: CachedResponse = {
      body: await response.clone().text(),
      status: response.status,
      contentType: response.headers.get('Content-Type'),
      storedAt: now(),
    };
    entries.set(key, value);
    void store?.put(key, value).catch(() => {});
    await ready();
    while (entries.size > MAX_ENTRIES) {
      const oldest = [...entries].reduce((a, b) => (b[1].storedAt < a[1].storedAt ? b : a))[0];
      entries.delete(oldest);
      void store?.delete(oldest).catch(() => {});
    }
  };

  const cachingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return options.fetch(request);
    const key = `${options.partition()} ${request.url}`;
    if (!options.isOnline()) {
      const cached = await lookup(key, Number.POSITIVE_INFINITY);
      if (cached) return cached;
    }
    let response: Response;
    try {
      response = await options.fetch(request);
    } catch (error) {
      const cached = await lookup(key, options.isOnline() ? CACHE_TTL_MS : Number.POSITIVE_INFINITY);
      if (cached) return cached;
      throw error;
    }
    report(null);
    if (response.ok) await remember(key, response);
    return response;
  };

  const clear = () => {
    entries.clear();
    report(null);
    void store?.clear().catch(() => {});
  };
  return { fetch: cachingFetch, clear };
}

const DB_NAME = 'bc-http-cache';
interface StoredRecord {
  key: string;
  value: CachedResponse;
}
const OBJECT_STORE = 'responses';

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * Cached answers in IndexedDB: out of localStorage's few megabytes, and written one answer at a time
 * without blocking the page. Null where the browser has no IndexedDB (the cache then lives in memory).
 */
export function indexedDbStore(factory: IDBFactory | undefined = globalThis.indexedDB): CacheStore | null {
  if (!factory) return null;
  try {
    globalThis.localStorage?.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // No storage access: nothing to tidy.
  }
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= (() => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(OBJECT_STORE);
      return settled(request);
    })();
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) => {
    const transaction = (await database()).transaction(OBJECT_STORE, mode);
    return settled(action(transaction.objectStore(OBJECT_STORE)));
  };
  return {
    async load() {
      const records = await run('readonly', (store) => store.getAll() as IDBRequest<StoredRecord[]>);
      return records.map((record) => [record.key, record.value]);
    },
    put: async (key, value) => {
      await run('readwrite', (store) => store.put({ key, value } satisfies StoredRecord, key));
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key));
    },
    clear: async () => {
      await run('readwrite', (store) => store.clear());
    },
  };
}
