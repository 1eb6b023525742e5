// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entriesArea } from '../../area.tsx';
import { entry, wallet } from '../../testing/fixtures.ts';
import { entryFiltersFromQuery, listHalvesFromQuery } from './entry-filters.ts';

let api: StubApi;
const rows = [
  entry({
    id: 1,
    note: 'Bread',
    amount: -3.2,
    labels: [{ id: 7, uuid: 'l-7', name: 'Food', color: '#f44336' }],
  }),
  entry({ id: 2, note: 'Pay', type: 'income', amount: 1500, category_id: 73 }),
];
const rent = entry({
  id: 9,
  note: 'Rent',
  amount: -700,
  planned: true,
  date_time: '2999-01-01T00:00:00.000Z',
});

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() =>
  api.handle(({ method, path, query }) => {
    if (path === '/api/wallet/list') return ok({ data: [wallet({ id: 4, name: 'Bank' })] });
    if (path === '/api/categories-subcategories') return ok({ data: [] });
    if (path === '/api/entry' && method === 'GET' && query.get('filters[planned]') === '1') {
      const page = Number(query.get('page'));
      return ok({
        data: page === 1 ? [rent] : [],
        current_page: page,
        per_page: 30,
        last_page: 1,
        total: 1,
      });
    }
    if (path === '/api/entry' && method === 'GET') {
      const page = Number(query.get('page'));
      return ok({
        data: page === 1 ? rows : [entry({ id: 3, note: 'Older' })],
        current_page: page,
        per_page: 30,
        last_page: 2,
        total: 31,
      });
    }
    if (method === 'DELETE') return { status: 204, body: null };
    return undefined;
  }),
);

const entryCalls = () => api.calls.filter((call) => call.path === '/api/entry');

describe('the list filters from the query string', () => {
  it('maps the SPEC names (filer_date_start too) to the API filters', () => {
    const params = new URLSearchParams(
      'filer_date_start=2026-01-01&filter_date=2026-01-31&filter_wallet=w-4&filter_category=3&filter_type=expenses&filter_label=7&filter_payee=5&filter_planned=0',
    );
    expect(entryFiltersFromQuery(params, (uuid) => (uuid === 'w-4' ? 4 : undefined))).toEqual([
      ['filters[date_time][]', '>=|2026-01-01'],
      ['filters[date_time][]', '<=|2026-01-31'],
      ['filters[account_id]', '4'],
      ['filters[category_id]', '3'],
      ['filters[type]', 'expense'],
      ['filters[label]', '7'],
      ['filters[payee_id]', '5'],
    ]);
  });

  it('asks for the planned and the recorded halves, or one of them', () => {
    expect(listHalvesFromQuery(new URLSearchParams(''))).toEqual(['planned', 'recorded']);
    expect(listHalvesFromQuery(new URLSearchParams('filter_planned=0'))).toEqual(['recorded']);
    expect(listHalvesFromQuery(new URLSearchParams('filter_type=planned'))).toEqual(['planned']);
  });
});

describe('/entries', () => {
  it('shows the planned and the recorded entries from two calls, 30 a page, with masked-ready amounts', async () => {
    await renderArea(entriesArea, '/entries');
    const bread = (await screen.findByText(/Bread/)).closest('tr') as HTMLElement;
    expect(within(bread).getByText(/-3\.20 €/).className).toContain('bc-amount');
    const planned = screen.getByRole('region', { name: 'Planned' });
    expect(within(planned).getByText(/Rent/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Recorded' })).queryByText(/Rent/)).toBeNull();
    expect(
      entryCalls()
        .map((call) => call.query.get('filters[planned]'))
        .sort(),
    ).toEqual(['0', '1']);
    expect(entryCalls().every((call) => call.query.get('per_page') === '30')).toBe(true);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Older/)).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by a label, an amount (its type) and resolves a wallet uuid', async () => {
    const view = await renderArea(entriesArea, '/entries?filter_wallet=w-4');
    const bread = (await screen.findByText(/Bread/)).closest('tr') as HTMLElement;
    expect(entryCalls()[0]?.query.get('filters[account_id]')).toBe('4');
    fireEvent.click(within(bread).getByRole('button', { name: 'Food' }));
    expect(view.location()).toBe('/entries?filter_wallet=w-4&filter_label=7');
    await waitFor(() => expect(entryCalls().at(-1)?.query.get('filters[label]')).toBe('7'));
    fireEvent.click(within(bread).getByRole('button', { name: /-3\.20/ }));
    expect(view.location()).toContain('filter_type=expenses');
  });

  it('deletes a row after a yes', async () => {
    await renderArea(entriesArea, '/entries');
    const bread = (await screen.findByText(/Bread/)).closest('tr') as HTMLElement;
    expect(within(bread).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/entry/e-1');
    fireEvent.click(within(bread).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete entry' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Entry deleted')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/entry/e-1',
    ]);
  });
});
