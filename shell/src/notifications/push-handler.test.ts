import { describe, expect, it, vi } from 'vitest';
import { appPath, PUSH_OPENED, PUSH_RECEIVED } from './push-events.ts';
import { installPushHandler } from './push-handler.ts';

type Listener = (event: unknown) => void;

/** A service worker global scope stand-in: its listeners, notifications shown, windows and what they hear. */
function fakeScope(windowUrls: string[]) {
  const listeners = new Map<string, Listener>();
  const windows = windowUrls.map((url) => ({ url, focus: vi.fn(async () => {}), postMessage: vi.fn() }));
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  installPushHandler(scope as unknown as ServiceWorkerGlobalScope);
  /** Dispatches an event and waits for what it asked to wait for. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { scope, windows, dispatch };
}

const pushOf = (data: unknown) => ({ data: { json: () => data } });

describe('installPushHandler', () => {
  it('shows the push as a notification and tells the open pages of the app', async () => {
    const { scope, windows, dispatch } = fakeScope([
      'https://b.example/app/dashboard',
      'https://b.example/other',
    ]);
    await dispatch(
      'push',
      pushOf({
        uuid: 'm-1',
        title: 'Groceries: 70 %',
        body: '€70 of €100',
        url: '/app/budgets/edit/b?tab=1',
      }),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Groceries: 70 %', {
      body: '€70 of €100',
      tag: 'm-1',
      data: { uuid: 'm-1', url: '/app/budgets/edit/b?tab=1' },
    });
    expect(windows[0]?.postMessage).toHaveBeenCalledWith({ type: PUSH_RECEIVED, uuid: 'm-1' });
    expect(windows[1]?.postMessage).not.toHaveBeenCalled();
  });

  it('ignores a push that is not ours', async () => {
    const { scope, dispatch } = fakeScope([]);
    await dispatch('push', pushOf({ title: 'no uuid' }));
    await dispatch('push', { data: { json: () => JSON.parse('not json') } });
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('takes a click to an open page of the app, or opens one', async () => {
    const open = fakeScope(['https://b.example/app/entries']);
    const close = vi.fn();
    await open.dispatch('notificationclick', {
      notification: { close, data: { uuid: 'm-1', url: '/app/planned_entry/p-1' } },
    });
    expect(close).toHaveBeenCalled();
    expect(open.windows[0]?.focus).toHaveBeenCalled();
    expect(open.windows[0]?.postMessage).toHaveBeenCalledWith({
      type: PUSH_OPENED,
      uuid: 'm-1',
      url: '/app/planned_entry/p-1',
    });

    const none = fakeScope([]);
    await none.dispatch('notificationclick', {
      notification: { close, data: { uuid: 'm-1', url: 'https://elsewhere.example/phish' } },
    });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith('/app/dashboard');
  });
});

describe('appPath', () => {
  it('keeps paths of the app and sends anything else to the dashboard', () => {
    expect(appPath('/app/budgets/edit/x?tab=1')).toBe('/app/budgets/edit/x?tab=1');
    for (const url of [
      'https://evil.example/app/x',
      '//evil.example/app',
      '/app//evil.example',
      '/other',
      42,
      null,
    ]) {
      expect(appPath(url)).toBe('/app/dashboard');
    }
  });
});
