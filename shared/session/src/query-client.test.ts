// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore, workspaceAtom } from './atoms.ts';
import { endSession } from './http.ts';
import { replayOfflineWrites, sendOrQueue, startOfflineQueue, WriteNotSent } from './offline-queue/index.ts';
import { memoryStore } from './offline-queue/store.ts';
import { queryClient } from './query-client.ts';

// The query cache connects itself to the session and to the offline queue (neither imports it).

let stop = () => {};
afterEach(() => {
  stop();
  queryClient.clear();
});

describe('the query cache', () => {
  it('goes with the session that ends', () => {
    queryClient.setQueryData(['wallets'], [{ name: 'Bank' }]);
    endSession();
    expect(queryClient.getQueryData(['wallets'])).toBeUndefined();
  });

  it('asks again for every query once writes queued offline have been sent', async () => {
    let online = false;
    sessionStore.set(workspaceAtom, 'ws-1');
    // The queue as the app starts it: its own store and sender, and no onSent of its own.
    stop = startOfflineQueue({
      store: memoryStore(),
      send: async () => {
        if (!online) throw new WriteNotSent('offline');
        return { status: 201, body: {} };
      },
      isOnline: () => online,
      canReplay: () => online,
      currentUser: () => 'anna',
    });
    await sendOrQueue({
      method: 'POST',
      path: 'api/entry/expense',
      body: { amount: 10 },
      target: 'offline-a',
      preview: { uuid: 'offline-a' },
      effect: {},
      previous: {},
    });
    queryClient.setQueryData(['wallets'], [{ name: 'Bank' }]);
    expect(queryClient.getQueryState(['wallets'])?.isInvalidated).toBe(false);

    online = true;
    await replayOfflineWrites();
    expect(queryClient.getQueryState(['wallets'])?.isInvalidated).toBe(true);
  });
});
