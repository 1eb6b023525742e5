// @vitest-environment jsdom
import type { Wallet } from '@bc/api';
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';
import { currencies, wallet } from '../../testing/fixtures.ts';
import { sortingChanges } from './api/sort-wallets.ts';

let api: StubApi;
const bank = wallet({ id: 1, name: 'Bank', balance: 1234.5 });
const cash = wallet({ id: 2, name: 'Cash', type: 'cache', balance: 20 });
const old = wallet({ id: 3, name: 'Old card', type: 'credit-card', archived: true });
const tickets = wallet({
  id: 4,
  name: 'Meal tickets',
  type: 'voucher',
  currency: 1,
  currency_id: 1,
  currency_code: 'USD',
  currency_icon: '$',
  balance: { value_in_voucher: 12, value_in_valut: 96 },
  opening_balance: 10,
  voucher_value: 8,
});

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());

beforeEach(() =>
  api.handle(({ method, path, query, body }) => {
    if (path === '/api/currencies') return ok(currencies);
    if (path === '/api/wallet/list') {
      const archived = query.get('filters[archived]');
      const all = [bank, cash, old, tickets];
      return ok(archived === 'all' ? all : all.filter((item) => item.archived === (archived === 'true')));
    }
    if (method === 'POST' && path === '/api/wallet/create') return ok({ ...bank, ...(body as object) });
    if (method === 'PUT' && path === '/api/wallet/update/w-4') return ok({ ...tickets, ...(body as object) });
    if (method === 'PATCH' && path.startsWith('/api/wallet/')) return ok(bank);
    return undefined;
  }),
);

const writes = () => api.calls.filter((call) => call.method !== 'GET');

