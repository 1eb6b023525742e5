// @vitest-environment jsdom
import { configureHttp, hideAmountsAtom, queryClient, sessionStore } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { ok, renderArea, type StubApi, type StubCall, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prefetchPage } from '../../app.tsx';
import { statsDashboardArea } from '../../area.tsx';
import {
  bar,
  callsTo,
  dateTimePairs,
  forecast,
  lineChart,
  referenceAnswer,
  tableRow,
} from '../../testing/fixtures.ts';
import { currentMonthRange, monthsOfYear, toMonthValue } from '../../utils/date-range.ts';

let api: StubApi;
const today = new Date();
const year = today.getFullYear();
const month = currentMonthRange(today);

const groceries = { id: 3, slug: 'groceries', category: { id: 1, slug: 'food_drinks', icon: 'food' } };
const restaurants = {
  id: 2,
  slug: 'restaurants_fast_food',
  category: { id: 1, slug: 'food_drinks', icon: 'food' },
};
const salary = { id: 73, slug: 'salary', category: { id: 10, slug: 'income', icon: 'income' } };

/** The bars by category of the current month (two of groceries, summed; the salary is no spending). */
const monthBars = [
  bar(-50, groceries),
  bar(-30, restaurants, '#fb8c00'),
  bar(-25.5, groceries),
  bar(100, salary),
];

/** The answers of a dashboard with data; `empty` answers every chart with nothing. */
function dashboardAnswers(empty = false) {
  return (call: StubCall) => {
    const [range] = dateTimePairs(call);
    switch (call.path) {
      case '/api/stats/average-expenses':
        return ok({ total: empty ? 0 : -123.4 });
      case '/api/stats/average-incoming':
        return ok({ total: empty ? 0 : 1500 });
      case '/api/stats/average-savings':
        return ok({ total: empty ? 0 : -200 });
      case '/api/stats/total/planned/remaining':
        return ok({ total: empty ? 0 : -50 });
      case '/api/stats/chart/line/incoming-expenses':
        return ok(lineChart(year, empty ? {} : { incoming: [1000, 2000], expenses: [-300, -400.5] }));
      case '/api/stats/chart/bar/expenses/category':
        return ok({ bar: empty || range?.start !== month.start ? [] : monthBars });
      case '/api/stats/chart/table/expenses/category/monthly': {
        // The bars of each month of the year asked: this month's, and 10.00 of groceries in January.
        const asked = Number(call.query.get('year'));
        return ok({
          months: Array.from({ length: 12 }, (_, index) => {
            const key = toMonthValue(asked, index + 1);
            if (empty) return { month: key, bar: [] };
            if (key === month.start.slice(0, 7)) return { month: key, bar: monthBars };
            return { month: key, bar: index === 0 ? [bar(-10, groceries)] : [] };
          }),
        });
      }
      case '/api/stats/chart/bar/expenses/label':
        return ok({
          bar: empty
            ? []
            : [
                bar(-40, { id: 7, name: 'Holiday' }, '#4caf50'),
                bar(-20, { id: 8, name: 'Car' }, '#2196f3'),
                bar(5, { id: 9, name: 'Refund' }),
              ],
        });
      case '/api/stats/chart/table/expenses/category':
        return ok({
          type: 'Table',
          rows: empty
            ? []
            : [
                tableRow({
                  id: 2,
                  label: 'restaurants_fast_food',
                  amount: -30,
                  prevAmount: -20,
                  bounceRate: -50,
                }),
                tableRow({ id: 16, label: 'rent', amount: 0, prevAmount: -800, bounceRate: 100 }),
                tableRow({ id: 3, label: 'groceries', amount: -75.5, prevAmount: -100, bounceRate: 25 }),
              ],
        });
      case '/api/stats/forecast':
        return ok(
          forecast(
            empty
              ? []
              : [
                  { date: '2026-05-01', total: 900 },
                  { date: '2026-05-02', total: 120.25 },
                  { date: '2026-05-03', total: 400 },
                ],
          ),
        );
      default:
        return referenceAnswer(call);
    }
  };
}

function viewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
}

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  viewport(1440, 900);
  api.handle(dashboardAnswers());
});
afterEach(() => sessionStore.set(hideAmountsAtom, false));

