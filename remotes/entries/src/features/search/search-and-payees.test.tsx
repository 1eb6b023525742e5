// @vitest-environment jsdom
import type { Entry } from '@bc/api';
import { configureHttp } from '@bc/session';
import {
  ok,
  pickedOptions,
  pickOptions,
  renderArea,
  type StubAnswer,
  type StubApi,
  startStubApi,
} from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entriesArea } from '../../area.tsx';
import {
  CSV_TEXT,
  csvAnswer,
  keepSavedFiles,
  savedText,
} from '../../components/export/export-stub.test-support.ts';
import { debt, entry, label, subCategories, wallet } from '../../testing/fixtures.ts';

let api: StubApi;
let exportAnswer: StubAnswer | undefined;
const savedFiles = keepSavedFiles();
const anna = debt({ id: 5, uuid: 'p-5', name: 'Anna', debts: { balance: -40, entries: [] } });
const card = debt({
  id: 9,
  uuid: 'w-9',
  name: 'Revolving',
  type: 'credit-card-revolving',
  currency_icon: '$',
  debts: { balance: -120, entries: [] },
});
/** GET /api/categories-subcategories: the parents, each with its sub-categories. */
const categories = subCategories.map(({ category, ...sub }) => ({
  ...category,
  type: category.kind,
  subCategories: [sub],
}));
const euro = { id: 2, code: 'EUR', symbol: '€' };

/** A search answer: `total` matches over pages of 30, adding up to `amount` euros (null: not counted). */
const answer = (data: Entry[], page: number, total: number, amount: number | null) => ({
  data,
  pagination: {
    current_page: page,
    per_page: 30,
    total,
    total_pages: Math.ceil(total / 30),
    has_next_page: page < Math.ceil(total / 30),
    has_prev_page: page > 1,
  },
  total_amount: amount === null ? null : { amount, currency: euro },
});

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  exportAnswer = csvAnswer();
  api.handle(({ method, path, query, body }) => {
    if (path === '/api/categories') return ok(subCategories);
    if (path === '/api/categories-subcategories') return ok(categories);
    if (path === '/api/wallet/list')
      return ok([
        wallet({ id: 1, name: 'Bank' }),
        wallet({ id: 9, name: 'Revolving', currency_code: 'USD', currency_icon: '$' }),
      ]);
    if (path === '/api/label/list') return ok([label({ id: 7, name: 'Holidays' })]);
    if (path === '/api/debits') return ok([anna, card]);
    if (path === '/api/debt/p-5' && method === 'DELETE') return ok({ message: 'ok' });
    if (path === '/api/search/all') {
      const page = Number(query.get('page'));
      const latest = entry({ id: page === 1 ? 10 : 11, note: page === 1 ? 'Latest coffee' : 'Older coffee' });
      return ok(answer([latest], page, 1234, -5432.1));
    }
    if (path === '/api/find') {
      const page = Number(query.get('page'));
      if ((body as { text?: string | null }).text === 'everything')
        return ok(answer([entry({ id: 4 })], 1, 1030, null));
      return ok(
        answer(
          page === 1
            ? [entry({ id: 1, note: 'Bread', amount: -3.2 }), entry({ id: 2, note: 'Milk', amount: -1.3 })]
            : [entry({ id: 3, note: 'Old bread' })],
          page,
          31,
          -95.4,
        ),
      );
    }
    if (path === '/api/export/entries.csv') return exportAnswer;
    return undefined;
  });
});

const callsTo = (path: string) => api.calls.filter((call) => call.path === path);
const summary = () => screen.getByText(/^Total of|^More than/).textContent;
const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });
/** What the exports sent: method, query string and body. */
const sentExports = () =>
  callsTo('/api/export/entries.csv').map(({ method, query, body }) => [method, query.toString(), body]);

