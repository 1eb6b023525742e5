// @vitest-environment jsdom
// The notification settings against a stand-in API, and this browser's push through stand-ins of the
// browser's Notification, service worker and PushManager (jsdom has none of them).
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, type StubCall, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';

const VAPID_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.com/send/abc';
const KEYS = { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) };

let api: StubApi;
let preferences: Record<string, boolean>;

function answer(call: StubCall) {
  if (call.path === '/api/notify/preferences' && call.method === 'GET') return ok(preferences);
  if (call.path === '/api/notify/preferences' && call.method === 'PUT') return ok(call.body);
  if (call.path === '/api/notify/vapid-key') return ok({ public_key: VAPID_KEY });
  if (call.path === '/api/notify/save/token') return ok({ message: 'Saved' });
  if (call.path === '/api/notify/subscription') return ok({ message: 'Removed' });
  return undefined;
}

type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON: () => unknown;
  unsubscribe: () => Promise<boolean>;
};

/** The browser's side: permission answer, and whether its push service gives a subscription. */
function fakeBrowser(
  permission: NotificationPermission,
  answerRequest: NotificationPermission,
  pushService = true,
) {
  let subscription: FakeSubscription | null = null;
  const subscribed: unknown[] = [];
  const Notification = { permission, requestPermission: async () => answerRequest };
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      if (!pushService) throw new DOMException('Registration failed - push service error', 'AbortError');
      subscribed.push(options);
      subscription = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: options.applicationServerKey.slice().buffer },
        toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
        unsubscribe: async () => {
          subscription = null;
          return true;
        },
      };
      Notification.permission = 'granted';
      return subscription;
    },
  };
  Object.assign(window, { Notification, PushManager: class {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { subscribed, current: () => subscription };
}

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  preferences = {
    budget_alerts_push: true,
    budget_alerts_mail: true,
    planned_reminders_push: true,
    planned_reminders_mail: false,
  };
  api.handle(answer);
});
afterEach(() => {
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const group = (name: string) => screen.getByRole('group', { name });
const checkbox = (groupName: string, name: string) =>
  within(group(groupName)).getByRole('checkbox', { name }) as HTMLInputElement;

describe('notification choices (/settings/notifications)', () => {
  it('shows the kept choices and saves all four', async () => {
    await renderArea(settingsArea, '/settings/notifications');
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Budget alerts' });
    expect(checkbox('Budget alerts', 'Push').checked).toBe(true);
    expect(checkbox('Planned entry reminders', 'E-mail').checked).toBe(false);

    fireEvent.click(checkbox('Budget alerts', 'E-mail'));
    fireEvent.click(checkbox('Planned entry reminders', 'E-mail'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Notification settings saved.');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      budget_alerts_push: true,
      budget_alerts_mail: false,
      planned_reminders_push: true,
      planned_reminders_mail: true,
    });
  });
});

describe('push on this device', () => {
  it('says when the browser cannot receive pushes', async () => {
    await renderArea(settingsArea, '/settings/notifications');
    await screen.findByText('This browser cannot receive push notifications.');
    expect(screen.queryByRole('button', { name: /Turn on/ })).toBeNull();
  });

  it('subscribes with the server key after the permission, and hands the subscription to the server', async () => {
    const browser = fakeBrowser('default', 'granted');
    await renderArea(settingsArea, '/settings/notifications');
    await screen.findByText('Push notifications are off for this browser.');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on push notifications' }));
    await screen.findByText('Push notifications are on for this browser.');
    const key = (browser.subscribed[0] as { applicationServerKey: Uint8Array }).applicationServerKey;
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
    const save = api.calls.find((call) => call.path === '/api/notify/save/token');
    expect(save?.body).toEqual({ subscription: { endpoint: ENDPOINT, expirationTime: null, keys: KEYS } });

    fireEvent.click(screen.getByRole('button', { name: 'Turn off push notifications' }));
    await screen.findByText('Push notifications are off for this browser.');
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.current()).toBeNull();
  });

  it('says the permission was not granted, and that no token came from the push service', async () => {
    fakeBrowser('default', 'denied');
    const view = await renderArea(settingsArea, '/settings/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    await screen.findByText('Notification permission not granted.');
    view.unmount();

    fakeBrowser('default', 'granted', false);
    await renderArea(settingsArea, '/settings/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    await screen.findByText('Token not available: this browser could not subscribe to push notifications.');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/notify/save/token')).toBe(false));
  });

  it('tells a person who blocked notifications where to allow them', async () => {
    fakeBrowser('denied', 'denied');
    await renderArea(settingsArea, '/settings/notifications');
    await screen.findByText(
      'Notification permission not granted: allow notifications for this site in the browser settings.',
    );
  });
});
