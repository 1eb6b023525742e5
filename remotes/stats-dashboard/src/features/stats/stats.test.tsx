// @vitest-environment jsdom
import { configureHttp, hideAmountsAtom, sessionStore } from '@bc/session';
import {
  ok,
  pickedOptions,
  pickOptions,
  renderArea,
  type StubApi,
  type StubCall,
  startStubApi,
} from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statsDashboardArea } from '../../area.tsx';
import { callsTo, referenceAnswer, tableRow } from '../../testing/fixtures.ts';
import { currentMonthRange } from '../../utils/date-range.ts';

let api: StubApi;
const year = new Date().getFullYear();

const entriesTable = {
  type: 'Table',
  rows: [
    tableRow({ id: 73, type: 'incoming', label: 'salary', amount: 2000, prevAmount: 1800, bounceRate: 11 }),
    tableRow({ id: 3, label: 'groceries', amount: -300.1, prevAmount: -400, bounceRate: -25 }),
    tableRow({ id: 2, label: 'restaurants_fast_food', amount: -99.9, prevAmount: -50, bounceRate: 100 }),
  ],
};

function answers(call: StubCall) {
  if (call.method === 'POST' && call.path === '/api/stats/entries') return ok(entriesTable);
  if (call.method === 'POST' && call.path.startsWith('/api/stats/graph/')) {
    const body = call.body as { timeStart: string };
    const current = body.timeStart === '2024-03-01';
    if (call.path.endsWith('/incoming')) return ok(current ? [{ label: 'Work', total: 1000 }] : []);
    return ok(
      current
        ? [
            { label: 'Holiday', total: -150 },
            { label: 'Home', total: -50 },
          ]
        : [{ label: 'Holiday', total: -100 }],
    );
  }
  return referenceAnswer(call);
}

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => api.handle(answers));
afterEach(() => {
  localStorage.clear();
  sessionStore.set(hideAmountsAtom, false);
});

/** The area at `path`, once its page (loaded on first use) shows its heading. */
async function openArea(path: string) {
  const view = await renderArea(statsDashboardArea, path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const linkTarget = (name: string) => screen.getAllByRole('link', { name })[0]?.getAttribute('href');
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));
const bodies = () => callsTo(api, '/api/stats/entries').map((call) => call.body);

describe('stats (/stats)', () => {
  it('asks the whole year and shows incoming and expenses with their TOTAL rows and arrows', async () => {
    await openArea('/stats');
    expect(heading('Stats')).toBeTruthy();
    const incoming = await screen.findByRole('table', { name: 'Incoming' });
    expect(bodies()).toEqual([
      {
        date: { start: `${year}-01-01`, end: `${year}-12-31` },
        categories: [],
        wallets: [],
        accounts: [],
        types: [],
        currencies: null,
        payment_methods: [],
        tags: [],
      },
    ]);
    expect(
      within(incoming)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Amount', 'Amount before', 'Change rate']);
    expect(rowsOf(incoming)).toEqual([
      ['Salary', '€2,000.00', '€1,800.00', '↑ up11%'],
      ['TOTAL', '€2,000.00', '€1,800.00', '↑ up11%'],
    ]);
    const expenses = screen.getByRole('table', { name: 'Expenses' });
    expect(rowsOf(expenses)).toEqual([
      ['Groceries', '-€300.10', '-€400.00', '↓ down-25%'],
      ['Restaurants & fast food', '-€99.90', '-€50.00', '↑ up100%'],
      // Expenses change as spending, like the API's rows: 450.00 spent before, 400.00 now.
      ['TOTAL', '-€400.00', '-€450.00', '↓ down-11%'],
    ]);
    expect(
      within(expenses)
        .getAllByText(/%$/)
        .map((rate) => rate.getAttribute('data-trend')),
    ).toEqual(['down', 'up', 'down']);
    expect(linkTarget('By label')).toBe('/stats/graph/label');
    expect(linkTarget('See all')).toBe(`/see_all/incoming?start=${year}-01-01&end=${year}-12-31`);

    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year - 1) } });
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ date: { start: `${year - 1}-01-01`, end: `${year - 1}-12-31` } });
  });

  it('says there is no data when the year has none', async () => {
    api.handle((call) =>
      call.path === '/api/stats/entries' ? ok({ type: 'Table', rows: [] }) : answers(call),
    );
    await openArea('/stats');
    const incoming = await screen.findByRole('table', { name: 'Incoming' });
    expect(within(incoming).getByText('No data to display')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Expenses' })).getByText('No data to display'),
    ).toBeTruthy();
  });
});

