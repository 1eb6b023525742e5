// @vitest-environment jsdom
import { notificationsResources } from '@bc/i18n/namespaces/notifications';
import { configureHttp } from '@bc/session';
import type { AreaDefinition } from '@bc/ui';
import { ok, renderArea, type StubApi, type StubCall, startStubApi } from '@bc/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LastMessagePopup } from './last-message-popup.tsx';
import { PUSH_OPENED, PUSH_RECEIVED } from './push-events.ts';

let api: StubApi;
let last: Record<string, unknown> | null;

const popup: AreaDefinition = {
  namespace: 'notifications',
  resources: notificationsResources,
  routes: <LastMessagePopup />,
};

const message = (uuid: string, title: string, read = false) => ({
  uuid,
  kind: 'budget_alert',
  title,
  message: '€75.00 spent of €100.00; €25.00 left until 31 Mar 2026.',
  url: '/app/budgets/edit/b-1?tab=1',
  created_at: '2026-03-10T08:00:00.000Z',
  read,
});

function answer(call: StubCall) {
  if (call.path === '/api/notify/message/last') return ok(last);
  const read = /^\/api\/notify\/message\/([^/]+)\/read$/.exec(call.path);
  if (read && call.method === 'PUT' && last) {
    last = { ...last, read: true };
    return ok(last);
  }
  return undefined;
}

/** navigator.serviceWorker stand-in: the page hears what the worker posts. */
function fakeWorker() {
  const target = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: target });
  return (data: unknown) => act(() => void target.dispatchEvent(new MessageEvent('message', { data })));
}

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  last = message('m-1', 'Groceries: 70 % of the budget spent');
  api.handle(answer);
});
afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

describe('the pop-up of the last message', () => {
  it('shows title and message until closed, and marks it read', async () => {
    await renderArea(popup, '/dashboard');
    const shown = await screen.findByRole('region', { name: 'Groceries: 70 % of the budget spent' });
    expect(shown.textContent).toContain('€75.00 spent of €100.00');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/notify/message/m-1/read',
    ]);
  });

  it('opens where the message leads', async () => {
    const view = await renderArea(popup, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(view.location()).toBe('/budgets/edit/b-1?tab=1');
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('shows nothing when there is no message or it was read', async () => {
    last = message('m-2', 'Old', true);
    await renderArea(popup, '/dashboard');
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/notify/message/last')).toBe(true),
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('refreshes when a push arrives, and follows a push the person clicked', async () => {
    const post = fakeWorker();
    last = null;
    const view = await renderArea(popup, '/dashboard');
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/notify/message/last')).toBe(true),
    );
    last = message('m-3', 'Tomorrow: Rent');
    post({ type: PUSH_RECEIVED, uuid: 'm-3' });
    await screen.findByRole('region', { name: 'Tomorrow: Rent' });

    post({ type: PUSH_OPENED, uuid: 'm-3', url: '/app/planned_entry/p-1' });
    await waitFor(() => expect(view.location()).toBe('/planned_entry/p-1'));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
