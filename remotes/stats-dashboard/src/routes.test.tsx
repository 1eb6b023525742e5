// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { renderArea, startTestApi, type TestApi } from '@bc/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { statsDashboardArea } from './area.tsx';
import { currentMonthRange } from './utils/date-range.ts';

// The real API (reference data from the migrated database) answers the screens' requests.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  configureHttp({ apiBase: api.baseUrl });
}, 60_000);

afterAll(() => api?.close());

function viewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
}

afterEach(() => localStorage.clear());

const heading = (name: string, level = 1) => screen.getByRole('heading', { level, name });
const linkTarget = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const chartTitles = () => screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent);

describe('dashboard (/dashboard)', () => {
  it('shows the desktop charts and tables, each with its no-data message', async () => {
    viewport(1440, 900);
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
      'Monthly expenses by category',
      'Category comparison',
    ]);
    expect(screen.getAllByText('No data to display')).toHaveLength(6);
    const comparison = screen.getByRole('table', { name: 'Category comparison' });
    expect(
      within(comparison)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Category', 'Amount', 'Previous amount', 'Change']);
  });

  it('shows the mobile variant on a phone', async () => {
    viewport(375, 812);
    await renderArea(statsDashboardArea, '/dashboard');
    expect(chartTitles()).toEqual([
      'Averages',
      'Incoming and expenses by month',
      'Expenses by category',
      'Category details',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('defaults the date range to the current month', async () => {
    viewport(1440, 900);
    await renderArea(statsDashboardArea, '/dashboard');
    const month = currentMonthRange(new Date());
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(month.start);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(month.end);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2024-01-01');
    expect(screen.getByLabelText('To').getAttribute('min')).toBe('2024-01-01');
  });

  it('lists the current year and the 9 before it in the line chart year selector', async () => {
    viewport(1440, 900);
    await renderArea(statsDashboardArea, '/dashboard');
    const year = new Date().getFullYear();
    const select = screen.getByLabelText('Year') as HTMLSelectElement;
    expect(select.value).toBe(String(year));
    expect([...select.options].map((option) => Number(option.value))).toEqual(
      Array.from({ length: 10 }, (_, index) => year - index),
    );
  });

  it('collapses a table with its disclosure button', async () => {
    viewport(1440, 900);
    await renderArea(statsDashboardArea, '/dashboard');
    const toggle = screen.getByRole('button', { name: 'Category comparison' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'Category comparison' })).toBeNull();
  });
});

describe('stats', () => {
  it('shows the yearly summary tables of incoming and expenses', async () => {
    await renderArea(statsDashboardArea, '/stats');
    expect(heading('Stats')).toBeTruthy();
    for (const name of ['Incoming', 'Expenses']) {
      const table = screen.getByRole('table', { name });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Name', 'Amount', 'Amount before', 'Change rate']);
      expect(within(table).getByText('No data to display')).toBeTruthy();
    }
    expect(linkTarget('By label')).toBe('/stats/graph/label');
  });

  it('keeps the month of the graph stats in local storage', async () => {
    localStorage.setItem('chart-month', '3');
    localStorage.setItem('chart-year', '2024');
    await renderArea(statsDashboardArea, '/stats/graph/label');
    expect(heading('Month over month by label')).toBeTruthy();
    const month = screen.getByLabelText('Month') as HTMLInputElement;
    expect(month.value).toBe('2024-03');
    fireEvent.change(month, { target: { value: '2023-11' } });
    expect(localStorage.getItem('chart-month')).toBe('11');
    expect(localStorage.getItem('chart-year')).toBe('2023');
  });

  it('sends an unknown graph type and unknown stats paths to the stats page', async () => {
    const view = await renderArea(statsDashboardArea, '/stats/graph/nonsense');
    expect(view.location()).toBe('/stats');
  });

  it('offers the real categories, payment types and currencies as search filters', async () => {
    await renderArea(statsDashboardArea, '/stats/search');
    expect(heading('Stats search')).toBeTruthy();
    await screen.findByRole('option', { name: 'Food & drinks' });
    const categories = screen.getByLabelText('Categories') as HTMLSelectElement;
    expect(categories.options).toHaveLength(11);
    await screen.findByRole('option', { name: 'Cash' });
    expect((screen.getByLabelText('Payment types') as HTMLSelectElement).options).toHaveLength(5);
    await screen.findByRole('option', { name: '£ · British pound' });
    expect((screen.getByLabelText('Currencies') as HTMLSelectElement).options).toHaveLength(20);
    expect(screen.getAllByText('No data selected')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });
});
