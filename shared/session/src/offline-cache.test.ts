import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MS, type CacheStore, createCachingFetch, indexedDbStore } from './offline-cache.ts';

// The network is the boundary: `fetch` is a stub that answers or fails like a real one.
function setup(store: CacheStore | null = null) {
  let clock = 1_000;
  let online = true;
  let calls = 0;
  const reports: (number | null)[] = [];
  const network = vi.fn<typeof fetch>(async () => Response.json({ n: ++calls }));
  const cache = createCachingFetch({
    fetch: network,
    partition: () => 'ws-1',
    isOnline: () => online,
    now: () => clock,
    store,
    onServedFromCache: (at) => reports.push(at),
  });
  return {
    cache,
    network,
    reports,
    setOnline: (value: boolean) => {
      online = value;
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const body = async (response: Promise<Response>) => (await response).json();

describe('createCachingFetch', () => {
  it('always asks the network while online', async () => {
    const { cache, network, reports } = setup();
    await cache.fetch('http://api/list');
    expect(await body(cache.fetch('http://api/list'))).toEqual({ n: 2 });
    expect(network).toHaveBeenCalledTimes(2);
    expect(reports).toEqual([]);
  });

  it('answers offline with the last answer seen, whatever its age, and tells when it was received', async () => {
    const { cache, network, reports, setOnline, advance } = setup();
    await cache.fetch('http://api/list');
    setOnline(false);
    advance(CACHE_TTL_MS * 12);
    const response = await cache.fetch('http://api/list');
    expect(await response.json()).toEqual({ n: 1 });
    expect(response.headers.get('X-BC-Cache')).toBe('offline');
    expect(response.headers.get('X-BC-Cached-At')).toBe(new Date(1_000).toISOString());
    expect(network).toHaveBeenCalledTimes(1);
    expect(reports).toEqual([1_000]);
  });

  it('reports the oldest answer served, and nothing once the server answers again', async () => {
    const { cache, reports, setOnline, advance } = setup();
    await cache.fetch('http://api/old');
    advance(60_000);
    await cache.fetch('http://api/new');
    setOnline(false);
    await cache.fetch('http://api/new');
    await cache.fetch('http://api/old');
    expect(reports).toEqual([61_000, 1_000]);
    setOnline(true);
    await cache.fetch('http://api/new');
    expect(reports).toEqual([61_000, 1_000, null]);
  });

  it('online with the server unreachable, stands in only with answers younger than five minutes', async () => {
    const { cache, network, advance } = setup();
    await cache.fetch('http://api/list');
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    advance(CACHE_TTL_MS - 1);
    expect(await body(cache.fetch('http://api/list'))).toEqual({ n: 1 });
    advance(2);
    await expect(cache.fetch('http://api/list')).rejects.toThrow('Failed to fetch');
  });

  it('keeps workspaces apart and never caches writes', async () => {
    let workspace = 'ws-1';
    const network = vi.fn<typeof fetch>(async () => Response.json({ workspace }));
    const cache = createCachingFetch({
      fetch: network,
      partition: () => workspace,
      isOnline: () => network.mock.calls.length < 2,
      store: null,
    });
    await cache.fetch('http://api/list');
    await cache.fetch('http://api/list', { method: 'POST', body: '{}' });
    workspace = 'ws-2';
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(cache.fetch('http://api/list')).rejects.toThrow('Failed to fetch');
    await expect(cache.fetch('http://api/list', { method: 'POST', body: '{}' })).rejects.toThrow();
    workspace = 'ws-1';
    expect(await body(cache.fetch('http://api/list'))).toEqual({ workspace: 'ws-1' });
  });

  it('forgets everything on clear', async () => {
    const { cache, network, setOnline, reports } = setup();
    await cache.fetch('http://api/list');
    setOnline(false);
    await cache.fetch('http://api/list');
    cache.clear();
    expect(reports).toEqual([1_000, null]);
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(cache.fetch('http://api/list')).rejects.toThrow();
  });

  it('keeps the 200 most recent answers', async () => {
    const { cache, network, setOnline, advance } = setup();
    for (let page = 0; page <= 200; page++) {
      await cache.fetch(`http://api/list?page=${page}`);
      advance(1);
    }
    setOnline(false);
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(cache.fetch('http://api/list?page=0')).rejects.toThrow();
    expect(await body(cache.fetch('http://api/list?page=1'))).toEqual({ n: 2 });
    expect(await body(cache.fetch('http://api/list?page=200'))).toEqual({ n: 201 });
  });
});

describe('indexedDbStore', () => {
  it('keeps answers for the next page load, until cleared', async () => {
    const factory = new IDBFactory();
    const first = setup(indexedDbStore(factory));
    await first.cache.fetch('http://api/list');
    await vi.waitFor(async () => expect(await indexedDbStore(factory)?.load()).toHaveLength(1));

    const reloaded = setup(indexedDbStore(factory));
    reloaded.setOnline(false);
    expect(await body(reloaded.cache.fetch('http://api/list'))).toEqual({ n: 1 });
    expect(reloaded.network).not.toHaveBeenCalled();

    reloaded.cache.clear();
    await vi.waitFor(async () => expect(await indexedDbStore(factory)?.load()).toEqual([]));
  });

  it('is absent where the browser has no IndexedDB', () => {
    expect(indexedDbStore(undefined)).toBeNull();
  });
});
