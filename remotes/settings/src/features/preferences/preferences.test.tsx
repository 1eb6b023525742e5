// @vitest-environment jsdom
import { i18n, LANGUAGE_STORAGE_KEY } from '@bc/i18n';
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi, userInfo } from '@bc/ui/testing';
import { THEME_STORAGE_KEY } from '@bc/ui/theme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';

let api: StubApi;
let savedLanguage: string | null;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  savedLanguage = null;
  api.handle(({ method, path, body }) => {
    if (path === '/api/auth/user-info')
      return ok({ token: 'session', userInfo: userInfo({ language: savedLanguage as 'de' | null }) });
    if (method === 'PATCH' && path === '/api/auth/profile') {
      savedLanguage = (body as { language: string }).language;
      return ok({
        uuid: 'user-1',
        name: 'Ada',
        email: 'ada@example.com',
        email_verified: true,
        language: savedLanguage,
      });
    }
    return undefined;
  });
});
afterEach(() => localStorage.clear());

const writes = () => api.calls.filter((call) => call.method !== 'GET');

describe('language (/settings/preferences)', () => {
  it('names each language in itself, switches every app at once, keeps it here and saves it to the account', async () => {
    await renderArea(settingsArea, '/settings/preferences');
    const picker = screen.getByRole('group', { name: 'Language of the app and of your e-mails' });
    const choices = within(picker).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'English',
      'Italiano',
      'Español',
      'Deutsch',
      'Français',
    ]);
    expect(within(picker).getByRole('radio', { name: 'Italiano' }).closest('label')?.lang).toBe('it');
    expect((within(picker).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(picker).getByRole('radio', { name: 'Italiano' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lingua e tema' })).toBeTruthy();
    expect(i18n.language).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    expect((screen.getByRole('radio', { name: 'Italiano' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Lingua salvata per il tuo account.')).toBeTruthy();
    expect(writes()).toMatchObject([
      { method: 'PATCH', path: '/api/auth/profile', body: { language: 'it' } },
    ]);
  });

  it('says when the account could not keep it, the app staying in the language chosen', async () => {
    api.handle(({ method }) =>
      method === 'PATCH'
        ? { status: 500, body: { error: 'down', status: 500, code: 'internal' } }
        : undefined,
    );
    await renderArea(settingsArea, '/settings/preferences');
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(
      await screen.findByText(
        'Die Sprache konnte nicht in deinem Konto gespeichert werden. Bitte versuche es später erneut.',
      ),
    ).toBeTruthy();
    expect(i18n.language).toBe('de');
  });
});

describe('the language saved to the account', () => {
  it('becomes every app’s when user-info answers it (sign-in, start)', async () => {
    savedLanguage = 'de';
    await renderArea(settingsArea, '/settings/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('leaves the browser’s language while the person has chosen none', async () => {
    await renderArea(settingsArea, '/settings/profile');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/auth/user-info')).toBe(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});

describe('theme (/settings/preferences)', () => {
  it('offers the system’s, light or dark, applies the choice at once and keeps it in this browser', async () => {
    await renderArea(settingsArea, '/settings/preferences');
    const theme = screen.getByRole('group', { name: 'Colours of the app on this device' });
    expect(
      within(theme)
        .getAllByRole('radio')
        .map((choice) => choice.closest('label')?.textContent),
    ).toEqual(['Same as the system', 'Light', 'Dark']);
    expect(
      (within(theme).getByRole('radio', { name: 'Same as the system' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect((within(theme).getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(theme).getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(writes()).toEqual([]);
  });
});
