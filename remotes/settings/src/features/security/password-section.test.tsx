// @vitest-environment jsdom
// Changing the password in the security settings against a stand-in API: what is sent, the shared rule
// checked before sending, the server's refusals on their fields, and the devices list after a change.
import type { SessionSummary } from '@bc/api';
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubAnswer, type StubApi, type StubCall, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';

const session = (id: string, current: boolean, browser: string): SessionSummary => ({
  id,
  current,
  created_at: '2026-03-01T09:30:00.000Z',
  last_seen_at: '2026-03-02T18:05:00.000Z',
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  device: { browser, os: 'Linux', type: 'desktop' },
});

const refused = (status: number, fields?: Record<string, string>): StubAnswer => ({
  status,
  body: {
    error: status === 429 ? 'Too many requests' : 'The request is invalid',
    status,
    code: status === 429 ? 'rate_limited' : 'validation_failed',
    ...(fields && { fields }),
  },
});

let api: StubApi;
let sessions: SessionSummary[];
let passwordAnswer: StubAnswer;

function answer(call: StubCall) {
  if (call.path === '/api/auth/sessions' && call.method === 'GET') return ok(sessions);
  if (call.path === '/api/auth/password' && call.method === 'PUT') {
    if (passwordAnswer.status === 200) sessions = sessions.filter((one) => one.current);
    return passwordAnswer;
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
    session('11111111-1111-4111-8111-111111111111', true, 'Firefox'),
    session('22222222-2222-4222-8222-222222222222', false, 'Chrome'),
  ];
  passwordAnswer = ok({ message: 'Your password has been changed. Your other devices are signed out.' });
  api.handle(answer);
});

const passwordForm = () => screen.getByRole('form', { name: 'Password' });
const input = (label: string) => within(passwordForm()).getByLabelText<HTMLInputElement>(label);
/** What a screen reader reads with the field: its hint, its error, the strength. */
const description = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const passwordCalls = () => api.calls.filter((call) => call.path === '/api/auth/password');
const sessionLoads = () =>
  api.calls.filter((call) => call.path === '/api/auth/sessions' && call.method === 'GET').length;

function fill(current: string, password: string, confirmation = password) {
  fireEvent.change(input('Current password'), { target: { value: current } });
  fireEvent.change(input('New password'), { target: { value: password } });
  fireEvent.change(input('Confirm the new password'), { target: { value: confirmation } });
  fireEvent.click(within(passwordForm()).getByRole('button', { name: 'Change password' }));
}

describe('password (/settings/security)', () => {
  it('sends the current and the new password, says the other devices are signed out and lists this one only', async () => {
    await renderArea(settingsArea, '/settings/security');
    await screen.findByText('Chrome on Linux');
    const loadsBefore = sessionLoads();
    expect(input('Current password').autocomplete).toBe('current-password');
    expect(input('New password').autocomplete).toBe('new-password');
    expect(input('Confirm the new password').autocomplete).toBe('new-password');

    expect(description('New password')).toContain('At least 8 characters, with a digit');
    fill('old Secret 1', 'New-secret-2');
    await screen.findByText('Your password has been changed. Your other devices are signed out.');
    expect(passwordCalls().map((call) => [call.method, call.body])).toEqual([
      [
        'PUT',
        { current_password: 'old Secret 1', password: 'New-secret-2', password_confirmation: 'New-secret-2' },
      ],
    ]);
    // The devices are loaded again: the other device is gone.
    await screen.findByText('You are signed in on this device only.');
    expect(sessionLoads()).toBeGreaterThan(loadsBefore);
    expect(screen.queryByText('Chrome on Linux')).toBeNull();
    // Nothing of the passwords stays on the screen.
    for (const label of ['Current password', 'New password', 'Confirm the new password'])
      expect(input(label).value).toBe('');
    expect(description('New password')).not.toContain('Password strength');
  });

  it('checks the sign-up rule and the confirmation before sending anything', async () => {
    await renderArea(settingsArea, '/settings/security');
    fill('', 'short1!', 'other');
    await waitFor(() => expect(input('New password').getAttribute('aria-invalid')).toBe('true'));
    expect(description('New password')).toContain('Password strength: Very weak');
    expect(description('Current password')).toContain('Enter your current password.');
    expect(description('New password')).toContain(
      'The password needs at least 8 characters with a digit, a special character, upper and lower case.',
    );
    expect(description('Confirm the new password')).toContain('The passwords do not match.');
    expect(document.activeElement).toBe(input('Current password'));

    fill('old Secret 1', 'newsecret2');
    await waitFor(() => expect(input('Current password').getAttribute('aria-invalid')).toBeNull());
    expect(input('New password').getAttribute('aria-invalid')).toBe('true');
    expect(input('Confirm the new password').getAttribute('aria-invalid')).toBeNull();
    expect(passwordCalls()).toEqual([]);
  });

  it('shows a wrong current password on its field, and keeps the devices', async () => {
    passwordAnswer = refused(422, { current_password: 'This is not your current password.' });
    await renderArea(settingsArea, '/settings/security');
    await screen.findByText('Chrome on Linux');
    fill('not my password', 'New-secret-2');
    await waitFor(() =>
      expect(description('Current password')).toContain('This is not your current password.'),
    );
    expect(input('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(input('New password').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input('Current password')));
    expect(screen.queryByText(/Your password has been changed/)).toBeNull();
    expect(screen.getByText('Chrome on Linux')).toBeTruthy();
    expect(passwordCalls()).toHaveLength(1);
  });

  it('shows the server refusing the new password on its field, and too many attempts as an alert', async () => {
    passwordAnswer = refused(422, { password_confirmation: 'The passwords do not match' });
    await renderArea(settingsArea, '/settings/security');
    fill('old Secret 1', 'New-secret-2');
    await waitFor(() =>
      expect(description('Confirm the new password')).toContain('The passwords do not match.'),
    );
    expect(input('Current password').getAttribute('aria-invalid')).toBeNull();

    passwordAnswer = refused(429);
    fill('old Secret 1', 'New-secret-2');
    await screen.findByText('Too many attempts. Please wait a few minutes and try again.');
    expect(input('Confirm the new password').getAttribute('aria-invalid')).toBeNull();
    expect(passwordCalls()).toHaveLength(2);
  });
});