describe('/settings/wallet', () => {
  it('shows the active wallets as cards with their balance, and the archived ones on request', async () => {
    await renderArea(settingsArea, '/settings/wallet');
    const card = await screen.findByRole('listitem', { name: 'Bank' });
    expect(within(card).getByText('€1,234.50').className).toBe('bc-amount bc-card-figure');
    expect(within(card).getByText('Bank', { selector: '.bc-card-meta' })).toBeTruthy();
    expect(within(card).getByText('Last update: Jan 15, 2026')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Cash' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Old card' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    const archived = await screen.findByRole('listitem', { name: 'Old card' });
    expect(within(archived).getByText('Archived', { selector: '.bc-badge' })).toBeTruthy();
    expect(within(archived).getByRole('button', { name: 'Restore' })).toBeTruthy();
  });

  it('shows a voucher in money with its tickets, and edits its tickets at the start', async () => {
    await renderArea(settingsArea, '/settings/wallet');
    const card = await screen.findByRole('listitem', { name: 'Meal tickets' });
    expect(within(card).getByText('$96.00').className).toBe('bc-amount bc-card-figure');
    expect(within(card).getByText('Tickets: 12')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit wallet' });
    expect((within(dialog).getByLabelText('Number of tickets') as HTMLInputElement).value).toBe('10.00');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('1'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet saved')).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/wallet/update/w-4',
        body: { name: 'Meal tickets', type: 'voucher', balance: 10, voucher_value: 8, currency_id: 1 },
      },
    ]);
  });

  it('reveals the credit-card fields and joins the validation messages in one alert', async () => {
    await renderArea(settingsArea, '/settings/wallet');
    fireEvent.click(await screen.findByRole('button', { name: 'Add wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'New wallet' });
    expect(within(dialog).queryByLabelText('Invoice date')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'credit-card-revolving' } });
    expect(within(dialog).getByLabelText('Closing date')).toBeTruthy();
    expect(within(dialog).getByLabelText('Instalment')).toBeTruthy();
    // The select is mounted afresh when the wallets arrive.
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Payment account') as HTMLSelectElement).disabled).toBe(false),
    );
    const payer = within(dialog).getByLabelText('Payment account');
    // Only wallets that can pay a card: not cards, not archived.
    expect([...(payer as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'None',
      'Bank',
      'Cash',
      'Meal tickets',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'insert a wallet name, choose the invoice date, choose the closing date, choose the payment account, insert the instalment',
    );
    expect(writes()).toEqual([]);
  });

  it('creates a voucher with its ticket value and says so', async () => {
    await renderArea(settingsArea, '/settings/wallet');
    fireEvent.click(await screen.findByRole('button', { name: 'Add wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'New wallet' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Meal tickets' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'voucher' } });
    fireEvent.change(within(dialog).getByLabelText('Number of tickets'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('Ticket value'), { target: { value: '8,5' } });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).disabled).toBe(false),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet saved')).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'POST',
        path: '/api/wallet/create',
        body: { name: 'Meal tickets', type: 'voucher', balance: 10, voucher_value: 8.5, currency_id: 1 },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('archives a wallet after a confirmation', async () => {
    await renderArea(settingsArea, '/settings/wallet');
    const card = await screen.findByRole('listitem', { name: 'Cash' });
    fireEvent.click(within(card).getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive wallet' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(writes()).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Wallet archived')).toBeTruthy();
    expect(writes()).toMatchObject([{ method: 'PATCH', path: '/api/wallet/archive/w-2' }]);
  });
});

describe('moving a wallet', () => {
  /** A server that keeps the positions it is sent and lists by position when asked to. */
  function positionsServer(start: Wallet[]) {
    const rows = start.map((item) => ({ ...item }));
    api.handle(({ method, path, query, body }) => {
      if (path === '/api/currencies') return ok(currencies);
      if (path === '/api/wallet/list') {
        const list = rows.filter((item) => !item.archived);
        if (query.get('order[sorting]') === 'asc')
          list.sort((a, b) => a.sorting - b.sorting || a.name.localeCompare(b.name));
        return ok(list);
      }
      const sorted = /^\/api\/wallet\/sorting\/(.+)$/.exec(path);
      const row = rows.find((item) => item.uuid === sorted?.[1]);
      if (method === 'PATCH' && row) {
        row.sorting = (body as { sorting: number }).sorting;
        return ok(row);
      }
      return undefined;
    });
  }
  const names = () =>
    within(screen.getByRole('list', { name: 'Wallets' }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));

  it('lists by position, moves a wallet up, says where it went and keeps the focus on it', async () => {
    positionsServer([
      { ...bank, sorting: 0 },
      { ...cash, sorting: 1 },
      { ...tickets, sorting: 2 },
    ]);
    await renderArea(settingsArea, '/settings/wallet');
    await screen.findByRole('listitem', { name: 'Cash' });
    expect(names()).toEqual(['Bank', 'Cash', 'Meal tickets']);
    expect(api.calls.find((call) => call.path === '/api/wallet/list')?.query.get('order[sorting]')).toBe(
      'asc',
    );
    expect((screen.getByRole('button', { name: 'Move Bank up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move Meal tickets down' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const up = screen.getByRole('button', { name: 'Move Cash up' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(names()).toEqual(['Cash', 'Bank', 'Meal tickets']));
    expect(writes()).toMatchObject([
      { method: 'PATCH', path: '/api/wallet/sorting/w-2', body: { sorting: 0 } },
      { method: 'PATCH', path: '/api/wallet/sorting/w-1', body: { sorting: 1 } },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Cash moved to position 1 of 3');
    // First now: its Up is disabled, so Down keeps the keyboard where the wallet is.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Cash down' })),
    );
    // The other lists are not the strip's: nothing to move there.
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('filters[archived]')).toBe('all'));
    expect(await screen.findByRole('listitem', { name: 'Bank' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move Bank up' })).toBeNull();
  });

  it('numbers wallets that share a position before moving one down, and tells a failure', async () => {
    positionsServer([
      { ...bank, sorting: 0 },
      { ...cash, sorting: 0 },
      { ...tickets, sorting: 0 },
    ]);
    await renderArea(settingsArea, '/settings/wallet');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Bank down' }));
    await waitFor(() => expect(names()).toEqual(['Cash', 'Bank', 'Meal tickets']));
    expect(writes().map((call) => [call.path, call.body])).toEqual([
      ['/api/wallet/sorting/w-1', { sorting: 1 }],
      ['/api/wallet/sorting/w-4', { sorting: 2 }],
    ]);
    expect(screen.getByRole('status').textContent).toBe('Bank moved to position 2 of 3');

    api.handle(({ method, path }) => {
      if (path === '/api/wallet/list') return ok([cash, bank, tickets]);
      if (method === 'PATCH') return { status: 500, body: { error: 'boom', status: 500, code: 'internal' } };
      return undefined;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move Bank down' }));
    expect(await screen.findByText('An error occurred. Please try again later.')).toBeTruthy();
  });
});

describe('sortingChanges', () => {
  const list = [
    { uuid: 'a', sorting: 0 },
    { uuid: 'b', sorting: 5 },
    { uuid: 'c', sorting: 9 },
  ];
  it('writes only the wallets whose position changes', () => {
    expect(sortingChanges(list, 2, 'up')).toEqual([
      { uuid: 'c', sorting: 1 },
      { uuid: 'b', sorting: 2 },
    ]);
    expect(sortingChanges(list, 0, 'down')).toEqual([
      { uuid: 'b', sorting: 0 },
      { uuid: 'a', sorting: 1 },
      { uuid: 'c', sorting: 2 },
    ]);
  });
  it('moves nothing past either end', () => {
    expect(sortingChanges(list, 0, 'up')).toEqual([]);
    expect(sortingChanges(list, 2, 'down')).toEqual([]);
    expect(sortingChanges(list, 7, 'up')).toEqual([]);
  });
});
