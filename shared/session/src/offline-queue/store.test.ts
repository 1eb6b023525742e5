import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { indexedDbStore } from './store.ts';
import type { OfflineWrite } from './types.ts';

const write = (note: string): OfflineWrite => ({
  key: `key-${note}`,
  user: 'anna',
  workspace: 'ws-1',
  method: 'POST',
  path: 'api/entry/expense',
  body: { note },
  target: `offline-${note}`,
  preview: null,
  walletCents: { '1': -100 },
  queuedAt: 1,
  failure: null,
});

describe('the IndexedDB store of offline writes', () => {
  it('keeps writes in the order they came, across connections, until deleted', async () => {
    const factory = new IDBFactory();
    const store = indexedDbStore(factory);
    const first = await store.put(write('a'));
    const second = await store.put(write('b'));
    expect(second).toBeGreaterThan(first);
    await store.put({ ...write('a'), seq: first, failure: { status: 404, message: 'Entry not found' } });

    // Another page (or the same after a reload) opens the same database.
    const reopened = indexedDbStore(factory);
    const kept = await reopened.all();
    expect(kept.map((each) => [each.seq, each.body, each.failure?.status ?? null])).toEqual([
      [first, { note: 'a' }, 404],
      [second, { note: 'b' }, null],
    ]);
    await reopened.delete(first);
    expect((await store.all()).map((each) => each.seq)).toEqual([second]);
  });
});
