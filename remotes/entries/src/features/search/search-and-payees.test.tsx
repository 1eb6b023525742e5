// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entriesArea } from '../../area.tsx';
import { debt, entry, subCategories, wallet } from '../../testing/fixtures.ts';

let api: StubApi;
const anna = debt({ id: 5, uuid: 'p-5', name: 'Anna', debts: { balance: -40, entries: [] } });
const card = debt({
  id: 9,
  uuid: 'w-9',
  name: 'Revolving',
  type: 'credit-card-revolving',
  currency_icon: '$',
  debts: { balance: -120, entries: [] },
});

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() =>
  api.handle(({ method, path, query }) => {
    if (path === '/api/categories') return ok(subCategories);
    if (path === '/api/wallet/list')
      return ok([
        wallet({ id: 1, name: 'Bank' }),
        wallet({ id: 9, name: 'Revolving', currency_code: 'USD', currency_icon: '$' }),
      ]);
    if (path === '/api/label/list') return ok([]);
    if (path === '/api/debits') return ok([anna, card]);
    if (path === '/api/debt/p-5' && method === 'DELETE') return ok({ message: 'ok' });
    if (path === '/api/find') {
      const page = Number(query.get('page'));
      return ok({
        data:
          page === 1
            ? [entry({ id: 1, note: 'Bread', amount: -3.2 }), entry({ id: 2, note: 'Milk', amount: -1.3 })]
            : [entry({ id: 3, note: 'Old bread' })],
        pagination: {
          current_page: page,
          per_page: 30,
          total: 31,
          total_pages: 2,
          has_next_page: page < 2,
          has_prev_page: page > 1,
        },
        total_amount: null,
      });
    }
    return undefined;
  }),
);

describe('/search', () => {
  it('checks the date range, searches from page 1, pages on, and Reset clears the results', async () => {
    await renderArea(entriesArea, '/search');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose both a start and an end date');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'bread' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Expenses' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Transfer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Bread/)).toBeTruthy();
    expect(screen.getByText('31 entries found.')).toBeTruthy();
    expect(screen.getByText('Total on this page: -€4.50')).toBeTruthy();
    const find = api.calls.find((call) => call.path === '/api/find');
    expect(find?.query.get('page')).toBe('1');
    expect(find?.body).toEqual({
      text: 'bread',
      date_time: ['2026-01-01', '2026-01-31'],
      type: ['expenses', 'transfer'],
      account: [],
      category: [],
      tags: [],
      planned: true,
    });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Old bread/)).toBeTruthy();
    expect(
      api.calls
        .filter((call) => call.path === '/api/find')
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByText('No entries found')).toBeTruthy());
  });

  it('leaves planned entries out when asked, and sends no dates when none are given', async () => {
    await renderArea(entriesArea, '/search');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include planned entries' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Bread/)).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/find')?.body).toMatchObject({
      text: null,
      date_time: null,
      type: [],
      planned: false,
    });
  });
});

describe('/payee', () => {
  it('lists payees and revolving cards apart from one list, links details by uuid and archives after a yes', async () => {
    await renderArea(entriesArea, '/payee');
    const item = await screen.findByRole('listitem', { name: 'Anna' });
    // A payee's balance in the workspace's currency, red when it is owed.
    expect(within(item).getByText('-€40.00').className).toBe('bc-amount bc-amount-negative');
    expect(within(item).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/entries?filter_payee=p-5&filter_planned=0',
    );
    const payees = screen.getByRole('list', { name: 'Payee list' });
    expect(within(payees).queryByText('Revolving')).toBeNull();
    const cards = screen.getByRole('list', { name: 'Revolving credit cards' });
    // A card's balance in its wallet's currency.
    expect(await within(cards).findByText('-$120.00')).toBeTruthy();
    expect(within(cards).queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(within(cards).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/entries?filter_wallet=w-9&filter_planned=0',
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Archive' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Archive payee' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Payee archived')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/debt/p-5',
    ]);
  });

  it('says so when there are no payees, and shows no card list without cards', async () => {
    api.handle(({ path }) => (path === '/api/debits' ? ok([]) : undefined));
    await renderArea(entriesArea, '/payee');
    expect(await screen.findByText('No payees found')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Revolving credit cards' })).toBeNull();
  });
});
