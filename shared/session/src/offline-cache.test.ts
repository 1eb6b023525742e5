import { describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MS, createCachingFetch } from './offline-cache.ts';

// The network is the boundary: `fetch` is a stub that answers or fails like a real one.
function setup() {
  let clock = 1_000;
  let online = true;
  let calls = 0;
  const network = vi.fn<typeof fetch>(async () => Response.json({ n: ++calls }));
  const cache = createCachingFetch({
    fetch: network,
    partition: () => 'ws-1',
    isOnline: () => online,
    now: () => clock,
    storage: null,
  });
  return {
    cache,
    network,
    goOffline: () => {
      online = false;
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('createCachingFetch', () => {
  it('always asks the network while online', async () => {
    const { cache, network } = setup();
    await cache.fetch('http://api/list');
    expect(await (await cache.fetch('http://api/list')).json()).toEqual({ n: 2 });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('answers from the cache when offline, within five minutes', async () => {
    const { cache, network, goOffline, advance } = setup();
    await cache.fetch('http://api/list');
    goOffline();
    advance(CACHE_TTL_MS - 1);
    expect(await (await cache.fetch('http://api/list')).json()).toEqual({ n: 1 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('falls back to the cache when the request cannot reach the server', async () => {
    const { cache, network } = setup();
    await cache.fetch('http://api/list');
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await cache.fetch('http://api/list')).json()).toEqual({ n: 1 });
  });

  it('forgets responses older than five minutes and never caches writes', async () => {
    const { cache, network, goOffline, advance } = setup();
    await cache.fetch('http://api/list');
    await cache.fetch('http://api/list', { method: 'POST', body: '{}' });
    advance(CACHE_TTL_MS + 1);
    goOffline();
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(cache.fetch('http://api/list')).rejects.toThrow('Failed to fetch');
    await expect(cache.fetch('http://api/list', { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  it('forgets everything on clear', async () => {
    const { cache, network, goOffline } = setup();
    await cache.fetch('http://api/list');
    cache.clear();
    goOffline();
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(cache.fetch('http://api/list')).rejects.toThrow();
  });
});
