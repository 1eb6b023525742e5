// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore, workspaceAtom } from '../atoms.ts';
import {
  currentUuidOf,
  dismissOfflineWrite,
  offlineWritesAtom,
  pendingWalletCents,
  replayOfflineWrites,
  sendOrQueue,
  startOfflineQueue,
  WriteNotSent,
  WriteRefused,
} from './queue.ts';
import { memoryStore } from './store.ts';
import type { OfflineWrite, SendWrite, WriteRequest } from './types.ts';

type Sent = Pick<OfflineWrite, 'key' | 'method' | 'path' | 'body' | 'workspace'>;

let online = false;
let user = 'anna';
let sent: Sent[] = [];
let answer: (write: Sent) => { status: number; body: unknown } = () => ({ status: 201, body: {} });
let refreshed = 0;
let stop: () => void = () => {};

const send: SendWrite = async (write) => {
  if (!online) throw new WriteNotSent('offline');
  sent.push(write);
  return answer(write);
};

beforeEach(() => {
  online = false;
  user = 'anna';
  sent = [];
  refreshed = 0;
  answer = () => ({ status: 201, body: {} });
  sessionStore.set(workspaceAtom, 'ws-1');
  stop = startOfflineQueue({
    store: memoryStore(),
    send,
    isOnline: () => online,
    canReplay: () => online,
    currentUser: () => user,
    onSent: () => {
      refreshed++;
    },
  });
});

afterEach(() => stop());

const create = (target: string, cents: number): WriteRequest => ({
  method: 'POST',
  path: 'api/entry/expense',
  body: { amount: cents / 100, note: target },
  target,
  preview: { uuid: target },
  effect: { '7': cents },
  previous: {},
});

const writes = () => sessionStore.get(offlineWritesAtom);

describe('offline writes', () => {
  it('queues writes that cannot be sent, then sends them once, in order, with their keys', async () => {
    expect((await sendOrQueue(create('offline-a', -1000))).queued).toBe(true);
    expect((await sendOrQueue(create('offline-b', -250))).queued).toBe(true);
    expect(writes()).toHaveLength(2);
    expect(pendingWalletCents(writes(), 'ws-1', 'anna')).toEqual({ '7': -1250 });
    expect(pendingWalletCents(writes(), 'ws-2', 'anna')).toEqual({});

    online = true;
    answer = (write) => ({ status: 201, body: { uuid: `server-${(write.body as { note: string }).note}` } });
    await replayOfflineWrites();
    expect(sent.map((write) => (write.body as { note: string }).note)).toEqual(['offline-a', 'offline-b']);
    expect(sent.every((write) => write.workspace === 'ws-1' && write.key.length > 0)).toBe(true);
    expect(new Set(sent.map((write) => write.key)).size).toBe(2);
    expect(writes()).toEqual([]);
    expect(refreshed).toBe(1);
    // A form still open on an entry created offline writes to the server's uuid once it is sent.
    expect(currentUuidOf('offline-a')).toBe('server-offline-a');
    expect(currentUuidOf('e-1')).toBe('e-1');
    await replayOfflineWrites();
    expect(sent).toHaveLength(2);
  });

  it('folds an edit into a create still queued, and a delete drops it', async () => {
    await sendOrQueue(create('offline-a', -1000));
    await sendOrQueue(create('offline-b', -300));
    await sendOrQueue({
      method: 'PUT',
      path: 'api/entry/income/offline-a',
      createPath: 'api/entry/income',
      body: { amount: 20, note: 'edited' },
      target: 'offline-a',
      preview: { uuid: 'offline-a', note: 'edited' },
      effect: { '7': 2000 },
      previous: { '7': -1000 },
    });
    await sendOrQueue({
      method: 'DELETE',
      path: 'api/entry/offline-b',
      target: 'offline-b',
      preview: null,
      effect: {},
      previous: { '7': -300 },
    });
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({ method: 'POST', path: 'api/entry/income', body: { note: 'edited' } });
    expect(pendingWalletCents(writes(), 'ws-1', 'anna')).toEqual({ '7': 2000 });
  });

  it('keeps a refusal with its reason until dismissed, and goes on with the next write', async () => {
    await sendOrQueue({
      method: 'PUT',
      path: 'api/entry/expense/gone',
      body: { amount: -5 },
      target: 'gone',
      preview: { uuid: 'gone' },
      effect: { '7': -500 },
      previous: { '7': -100 },
    });
    await sendOrQueue(create('offline-c', -100));
    expect(pendingWalletCents(writes(), 'ws-1', 'anna')).toEqual({ '7': -500 });
    online = true;
    answer = (write) =>
      write.method === 'PUT'
        ? { status: 404, body: { error: 'Entry not found' } }
        : { status: 201, body: {} };
    await replayOfflineWrites();
    expect(sent).toHaveLength(2);
    expect(writes()).toHaveLength(1);
    expect(writes()[0]?.failure).toEqual({ status: 404, message: 'Entry not found', fields: undefined });
    expect(pendingWalletCents(writes(), 'ws-1', 'anna')).toEqual({});
    await dismissOfflineWrite(writes()[0]?.seq as number);
    expect(writes()).toEqual([]);
  });

  it('keeps a 422’s field messages with its refusal', async () => {
    await sendOrQueue(create('offline-a', -100));
    online = true;
    answer = () => ({
      status: 422,
      body: { error: 'The entry is invalid', fields: { category_id: 'choose category', odd: 3 } },
    });
    await replayOfflineWrites();
    expect(writes()[0]?.failure).toEqual({
      status: 422,
      message: 'The entry is invalid',
      fields: { category_id: 'choose category' },
    });
  });

  it('stops at a server error or a lost connection and tries again later with the same key', async () => {
    await sendOrQueue(create('offline-a', -100));
    await sendOrQueue(create('offline-b', -100));
    online = true;
    answer = () => ({ status: 503, body: { error: 'down' } });
    await replayOfflineWrites();
    expect(sent).toHaveLength(1);
    expect(writes()).toHaveLength(2);
    answer = () => ({ status: 201, body: {} });
    await replayOfflineWrites();
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(writes()).toEqual([]);
  });

  it('keeps each user’s writes to them: another user’s session neither sends nor counts them', async () => {
    await sendOrQueue(create('offline-a', -100));
    await replayOfflineWrites();
    user = 'bruno';
    online = true;
    await replayOfflineWrites();
    expect(sent).toEqual([]);
    expect(pendingWalletCents(writes(), 'ws-1', 'bruno')).toEqual({});
    // Bruno's own write does not wait behind Anna's.
    expect((await sendOrQueue(create('offline-b', -100))).queued).toBe(false);
    user = 'anna';
    await replayOfflineWrites();
    expect(sent.map((write) => (write.body as { note: string }).note)).toEqual(['offline-b', 'offline-a']);
  });

  it('sends at once when nothing waits, and throws the refusal of a write sent at once', async () => {
    online = true;
    answer = () => ({ status: 201, body: { uuid: 'server' } });
    expect(await sendOrQueue(create('offline-new', -100))).toEqual({
      queued: false,
      body: { uuid: 'server' },
    });
    answer = () => ({ status: 422, body: { error: 'The entry is invalid' } });
    await expect(sendOrQueue(create('server-b', -100))).rejects.toBeInstanceOf(WriteRefused);
    expect(writes()).toEqual([]);
  });
});
