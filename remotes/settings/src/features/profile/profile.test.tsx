// @vitest-environment jsdom
import type { ApiSuggestion, StatsSummary } from '@bc/api';
import { configureHttp, hideAmountsAtom, sessionStore } from '@bc/session';
import { monthSoFar } from '@bc/ui/stats';
import {
  captureDownloads,
  ok,
  renderArea,
  type SavedFile,
  type StubApi,
  type StubCall,
  startStubApi,
  userInfo,
} from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsArea } from '../../area.tsx';

let api: StubApi;
/** The answer of GET /api/stats/summary, the one call the figures come from. */
let summary: StatsSummary;
/** The answer of GET /api/suggestions. */
let suggestions: ApiSuggestion[];

function answer(call: StubCall) {
  if (call.path === '/api/auth/user-info')
    return ok({
      token: 'session',
      userInfo: userInfo({
        workspace_settings: {
          uuid: 'ws-1',
          name: 'Home',
          data: {
            currency: {
              id: 3,
              slug: 'british_pound',
              code: 'GBP',
              symbol: '£',
              icon: '£',
              exchange_rate: 0.85,
            },
            payment_type_id: 1,
          },
        },
      }),
    });
  if (call.path === '/api/suggestions') return ok(suggestions);
  if (call.path === '/api/export/account')
    return {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="budget-control-2026-11-21.zip"',
      },
      file: new TextEncoder().encode('PK\u0003\u0004'),
    };
  return call.path === '/api/stats/summary' ? ok(summary) : undefined;
}

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  summary = {
    total: 1500,
    planned: 1400,
    health: -5.5,
    incoming: { total: 2000, total_passed: 1000, percentage: 100 },
    expenses: { total: -300.75, total_passed: -100, percentage: -201 },
    debits: { negative: 0, positive: 0 },
    wallets: [],
  };
  suggestions = [];
  api.handle(answer);
});
afterEach(() => sessionStore.set(hideAmountsAtom, false));

/** The figures as label, amount and tone. */
const shown = (section: HTMLElement) =>
  within(section)
    .getAllByRole('definition')
    .map((amount) => [
      amount.previousElementSibling?.textContent,
      amount.textContent,
      (amount as HTMLElement).dataset.tone,
    ]);

describe('profile wallet figures (/settings/profile)', () => {
  it("shows the total, this month's incoming and expenses and the health in the workspace currency", async () => {
    await renderArea(settingsArea, '/settings/profile');
    const section = await screen.findByRole('region', { name: 'Your wallets' });
    await within(section).findByText('-£5.50');
    await within(section).findByText('-£300.75');
    expect(shown(section)).toEqual([
      ['Wallets total', '£1,500.00', 'good'],
      ['Incoming this month', '£2,000.00', 'good'],
      ['Expenses this month', '-£300.75', 'bad'],
      ['My health', '-£5.50', 'bad'],
    ]);
    const range = monthSoFar(new Date());
    const call = api.calls.find((each) => each.path === '/api/stats/summary');
    expect(Object.fromEntries(call?.query ?? [])).toEqual(range);
  });

  it('turns the total red at zero and the health green above it', async () => {
    summary.total = 0;
    summary.health = 10;
    await renderArea(settingsArea, '/settings/profile');
    const section = await screen.findByRole('region', { name: 'Your wallets' });
    await within(section).findByText('£10.00');
    expect(shown(section).map(([label, , tone]) => [label, tone])).toEqual([
      ['Wallets total', 'bad'],
      ['Incoming this month', 'good'],
      ['Expenses this month', 'bad'],
      ['My health', 'good'],
    ]);
  });

  it('masks the figures in hide-amounts mode', async () => {
    sessionStore.set(hideAmountsAtom, true);
    await renderArea(settingsArea, '/settings/profile');
    const section = await screen.findByRole('region', { name: 'Your wallets' });
    expect(await within(section).findAllByText('••••')).toHaveLength(4);
    expect(within(section).queryByText(/£/)).toBeNull();
  });
});

