// @vitest-environment jsdom
import type { StatsSummary } from '@bc/api';
import { shellResources } from '@bc/i18n/namespaces/shell';
import { configureHttp, hideAmountsAtom, sessionStore } from '@bc/session';
import type { AreaDefinition } from '@bc/ui';
import { ledgerKeys } from '@bc/ui/ledger';
import { monthSoFar } from '@bc/ui/stats';
import { ok, renderArea, type StubApi, type StubCall, startStubApi, userInfo } from '@bc/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TopStrip } from './top-strip.tsx';

let api: StubApi;
/** The answer of GET /api/stats/summary, the one call the strip reads. */
let summary: StatsSummary;

const strip: AreaDefinition = { namespace: 'shell', resources: shellResources, routes: <TopStrip /> };

const bank = {
  id: 1,
  uuid: 'w-1',
  name: 'Bank',
  color: '#2196f3',
  type: 'bank',
  balance: 1234.5,
  currency: { id: 2, code: 'EUR', symbol: '€', icon: '€' },
  exclude_from_stats: false,
};
const tickets = {
  ...bank,
  id: 2,
  uuid: 'w-2',
  name: 'Meal tickets',
  type: 'voucher',
  balance: { value_in_voucher: 4, value_in_valut: 32 },
  currency: { id: 1, code: 'USD', symbol: '$', icon: '$' },
};

function answer(call: StubCall) {
  if (call.path === '/api/auth/user-info') return ok({ token: 'session', userInfo: userInfo() });
  return call.path === '/api/stats/summary' ? ok(summary) : undefined;
}

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  summary = {
    wallets: [bank, tickets],
    total: 1500.25,
    planned: 1300,
    health: -20,
    incoming: { total: 2000, total_passed: 1800, percentage: 11 },
    expenses: { total: -500, total_passed: -400, percentage: 25 },
    debits: { negative: -300, positive: 0 },
  };
  api.handle(answer);
});
afterEach(() => sessionStore.set(hideAmountsAtom, false));

const card = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

describe('the top strip', () => {
  it('shows a card per wallet with its live balance, linked to its entries', async () => {
    await renderArea(strip, '/dashboard');
    const wallets = await screen.findByRole('list', { name: 'Wallets' });
    const links = within(wallets).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bank €1,234.50', '/entries?filter_planned=0&filter_wallet=w-1'],
      ['Meal tickets $32.00', '/entries?filter_planned=0&filter_wallet=w-2'],
    ]);
  });

  it('shows the summary cards with 2 decimals and the workspace currency, and their colour rules', async () => {
    await renderArea(strip, '/dashboard');
    await screen.findByText('Loans');
    const summary = screen.getByRole('list', { name: 'Summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Wallets total€1,500.25',
      'Still planned this month€1,300.00',
      'My health♥-€20.00',
      'Incoming this month€2,000.00 ↑up against last month 11%',
      'Expenses this month-€500.00 ↑up against last month 25%',
      'Loans-€300.00',
    ]);
    const health = card('My health').querySelector('[data-health]') as HTMLElement;
    expect(health.dataset.health).toBe('bad');
    expect(health.style.background).toBe('var(--bc-danger)');
    // Expenses that grow are red; incoming that grows is green.
    expect((card('Expenses this month').querySelector('[data-tone]') as HTMLElement).dataset.tone).toBe(
      'bad',
    );
    expect((card('Incoming this month').querySelector('[data-tone]') as HTMLElement).dataset.tone).toBe(
      'good',
    );
    expect(within(summary).queryByText('Given on loan')).toBeNull();
    expect(within(card('Loans')).getByRole('link').getAttribute('href')).toBe('/payee');
    expect(within(card('Wallets total')).getByRole('link').getAttribute('href')).toBe('/entries');

    const calls = api.calls.filter((each) => each.path.startsWith('/api/stats/'));
    expect(calls.map((each) => each.path)).toEqual(['/api/stats/summary']);
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual(monthSoFar(new Date()));
  });

  it('turns the health teal above zero, and shows what was given on loan instead of loans', async () => {
    summary.health = 0.01;
    summary.expenses = { total: -300, total_passed: -400, percentage: -25 };
    summary.incoming = { total: 0, total_passed: 100, percentage: 0 };
    summary.debits = { negative: 0, positive: 45.5 };
    await renderArea(strip, '/dashboard');
    await screen.findByText('Given on loan');
    expect(within(card('Given on loan')).getByText('€45.50')).toBeTruthy();
    expect(screen.queryByText('Loans')).toBeNull();
    const health = card('My health').querySelector('[data-health]') as HTMLElement;
    expect(health.dataset.health).toBe('good');
    expect(health.style.background).toBe('var(--bc-primary)');
    const expenses = card('Expenses this month').querySelector('[data-trend]') as HTMLElement;
    expect([expenses.dataset.trend, expenses.dataset.tone]).toEqual(['down', 'good']);
    const incoming = card('Incoming this month').querySelector('[data-trend]') as HTMLElement;
    expect([incoming.dataset.trend, incoming.dataset.tone]).toEqual(['down', 'bad']);
  });

  it('refetches the wallets and the figures after a write that moves a balance', async () => {
    const view = await renderArea(strip, '/dashboard');
    await screen.findByText('€1,500.25');
    summary.total = 1400.25;
    summary.wallets = [{ ...bank, balance: 1134.5 }];
    await act(() => view.queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }));
    await waitFor(() => expect(screen.getByText('€1,400.25')).toBeTruthy());
    expect(screen.getByTestId('wallet-balance-w-1').textContent).toBe('€1,134.50');
    expect(screen.queryByText('Meal tickets')).toBeNull();
  });

  it('masks every amount in hide-amounts mode', async () => {
    sessionStore.set(hideAmountsAtom, true);
    await renderArea(strip, '/dashboard');
    await screen.findByText('Loans');
    expect(screen.getByTestId('wallet-balance-w-1').textContent).toBe('••••');
    expect(screen.queryByText(/\d\.\d\d/)).toBeNull();
    for (const amount of screen.getAllByText('••••')) expect(amount.className).toBe('bc-amount');
  });
});