const heading = (name: string, level = 1) => screen.getByRole('heading', { level, name });
const linkTarget = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const chartTitles = () => screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent);
/** The rows of a table as text, cell by cell. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));

describe('dashboard (/dashboard)', () => {
  it("lets the shell start the charts' calls as soon as the area's code is in, for the dashboard only", async () => {
    queryClient.clear();
    prefetchPage('/stats');
    prefetchPage('/dashboard');
    const charts = [
      '/api/stats/chart/line/incoming-expenses',
      '/api/stats/chart/bar/expenses/category',
      '/api/stats/chart/bar/expenses/label',
      '/api/stats/forecast',
    ];
    await waitFor(() => expect(api.calls.map((call) => call.path).sort()).toEqual([...charts].sort()));
    expect(dateTimePairs(callsTo(api, charts[0] ?? '')[0])).toEqual(monthsOfYear(year));
    expect(callsTo(api, '/api/stats/chart/bar/expenses/category').map(dateTimePairs)).toEqual([[month]]);
    // Asked again (the page renders), nothing leaves twice.
    prefetchPage('/dashboard');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls).toHaveLength(charts.length);
    queryClient.clear();
  });

  it('shows the averages positive and asks each chart for the current month and the current year', async () => {
    await renderArea(statsDashboardArea, '/dashboard');
    expect(heading('Dashboard')).toBeTruthy();
    expect(linkTarget('Add')).toBe('/entry');
    expect(linkTarget('Show')).toBe('/entries');
    expect(linkTarget('Search')).toBe('/search');
    expect(chartTitles()).toEqual([
      'Averages',
      'Incoming and expenses by month',
      'Expenses by category',
      'Expenses by label',
      `Monthly expenses by category, ${year}`,
      'Category comparison',
      'Balance forecast',
    ]);

    const averages = screen.getByRole('region', { name: 'Averages' });
    // The first render loads the area's modules: on a busy machine the figures may take over a second.
    for (const amount of ['€123.40', '€1,500.00', '€200.00', '€50.00'])
      expect(await within(averages).findByText(amount, {}, { timeout: 5000 })).toBeTruthy();
    expect(within(averages).getByText('Average expenses')).toBeTruthy();
    expect(within(averages).getByText('Planned expenses')).toBeTruthy();

    await screen.findByRole('table', { name: 'Category comparison' });
    // The line chart: the twelve months of the year, one date_time pair each.
    const line = callsTo(api, '/api/stats/chart/line/incoming-expenses');
    expect(line).toHaveLength(1);
    expect(dateTimePairs(line[0])).toEqual(monthsOfYear(year));
    expect(line[0]?.query.get('date_time[0][start]')).toBe(`${year}-01-01`);
    expect(line[0]?.query.get('date_time[11][end]')).toBe(`${year}-12-31`);
    // The bars and tables of the range: the current month, a single pair.
    for (const path of ['/api/stats/chart/bar/expenses/label', '/api/stats/chart/table/expenses/category']) {
      expect(callsTo(api, path).map(dateTimePairs)).toEqual([[month]]);
    }
    // The bars by category: the range of the dashboard only; the monthly table asks for its year in one call.
    expect(callsTo(api, '/api/stats/chart/bar/expenses/category').map(dateTimePairs)).toEqual([[month]]);
    expect(
      callsTo(api, '/api/stats/chart/table/expenses/category/monthly').map((call) => call.query.get('year')),
    ).toEqual([String(year)]);
    expect(callsTo(api, '/api/stats/forecast').map((call) => call.query.get('days'))).toEqual(['30']);
  });

  it('draws each chart with an accessible name and its data as a table: only spending, shown positive', async () => {
    await renderArea(statsDashboardArea, '/dashboard');
    const byCategory = await screen.findByRole('table', { name: 'Expenses by category' });
    expect(screen.getByRole('img', { name: 'Expenses by category' })).toBeTruthy();
    expect(rowsOf(byCategory)).toEqual([
      ['Groceries', '€75.50', '71.6%'],
      ['Restaurants & fast food', '€30.00', '28.4%'],
      ['TOTAL', '€105.50', '100%'],
    ]);
    const byLabel = screen.getByRole('table', { name: 'Expenses by label' });
    expect(screen.getByRole('img', { name: 'Expenses by label' })).toBeTruthy();
    expect(rowsOf(byLabel)).toEqual([
      ['Holiday', '€40.00', '66.7%'],
      ['Car', '€20.00', '33.3%'],
      ['TOTAL', '€60.00', '100%'],
    ]);

    const lineTable = await screen.findByRole('table', { name: 'Incoming and expenses by month' });
    expect(screen.getByRole('img', { name: 'Incoming and expenses by month' })).toBeTruthy();
    expect(
      within(lineTable)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Incoming', 'Expenses', 'Debits', 'Savings']);
    expect(rowsOf(lineTable).slice(0, 2)).toEqual([
      ['Jan', '€1,000.00', '€300.00', '€0.00', '€0.00'],
      ['Feb', '€2,000.00', '€400.50', '€0.00', '€0.00'],
    ]);

    // The table is there for screen readers and shown on request.
    const toggle = within(screen.getByRole('region', { name: 'Expenses by label' })).getByRole('button', {
      name: 'Show the data as a table',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide the data table');
    expect(linkTarget('See all')).toBe(`/see_all/expenses?start=${month.start}&end=${month.end}`);
  });

  it('hides the zero rows of the comparison table, sorts them by name and marks the changes', async () => {
    await renderArea(statsDashboardArea, '/dashboard');
    const comparison = await screen.findByRole('table', { name: 'Category comparison' });
    expect(
      within(comparison)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Category', 'Amount', 'Previous amount', 'Change']);
    expect(rowsOf(comparison)).toEqual([
      ['Groceries', '-€75.50', '-€100.00', '↑ up25%'],
      ['Restaurants & fast food', '-€30.00', '-€20.00', '↓ down-50%'],
    ]);
    const [groceries, restaurants] = within(comparison).getAllByText(/%$/);
    expect(groceries?.getAttribute('data-trend')).toBe('up');
    expect(groceries?.style.color).toBe('var(--bc-red)');
    expect(restaurants?.getAttribute('data-trend')).toBe('down');
    expect(restaurants?.style.color).toBe('var(--bc-green)');
  });

  it('lists the monthly expenses by category with a total per month', async () => {
    await renderArea(statsDashboardArea, '/dashboard');
    const monthly = await screen.findByRole('table', { name: `Monthly expenses by category, ${year}` });
    const headers = within(monthly)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Category',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    const rows = rowsOf(monthly);
    expect(rows.map((row) => row[0])).toEqual(['Groceries', 'Restaurants & fast food', 'TOTAL']);
    const column = today.getMonth() + 1;
    expect(rows[0]?.[column]).toBe('€75.50');
    if (column !== 1) expect(rows[0]?.[1]).toBe('€10.00');
    expect(rows[2]?.[column]).toBe('€105.50');
  });

  it('refreshes the monthly table when an entry is written, as the other charts', async () => {
    const { queryClient } = await renderArea(statsDashboardArea, '/dashboard');
    const caption = `Monthly expenses by category, ${year}`;
    await screen.findByRole('table', { name: caption });
    const monthlyCalls = () => callsTo(api, '/api/stats/chart/table/expenses/category/monthly');
    expect(monthlyCalls()).toHaveLength(1);
    api.handle((call) => {
      if (call.path !== '/api/stats/chart/table/expenses/category/monthly') return dashboardAnswers()(call);
      return ok({
        months: Array.from({ length: 12 }, (_, index) => ({
          month: toMonthValue(year, index + 1),
          bar: index === 0 ? [bar(-99, restaurants)] : [],
        })),
      });
    });
    // What saving, deleting or importing an entry invalidates.
    await queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets });
    // (A new handler starts a new log of calls.)
    await waitFor(() => expect(monthlyCalls()).toHaveLength(1));
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: caption })).map((row) => row.slice(0, 2))).toEqual([
        ['Restaurants & fast food', '€99.00'],
        ['TOTAL', '€99.00'],
      ]),
    );
  });

  it('says so when the monthly table cannot be read', async () => {
    api.handle((call) =>
      call.path === '/api/stats/chart/table/expenses/category/monthly'
        ? { status: 500, body: { error: 'Internal error', status: 500, code: 'internal_error' } }
        : dashboardAnswers()(call),
    );
    await renderArea(statsDashboardArea, '/dashboard');
    const region = screen.getByRole('region', { name: `Monthly expenses by category, ${year}` });
    expect((await within(region).findByRole('alert')).textContent).toBeTruthy();
    expect(within(region).queryByRole('table')).toBeNull();
  });

  it('reloads the charts of the range when it changes, and refuses a range the API would not take', async () => {
    await renderArea(statsDashboardArea, '/dashboard');
    await screen.findByRole('table', { name: 'Category comparison' });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(month.start);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(month.end);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-02-29' } });
    await waitFor(() =>
      expect(callsTo(api, '/api/stats/chart/bar/expenses/label').map(dateTimePairs)).toContainEqual([
        { start: '2024-02-01', end: '2024-02-29' },
      ]),
    );
    expect(callsTo(api, '/api/stats/chart/table/expenses/category').map(dateTimePairs)).toContainEqual([
      { start: '2024-02-01', end: '2024-02-29' },
    ]);
    expect(linkTarget('See all')).toBe('/see_all/expenses?start=2024-02-01&end=2024-02-29');

    const asked = callsTo(api, '/api/stats/chart/bar/expenses/label').length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-01-15' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start date must not be after the end date',
    );
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-02-02' } });
    expect(screen.getByRole('alert').textContent).toBe('The range can be at most 365 days');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose both a start and an end date');
    expect(callsTo(api, '/api/stats/chart/bar/expenses/label')).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-01-31' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(callsTo(api, '/api/stats/chart/bar/expenses/label').map(dateTimePairs)).toContainEqual([
        { start: '2024-02-01', end: '2025-01-31' },
      ]),
    );
  });

  it('asks the line chart for the twelve months of the year chosen among the last 10', async () => {
    await renderArea(statsDashboardArea, '/dashboard');
    const select = screen.getByLabelText('Year') as HTMLSelectElement;
    expect(select.value).toBe(String(year));
    expect([...select.options].map((option) => Number(option.value))).toEqual(
      Array.from({ length: 10 }, (_, index) => year - index),
    );
    fireEvent.change(select, { target: { value: String(year - 3) } });
    await waitFor(() => expect(callsTo(api, '/api/stats/chart/line/incoming-expenses')).toHaveLength(2));
    expect(dateTimePairs(callsTo(api, '/api/stats/chart/line/incoming-expenses')[1])).toEqual(
      monthsOfYear(year - 3),
    );
    await screen.findByRole('table', { name: `Monthly expenses by category, ${year - 3}` });
    expect(
      callsTo(api, '/api/stats/chart/table/expenses/category/monthly').map((call) => call.query.get('year')),
    ).toEqual([String(year), String(year - 3)]);
  });

  it('shows the forecast with its lowest point, for 30 or 90 days', async () => {
    await renderArea(statsDashboardArea, '/dashboard');
    const card = screen.getByRole('region', { name: 'Balance forecast' });
    expect(await within(card).findAllByText('€120.25')).toHaveLength(2);
    expect(within(card).getByText(/Lowest balance:/).textContent).toBe('Lowest balance: €120.25 (May 2)');
    expect(rowsOf(within(card).getByRole('table', { name: 'Balance forecast' }))).toEqual([
      ['May 1', '€900.00'],
      ['May 2', '€120.25'],
      ['May 3', '€400.00'],
    ]);
    fireEvent.click(within(card).getByRole('radio', { name: 'Next 90 days' }));
    await waitFor(() =>
      expect(callsTo(api, '/api/stats/forecast').map((call) => call.query.get('days'))).toEqual(['30', '90']),
    );
  });

  it('says there is no data only where a chart truly has none', async () => {
    api.handle(dashboardAnswers(true));
    await renderArea(statsDashboardArea, '/dashboard');
    await waitFor(() => expect(screen.getAllByText('No data to display')).toHaveLength(6));
    const averages = screen.getByRole('region', { name: 'Averages' });
    expect(within(averages).getAllByText('€0.00')).toHaveLength(4);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('collapses a table with its disclosure button', async () => {
    await renderArea(statsDashboardArea, '/dashboard');
    await screen.findByRole('table', { name: 'Category comparison' });
    const toggle = screen.getByRole('button', { name: 'Category comparison' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'Category comparison' })).toBeNull();
  });

  it('masks every amount in hide-amounts mode', async () => {
    sessionStore.set(hideAmountsAtom, true);
    await renderArea(statsDashboardArea, '/dashboard');
    const comparison = await screen.findByRole('table', { name: 'Category comparison' });
    await within(screen.getByRole('region', { name: 'Averages' })).findAllByText('••••');
    expect(screen.queryByText(/\d\.\d\d €/)).toBeNull();
    expect(rowsOf(comparison)[0]).toEqual(['Groceries', '••••', '••••', '↑ up25%']);
    for (const amount of within(comparison).getAllByText('••••'))
      expect(amount.className).toContain('bc-amount');
    expect(screen.getByRole('img', { name: 'Expenses by category' }).className).toContain('bc-amount');
  });
});

describe('dashboard on a phone', () => {
  it('shows the category doughnut and the category details instead of the desktop tables', async () => {
    viewport(375, 812);
    await renderArea(statsDashboardArea, '/dashboard');
    expect(chartTitles()).toEqual([
      'Averages',
      'Incoming and expenses by month',
      'Expenses by category',
      'Category details',
      'Balance forecast',
    ]);
    const details = screen.getByRole('region', { name: 'Category details' });
    expect(await within(details).findByText('Groceries')).toBeTruthy();
    expect(within(details).getByText('€75.50')).toBeTruthy();
    expect(within(details).getByText('71.6%')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Category comparison' })).toBeNull();
    expect(callsTo(api, '/api/stats/chart/table/expenses/category')).toHaveLength(0);
  });
});