describe('profile suggestions (/settings/profile)', () => {
  const region = () => screen.findByRole('region', { name: 'Suggestions' });
  const shownSuggestions = (section: HTMLElement) =>
    within(section)
      .getAllByRole('listitem')
      .map((item) => [item.firstChild?.textContent, within(item).getByRole('link').getAttribute('href')]);

  it('shows the first three the server suggests, and the rest at "Show more", the keyboard on the first revealed', async () => {
    suggestions = [
      { kind: 'confirmPending', count: 2 },
      { kind: 'firstBudget' },
      { kind: 'firstGoal' },
      { kind: 'moreWallets' },
      { kind: 'firstModel' },
    ];
    await renderArea(settingsArea, '/settings/profile');
    const section = await region();
    await within(section).findByText(
      '2 entries are waiting for your confirmation: they count nowhere until they are confirmed.',
    );
    expect(shownSuggestions(section)).toEqual([
      [
        '2 entries are waiting for your confirmation: they count nowhere until they are confirmed.',
        '/entries',
      ],
      ['Set a budget to see how much of it is spent as the month goes by.', '/budgets/new'],
      ['Saving for something? A goal shows how far you are and what to put aside each month.', '/goals/new'],
    ]);
    const more = within(section).getByRole('button', { name: 'Show 2 more suggestions' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe('profile-suggestion-list');
    fireEvent.click(more);
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
    expect(shownSuggestions(section).slice(3)).toEqual([
      [
        'Add your other wallets, such as cash or a card, to see all your money in one place.',
        '/settings/wallet',
      ],
      ['Save a model for the entries you make often, and fill in the form in one go.', '/settings/model/add'],
    ]);
    expect(document.activeElement?.textContent).toBe('Go to wallets');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('shows no "Show more" for three or fewer, and says so when there is nothing to suggest', async () => {
    suggestions = [{ kind: 'firstLabel' }];
    const view = await renderArea(settingsArea, '/settings/profile');
    const section = await region();
    await within(section).findByRole('link', { name: 'Add labels' });
    expect(within(section).queryByRole('button')).toBeNull();
    view.unmount();
    suggestions = [];
    await renderArea(settingsArea, '/settings/profile');
    expect(
      await within(await region()).findByText('Nothing to suggest: this workspace has it all.'),
    ).toBeTruthy();
  });
});

describe('your data (/settings/profile)', () => {
  let saved: SavedFile[];
  beforeEach(() => {
    saved = captureDownloads();
  });
  afterEach(() => vi.restoreAllMocks());

  const exports = () => api.calls.filter((call) => call.path === '/api/export/account');

  it('downloads all the data as the zip the server names, next to deleting it', async () => {
    await renderArea(settingsArea, '/settings/profile');
    const section = await screen.findByRole('region', { name: 'Your data' });
    const buttons = await within(section).findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Download all my data',
      'Delete user and all data',
    ]);
    fireEvent.click(within(section).getByRole('button', { name: 'Download all my data' }));
    expect(await within(section).findByText('Saved as budget-control-2026-11-21.zip')).toBeTruthy();
    expect(exports().map((call) => call.method)).toEqual(['GET']);
    expect(saved.map((file) => file.name)).toEqual(['budget-control-2026-11-21.zip']);
    expect((await saved[0]?.blob.text())?.slice(0, 2)).toBe('PK');
  });

  it('offers the download first in the deletion dialog, and downloading deletes nothing', async () => {
    await renderArea(settingsArea, '/settings/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user and all data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    const buttons = within(dialog).getAllByRole('button');
    const download = within(dialog).getByRole('button', { name: 'Download all my data' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes' });
    expect(buttons.indexOf(download)).toBeLessThan(buttons.indexOf(confirm));
    // The keyboard starts on the download, never on the destructive button.
    expect(document.activeElement).toBe(download);
    fireEvent.click(download);
    expect(await within(dialog).findByText('Saved as budget-control-2026-11-21.zip')).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual(['budget-control-2026-11-21.zip']);
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Delete user' })).toBeTruthy();
  });

  it('says why the download failed', async () => {
    api.handle((call) =>
      call.path === '/api/export/account'
        ? { status: 500, body: { error: 'Internal error', status: 500, code: 'internal_error' } }
        : answer(call),
    );
    await renderArea(settingsArea, '/settings/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Download all my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again later.');
    expect(saved).toEqual([]);
  });
});
