// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entriesArea } from '../../area.tsx';
import { entry, subCategories, wallet } from '../../testing/fixtures.ts';

let api: StubApi;
const anna = {
  id: 5,
  uuid: 'p-5',
  name: 'Anna',
  type: 'payee',
  balance: -40,
  archived: false,
  created_at: '',
  debts: { balance: -40, entries: 1 },
};
const card = wallet({ id: 9, name: 'Revolving', type: 'credit-card-revolving', balance: -120 });

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() =>
  api.handle(({ method, path, query }) => {
    if (path === '/api/categories-subcategories') return ok({ data: subCategories });
    if (path === '/api/wallet/list') return ok({ data: [wallet({ id: 1, name: 'Bank' })] });
    if (path === '/api/label/list') return ok({ data: [] });
    if (path === '/api/payees') return ok({ data: [anna], revolving: [card] });
    if (path === '/api/debt/p-5' && method === 'DELETE') return ok({ data: { message: 'ok' } });
    if (path === '/api/find') {
      const page = Number(query.get('page'));
      return ok({
        data:
          page === 1
            ? [entry({ id: 1, note: 'Bread', amount: -3.2 }), entry({ id: 2, note: 'Milk', amount: -1.3 })]
            : [entry({ id: 3, note: 'Old bread' })],
        current_page: page,
        per_page: 30,
        last_page: 2,
        total: 31,
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
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Bread/)).toBeTruthy();
    expect(screen.getByText('31 entries found.')).toBeTruthy();
    expect(screen.getByText('Total on this page: -4.50 €')).toBeTruthy();
    const find = api.calls.find((call) => call.path === '/api/find');
    expect(find?.body).toMatchObject({
      text: 'bread',
      date_time: { start: '2026-01-01', end: '2026-01-31' },
      type: ['expense'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Old bread/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByText('No entries found')).toBeTruthy());
  });
});

describe('/payee', () => {
  it('lists payees and revolving cards apart, links details to the filtered list and archives after a yes', async () => {
    await renderArea(entriesArea, '/payee');
    const item = await screen.findByRole('listitem', { name: 'Anna' });
    expect(within(item).getByText('-40.00 €').className).toContain('bc-amount');
    expect(within(item).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/entries?filter_payee=5&filter_planned=0',
    );
    const cards = screen.getByRole('list', { name: 'Revolving credit cards' });
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
  });
});