describe('/search', () => {
  it('opens on the latest entries with the total of them all, and pages through them', async () => {
    await renderArea(entriesArea, '/search');
    expect(await screen.findByText(/Latest coffee/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest entries' })).toBeTruthy();
    expect(summary()).toBe('Total of 1,234 entries: -€5,432.10');
    expect(callsTo('/api/find')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Older coffee/)).toBeTruthy();
    expect(callsTo('/api/search/all').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('checks the date range, searches from page 1 with the chosen wallets, categories and labels, and Reset goes back to the latest', async () => {
    await renderArea(entriesArea, '/search');
    await screen.findByText(/Latest coffee/);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose both a start and an end date');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'bread' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Expenses' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Transfer' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Wallets' })).toHaveProperty('disabled', false),
    );
    expect(pickOptions('Wallets', 'Revolving')).toEqual(['Revolving']);
    // The categories with the keyboard: typed, then chosen with Enter.
    const categoriesBox = await waitFor(() => {
      const box = screen.getByRole('combobox', { name: 'Categories' }) as HTMLInputElement;
      expect(box.disabled).toBe(false);
      return box;
    });
    fireEvent.change(categoriesBox, { target: { value: 'groc' } });
    fireEvent.keyDown(categoriesBox, { key: 'Enter' });
    fireEvent.keyDown(categoriesBox, { key: 'Escape' });
    expect(pickedOptions('Categories')).toEqual(['Groceries']);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Labels' })).toHaveProperty('disabled', false),
    );
    expect(pickOptions('Labels', 'Holidays')).toEqual(['Holidays']);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Bread/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeTruthy();
    expect(summary()).toBe('Total of 31 entries: -€95.40');
    const find = callsTo('/api/find')[0];
    expect(find?.query.get('page')).toBe('1');
    expect(find?.body).toEqual({
      text: 'bread',
      date_time: ['2026-01-01', '2026-01-31'],
      type: ['expenses', 'transfer'],
      account: [9],
      category: [3],
      tags: [7],
      planned: true,
    });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Old bread/)).toBeTruthy();
    expect(callsTo('/api/find').at(-1)?.query.get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(/Latest coffee/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest entries' })).toBeTruthy();
    expect(pickedOptions('Wallets')).toEqual([]);
    expect(pickedOptions('Categories')).toEqual([]);
  });

  it('leaves planned entries out when asked, sends no dates when none are given, and says when there is no total', async () => {
    await renderArea(entriesArea, '/search');
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'everything' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include planned entries' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(summary()).toBe('More than 1,030 entries match: narrow the search to see their total.'),
    );
    expect(callsTo('/api/find')[0]?.body).toMatchObject({
      text: 'everything',
      date_time: null,
      type: [],
      account: [],
      planned: false,
    });
  });
});

describe('Export CSV on /search', () => {
  it('before any criteria, saves every entry (the latest entries, all pages)', async () => {
    await renderArea(entriesArea, '/search');
    expect(await screen.findByText(/Latest coffee/)).toBeTruthy();
    fireEvent.click(exportButton());
    await waitFor(async () => expect(await savedFiles()).toHaveLength(1));
    expect(sentExports()).toEqual([['POST', '', {}]]);
    const [file] = await savedFiles();
    expect(file?.name).toBe('entries-2026-01-31.csv');
    expect(savedText(file)).toBe(CSV_TEXT);
  });

  it('sends the criteria of the search shown, not what the form says since', async () => {
    await renderArea(entriesArea, '/search');
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'bread' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Expenses' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include planned entries' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Bread/)).toBeTruthy();
    // Typed after the search, not searched yet: not what is on screen.
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'milk' } });

    fireEvent.click(exportButton());
    await waitFor(async () => expect(await savedFiles()).toHaveLength(1));
    const criteria = callsTo('/api/find')[0]?.body;
    expect(criteria).toMatchObject({
      text: 'bread',
      date_time: ['2026-01-01', '2026-01-31'],
      planned: false,
    });
    expect(sentExports()).toEqual([['POST', '', criteria]]);
  });

  it('shows the server’s message when it refuses, and saves nothing', async () => {
    exportAnswer = {
      status: 422,
      body: { error: 'The range can be at most 364 days', status: 422, code: 'invalid' },
    };
    await renderArea(entriesArea, '/search');
    expect(await screen.findByText(/Latest coffee/)).toBeTruthy();
    fireEvent.click(exportButton());
    expect((await screen.findByRole('alert')).textContent).toBe('The range can be at most 364 days');
    expect(await savedFiles()).toEqual([]);
    expect(exportButton().getAttribute('aria-busy')).toBeNull();
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