describe('graph stats (/stats/graph/:type)', () => {
  it('compares the stored month with the month before, by label, and keeps the month chosen', async () => {
    localStorage.setItem('chart-month', '3');
    localStorage.setItem('chart-year', '2024');
    await openArea('/stats/graph/label');
    expect(heading('Month over month by label')).toBeTruthy();
    const month = screen.getByLabelText('Month') as HTMLInputElement;
    expect(month.value).toBe('2024-03');
    const expenses = await screen.findByRole('table', { name: 'Expenses' });
    const graphCalls = api.calls.filter((call) => call.path.startsWith('/api/stats/graph/'));
    expect(graphCalls.map((call) => `${call.path} ${JSON.stringify(call.body)}`).sort()).toEqual([
      '/api/stats/graph/label/expenses {"timeStart":"2024-02-01","timeEnd":"2024-02-29"}',
      '/api/stats/graph/label/expenses {"timeStart":"2024-03-01","timeEnd":"2024-03-31"}',
      '/api/stats/graph/label/incoming {"timeStart":"2024-02-01","timeEnd":"2024-02-29"}',
      '/api/stats/graph/label/incoming {"timeStart":"2024-03-01","timeEnd":"2024-03-31"}',
    ]);
    expect(
      within(expenses)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Label', 'This month', 'Previous month', 'Change']);
    expect(rowsOf(expenses)).toEqual([
      // Expenses change as spending: 150.00 spent after 100.00 is a rise of 50%.
      ['Holiday', '-€150.00', '-€100.00', '↑ up50%'],
      ['Home', '-€50.00', '€0.00', '↑ up100%'],
      ['TOTAL', '-€200.00', '-€100.00', '↑ up100%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Incoming' }))[0]).toEqual([
      'Work',
      '€1,000.00',
      '€0.00',
      '↑ up100%',
    ]);

    fireEvent.change(month, { target: { value: '2023-01' } });
    expect(localStorage.getItem('chart-month')).toBe('1');
    expect(localStorage.getItem('chart-year')).toBe('2023');
    await waitFor(() =>
      expect(callsTo(api, '/api/stats/graph/label/incoming').map((call) => call.body)).toContainEqual({
        timeStart: '2022-12-01',
        timeEnd: '2022-12-31',
      }),
    );
  });

  it('sends an unknown graph type to the stats page', async () => {
    const view = await openArea('/stats/graph/nonsense');
    expect(view.location()).toBe('/stats');
    await screen.findByRole('table', { name: 'Incoming' });
  });
});

describe('stats search (/stats/search)', () => {
  it('sends the chosen filters and shows incoming and expenses by sub-category with totals', async () => {
    await openArea('/stats/search');
    expect(heading('Stats search')).toBeTruthy();
    expect(screen.getAllByText('No data selected')).toHaveLength(2);

    const ready = (name: string) =>
      waitFor(() =>
        expect((screen.getByRole('combobox', { name }) as HTMLInputElement).disabled).toBe(false),
      );
    await ready('Categories');
    fireEvent.click(screen.getByRole('combobox', { name: 'Categories' }));
    expect(
      within(screen.getByRole('listbox', { name: 'Categories' }))
        .getAllByRole('group')
        .map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent),
    ).toEqual(['Food & drinks', 'Income']);
    expect(pickOptions('Categories', 'Groceries')).toEqual(['Groceries']);
    await ready('Currencies');
    expect(pickOptions('Currencies', '€ · Euro')).toEqual(['€ · Euro']);
    await ready('Payment types');
    expect(pickOptions('Payment types', 'Cash')).toEqual(['Cash']);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-06-30' } });
    // Nothing is asked before Search.
    expect(bodies()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    const expenses = await screen.findByRole('table', { name: 'Expenses' });
    expect(bodies()).toEqual([
      {
        date: { start: '2025-01-01', end: '2025-06-30' },
        categories: [3],
        wallets: [],
        accounts: [],
        types: [],
        currencies: [2],
        payment_methods: [4],
        tags: [],
      },
    ]);
    expect(rowsOf(expenses)).toEqual([
      ['Groceries', '-€300.10'],
      ['Restaurants & fast food', '-€99.90'],
      ['TOTAL', '-€400.00'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Incoming' }))).toEqual([
      ['Salary', '€2,000.00'],
      ['TOTAL', '€2,000.00'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findAllByText('No data selected')).toHaveLength(2);
    expect(pickedOptions('Categories')).toEqual([]);
    const month = currentMonthRange(new Date());
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(month.start);
  });

  it('shows the range rule of the filter and sends nothing', async () => {
    await openArea('/stats/search');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The range can be at most 365 days');
    expect(bodies()).toEqual([]);
  });
});

describe('see all (/see_all/:type)', () => {
  it('lists one side of the ledger by sub-category for the range of the link', async () => {
    await openArea('/see_all/expenses?start=2025-03-01&end=2025-03-31');
    expect(heading('All expenses by category')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'All expenses by category' });
    expect(bodies()).toEqual([
      {
        date: { start: '2025-03-01', end: '2025-03-31' },
        categories: [],
        wallets: [],
        accounts: [],
        types: ['expenses'],
        currencies: null,
        payment_methods: [],
        tags: [],
      },
    ]);
    expect(rowsOf(table).map((row) => row[0])).toEqual(['Groceries', 'Restaurants & fast food', 'TOTAL']);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-02-01' } });
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ date: { start: '2025-02-01', end: '2025-03-31' } });
  });

  it('takes the current month when the link has no range, and masks amounts when hidden', async () => {
    sessionStore.set(hideAmountsAtom, true);
    const month = currentMonthRange(new Date());
    await openArea('/see_all/incoming');
    const table = await screen.findByRole('table', { name: 'All incoming by category' });
    expect(bodies()[0]).toMatchObject({ date: month, types: ['incoming'] });
    expect(rowsOf(table)[0]).toEqual(['Salary', '••••', '••••', '↑ up11%']);
  });

  it('sends an unknown type to the dashboard', async () => {
    const view = await openArea('/see_all/nonsense');
    expect(view.location()).toBe('/dashboard');
  });
});
