// @vitest-environment jsdom
// The devices of the security settings against a stand-in API: the list, signing one device out and all
// the others, each after a confirmation.
import type { SessionSummary } from '@bc/api';
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, type StubCall, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';

const THIS = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';
const TABLET = '33333333-3333-4333-8333-333333333333';

const session = (id: string, device: SessionSummary['device'], overrides: Partial<SessionSummary> = {}) => ({
  id,
  current: false,
  created_at: '2026-03-01T09:30:00.000Z',
  last_seen_at: '2026-03-02T18:05:00.000Z',
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  device,
  ...overrides,
});

let api: StubApi;
let sessions: SessionSummary[];

function answer(call: StubCall) {
  if (call.path === '/api/auth/sessions' && call.method === 'GET') return ok(sessions);
  if (call.path === '/api/auth/sessions' && call.method === 'DELETE') {
    const count = sessions.filter((one) => !one.current).length;
    sessions = sessions.filter((one) => one.current);
    return ok({ signed_out: count });
  }
  const one = /^\/api\/auth\/sessions\/(.+)$/.exec(call.path)?.[1];
  if (one && call.method === 'DELETE') {
    sessions = sessions.filter((candidate) => candidate.id !== one);
    return ok({ message: 'The device is signed out.' });
  }
  return undefined;
}

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  sessions = [
    session(THIS, { browser: 'Firefox', os: 'Linux', type: 'desktop' }, { current: true }),
    session(PHONE, { browser: 'Safari', os: 'iOS', type: 'mobile' }, { ip: '198.51.100.4' }),
    session(TABLET, { browser: '', os: '', type: '' }, { ip: null }),
  ];
  api.handle(answer);
});

const deviceCards = () =>
  within(screen.getByRole('list', { name: 'Devices' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('devices (/settings/security)', () => {
  it('shows each session with its device, IP, when it signed in and was last seen, this one marked', async () => {
    await renderArea(settingsArea, '/settings/security');
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
    await screen.findByText('Safari on iOS');
    const cards = deviceCards();
    expect(cards).toHaveLength(3);
    expect(cards[0]).toContain('Firefox on Linux');
    expect(cards[0]).toContain('This device');
    expect(cards[0]).toContain('IP address 203.0.113.7');
    expect(cards[0]).toMatch(/Signed in Mar 1, 2026.*last seen Mar 2, 2026/);
    expect(cards[1]).toContain('IP address 198.51.100.4');
    expect(cards[1]).not.toContain('This device');
    expect(cards[2]).toContain('Unknown device');
    expect(cards[2]).toContain('IP address not recorded');
    // This device has no sign-out of its own: the others each have one.
    expect(screen.getAllByRole('button', { name: /^Sign out .*, signed in/ })).toHaveLength(2);
  });

  it('signs one device out after a confirmation, and not when cancelled', async () => {
    await renderArea(settingsArea, '/settings/security');
    const button = await screen.findByRole('button', { name: /^Sign out Safari on iOS/ });
    fireEvent.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /^Sign out Safari on iOS/ }));
    dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(
      within(dialog).getByText('Safari on iOS will be signed out and will have to sign in again.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await screen.findByText('Safari on iOS is signed out.');
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/auth/sessions/${PHONE}`,
    ]);
    await waitFor(() => expect(deviceCards()).toHaveLength(2));
  });

  it('signs out all other devices after a confirmation, then says this is the only one', async () => {
    await renderArea(settingsArea, '/settings/security');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other devices?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out all other devices' }));
    await screen.findByText('2 other devices are signed out.');
    await screen.findByText('You are signed in on this device only.');
    expect(deviceCards()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/auth/sessions',
    ]);
  });

  it('is linked from the settings hub', async () => {
    await renderArea(settingsArea, '/settings');
    const link = screen.getByRole('link', { name: 'Security' });
    expect(link.getAttribute('href')).toBe('/settings/security');
  });
});
