import type { SubCategoryWithParent, Wallet } from '@bc/api';
import { expect, type Locator, type Page } from '@playwright/test';
import { createSetUpUser, sessionHeaders } from './support/accounts.ts';
import { embedUrl } from './support/embed.ts';
import { test } from './support/fixtures.ts';
import { addEntry, topStrip } from './support/ledger.ts';
import { APP_ORIGIN } from './support/ports.ts';

/** The server counts days in UTC: the browser reads and writes dates in UTC too. */
test.use({ timezoneId: 'UTC' });

/**
 * The layout follows SPEC §2's device detection, not the width alone: a window under 1.6 wide for 1 high is
 * laid out as a phone (the doughnut and its list), so 1366×900 gets the phone layout too; the desktop
 * variant (bars, comparison and monthly tables) is the one of a wider window such as 1366×768.
 */
const screens = [
  { name: 'a desktop (1366×900)', layout: 'mobile', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'a wide desktop (1366×768)', layout: 'desktop', use: { viewport: { width: 1366, height: 768 } } },
  {
    name: 'a phone (390×844)',
    layout: 'mobile',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** A month's short name as the charts write it (English). */
const shortMonth = (date: Date) => date.toLocaleString('en', { month: 'short', timeZone: 'UTC' });

/** This month and the one before (UTC), with the first and last days of the one before. */
function months(now = new Date()) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const last = new Date(Date.UTC(year, month - 1, 1));
  const lastEnd = new Date(Date.UTC(year, month, 0));
  return {
    thisMonth: shortMonth(now),
    lastMonth: shortMonth(last),
    /** The 10th of last month at noon, as the entry form's date field takes it. */
    lastMonthDate: `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}-10T12:00`,
    lastMonthRange: { start: isoDay(last), end: isoDay(lastEnd) },
    /** In January, last month belongs to last year: its data shows in the year before. */
    lastMonthThisYear: last.getUTCFullYear() === year,
    /** A year without entries, the year selector's (10 years back). */
    emptyYear: last.getUTCFullYear() === year ? year - 1 : year - 2,
  };
}

/** A table by its caption: each chart's data table, and the dashboard's own tables. */
const table = (scope: Page | Locator, caption: string) =>
  scope.getByRole('table', { name: caption, exact: true });

/** The cells of a table's row, its header first. */
const cells = (scope: Locator, rowHeader: string) =>
  scope
    .getByRole('row')
    .filter({ has: scope.page().getByRole('rowheader', { name: rowHeader, exact: true }) })
    .locator('th, td');

/** The body rows of a table. */
const bodyRows = (scope: Locator) => scope.locator('tbody tr');

/** A card of the top strip's summary, by its label. */
const summaryCard = (page: Page, label: string) =>
  topStrip(page).getByRole('list', { name: 'Summary' }).getByRole('listitem').filter({ hasText: label });

/** A figure of a definition list, by its term. */
const figure = (scope: Locator, term: string): Locator =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** The eye button sits in the sidebar, behind the menu button on a phone. */
async function hideAmounts(page: Page, phoneLayout: boolean): Promise<void> {
  if (phoneLayout) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(page.locator('body')).toHaveClass(/bc-amounts-hidden/);
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const screen of screens) {
  test.describe(`on ${screen.name}`, () => {
    test.use(screen.use);
    /** The phone layout: the sidebar behind the menu button, the dashboard's phone variant. */
    const phoneLayout = screen.layout === 'mobile';
    const width = screen.use.viewport.width;

    test('the dashboard follows entries of two months: charts, tables, period, year and hidden amounts', async ({
      signedInPage: page,
    }) => {
      // Five entries through the form, each seen saved and then in the list, before the dashboard's own steps.
      test.slow();
      const when = months();
      // Last month: groceries and the rent. This month (the form's date: now): groceries, fuel and the salary.
      await addEntry(page, {
        tab: 'Expenses',
        amount: '40',
        wallet: 'Bank',
        category: 'Groceries',
        date: when.lastMonthDate,
      });
      await addEntry(page, {
        tab: 'Expenses',
        amount: '800',
        wallet: 'Bank',
        category: 'Rent',
        date: when.lastMonthDate,
      });
      await addEntry(page, { tab: 'Expenses', amount: '60,5', wallet: 'Bank', category: 'Groceries' });
      await addEntry(page, { tab: 'Expenses', amount: '30', wallet: 'Bank', category: 'Fuel' });
      await addEntry(page, { tab: 'Incoming', amount: '2000', wallet: 'Bank', category: 'Salary' });

      // The dashboard opened anew makes each chart's call once: the calls the area starts as soon as its code
      // is in (prefetchPage) are the page's own, for the same month and year.
      const chartCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/stats/chart/') || pathname === '/api/stats/forecast') {
          chartCalls.push(pathname);
        }
      });
      await page.goto('/app/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
      const opening = ['/api/stats/chart/line/incoming-expenses', '/api/stats/chart/bar/expenses/category'];
      await expect.poll(() => opening.every((path) => chartCalls.includes(path))).toBe(true);
      await expect(page.getByRole('img', { name: 'Balance forecast' })).toBeVisible();
      expect(chartCalls.filter((call, index) => chartCalls.indexOf(call) !== index)).toEqual([]);

      // This month's expenses by category (bars on a desktop, a doughnut on a phone): 60.50 + 30.00.
      const byCategory = table(page, 'Expenses by category');
      await expect(cells(byCategory, 'Groceries')).toHaveText(['Groceries', '€60.50', '66.9%']);
      await expect(cells(byCategory, 'Fuel')).toHaveText(['Fuel', '€30.00', '33.1%']);
      await expect(cells(byCategory, 'TOTAL')).toHaveText(['TOTAL', '€90.50', '100%']);
      await expect(bodyRows(byCategory)).toHaveCount(2);
      // The table is there for everyone on request.
      const categoryCard = page.getByRole('region', { name: 'Expenses by category' });
      await categoryCard.getByRole('button', { name: 'Show the data as a table' }).click();
      await expect(byCategory).toBeVisible();
      await expect(categoryCard.getByRole('img', { name: 'Expenses by category' })).toBeVisible();

      // The year's line chart: this month's incoming and expenses, last month's expenses; every month a row.
      const line = table(page, 'Incoming and expenses by month');
      await expect(line.getByRole('columnheader')).toHaveText([
        'Month',
        'Incoming',
        'Expenses',
        'Debits',
        'Savings',
      ]);
      await expect(bodyRows(line)).toHaveCount(12);
      await expect(cells(line, when.thisMonth)).toHaveText([
        when.thisMonth,
        '€2,000.00',
        '€90.50',
        '€0.00',
        '€0.00',
      ]);
      if (when.lastMonthThisYear) {
        await expect(cells(line, when.lastMonth)).toHaveText([
          when.lastMonth,
          '€0.00',
          '€840.00',
          '€0.00',
          '€0.00',
        ]);
      }
      await expect(page.getByRole('img', { name: 'Incoming and expenses by month' })).toBeVisible();

      if (phoneLayout) {
        // The phone's list under the doughnut.
        const details = page.getByRole('region', { name: 'Category details' });
        await expect(details.getByRole('listitem').filter({ hasText: 'Groceries' })).toContainText('€60.50');
        await expect(details.getByRole('listitem').filter({ hasText: 'Fuel' })).toContainText('€30.00');
      } else {
        // Against last month: groceries 60.50 after 40.00 (+51%), fuel new (+100%); no rent this month.
        const comparison = table(page, 'Category comparison');
        await expect(comparison.getByRole('columnheader')).toHaveText([
          'Category',
          'Amount',
          'Previous amount',
          'Change',
        ]);
        await expect(cells(comparison, 'Groceries')).toHaveText([
          'Groceries',
          '-€60.50',
          '-€40.00',
          /↑\s*up\s*51%/,
        ]);
        await expect(cells(comparison, 'Fuel')).toHaveText(['Fuel', '-€30.00', '€0.00', /↑\s*up\s*100%/]);
        await expect(bodyRows(comparison)).toHaveCount(2);
        // The monthly table of the year: rent only last month.
        if (when.lastMonthThisYear) {
          const monthly = table(page, `Monthly expenses by category, ${new Date().getUTCFullYear()}`);
          const rent = cells(monthly, 'Rent');
          await expect(rent).toHaveCount(13);
          await expect(rent.nth(new Date().getUTCMonth())).toHaveText('€800.00');
          await expect(rent.nth(new Date().getUTCMonth() + 1)).toHaveText('€0.00');
        }
      }
      await expectNoSidewaysScroll(page, width);

      // "See all" opens this month's expenses against last month's. Expenses change as spending, as the
      // API's rows do: 90.50 spent after 40.00 is a rise.
      await categoryCard.getByRole('link', { name: 'See all' }).click();
      await expect(page).toHaveURL(/\/app\/see_all\/expenses\?start=\d{4}-\d{2}-01&end=/);
      const seeAll = table(page, 'All expenses by category');
      await expect(cells(seeAll, 'Groceries')).toHaveText([
        'Groceries',
        '-€60.50',
        '-€40.00',
        /↑\s*up\s*51%/,
      ]);
      await expect(cells(seeAll, 'TOTAL')).toHaveText(['TOTAL', '-€90.50', '-€40.00', /↑\s*up\s*126%/]);
      await expectNoSidewaysScroll(page, width);
      // Month over month by category: the rent of last month is gone (down), and so is most of the spending.
      await page.goto('/app/stats/graph/category');
      const monthExpenses = table(page, 'Expenses');
      await expect(cells(monthExpenses, 'Rent')).toHaveText([
        'Rent',
        '€0.00',
        '-€800.00',
        /↓\s*down\s*-100%/,
      ]);
      await expect(cells(monthExpenses, 'TOTAL')).toHaveText([
        'TOTAL',
        '-€90.50',
        '-€840.00',
        /↓\s*down\s*-89%/,
      ]);
      await expect(cells(table(page, 'Incoming'), 'Salary')).toHaveText([
        'Salary',
        '€2,000.00',
        '€0.00',
        /↑\s*up\s*100%/,
      ]);
      await expectNoSidewaysScroll(page, width);
      await page.goto('/app/dashboard');

      // The period becomes last month: the figures follow (rent 800.00 + groceries 40.00).
      const period = page.getByRole('form', { name: 'Period' });
      await period.getByLabel('From').fill(when.lastMonthRange.start);
      await period.getByLabel('To').fill(when.lastMonthRange.end);
      await expect(period.getByRole('alert')).toHaveCount(0);
      await expect(cells(byCategory, 'Rent')).toHaveText(['Rent', '€800.00', '95.2%']);
      await expect(cells(byCategory, 'Groceries')).toHaveText(['Groceries', '€40.00', '4.8%']);
      await expect(cells(byCategory, 'TOTAL')).toHaveText(['TOTAL', '€840.00', '100%']);
      await expect(byCategory.getByRole('rowheader', { name: 'Fuel' })).toHaveCount(0);
      if (!phoneLayout) {
        const comparison = table(page, 'Category comparison');
        await expect(cells(comparison, 'Rent')).toHaveText(['Rent', '-€800.00', '€0.00', /↑\s*up\s*100%/]);
        await expect(cells(comparison, 'Groceries')).toHaveText([
          'Groceries',
          '-€40.00',
          '€0.00',
          /↑\s*up\s*100%/,
        ]);
        await expect(bodyRows(comparison)).toHaveCount(2);
      }

      // A year without entries: the line chart says so, and so does the monthly table.
      const lineCard = page.getByRole('region', { name: 'Incoming and expenses by month' });
      await expect(lineCard.getByLabel('Year').locator('option')).toHaveCount(10);
      await lineCard.getByLabel('Year').selectOption(String(when.emptyYear));
      await expect(lineCard.getByText('No data to display')).toBeVisible();
      await expect(line).toHaveCount(0);
      if (!phoneLayout) {
        const monthly = table(page, `Monthly expenses by category, ${when.emptyYear}`);
        await expect(monthly.getByRole('cell')).toHaveText(['No data to display']);
      }

      // Hide amounts: every figure masked, the shares still there.
      await hideAmounts(page, phoneLayout);
      await expect(cells(byCategory, 'Rent')).toHaveText(['Rent', '••••', '95.2%']);
      await expect(cells(byCategory, 'TOTAL')).toHaveText(['TOTAL', '••••', '100%']);
      await expect(page.getByRole('region', { name: 'Averages' }).locator('dd')).toHaveText(
        Array(4).fill('••••'),
      );
      await expect(summaryCard(page, 'Wallets total')).toContainText('••••');
      if (!phoneLayout) {
        await expect(cells(table(page, 'Category comparison'), 'Rent')).toHaveText([
          'Rent',
          '••••',
          '••••',
          /100%/,
        ]);
      }
      await expectNoSidewaysScroll(page, width);
    });

    test('the top strip and the profile follow an entry just added: total and health', async ({
      signedInPage: page,
    }) => {
      await page.goto('/app/dashboard');
      await expect(summaryCard(page, 'Wallets total')).toContainText('€0.00');
      await expect(summaryCard(page, 'My health')).toContainText('€0.00');

      await addEntry(page, { tab: 'Incoming', amount: '250', wallet: 'Bank', category: 'Salary' });
      await expect(summaryCard(page, 'Wallets total')).toContainText('€250.00');
      await expect(summaryCard(page, 'My health')).toContainText('€250.00');
      await expect(summaryCard(page, 'Incoming this month')).toContainText('€250.00');

      await addEntry(page, { tab: 'Expenses', amount: '40', wallet: 'Bank', category: 'Groceries' });
      await expect(summaryCard(page, 'Wallets total')).toContainText('€210.00');
      await expect(summaryCard(page, 'My health')).toContainText('€210.00');
      await expect(summaryCard(page, 'Expenses this month')).toContainText('€40.00');
      await expect(summaryCard(page, 'My health').locator('.bc-health-icon')).toHaveAttribute(
        'data-health',
        'good',
      );
      await expectNoSidewaysScroll(page, width);

      // The profile's figures say the same.
      await page.goto('/app/settings/profile');
      const figures = page.getByRole('region', { name: 'Your wallets' });
      await expect(figure(figures, 'Wallets total')).toHaveText('€210.00');
      await expect(figure(figures, 'My health')).toHaveText('€210.00');
      await expect(figure(figures, 'Incoming this month')).toHaveText('€250.00');
      await expect(figure(figures, 'Expenses this month')).toContainText('€40.00');
      await expectNoSidewaysScroll(page, width);
    });

    test("the stats embed on a partner's page shows the figures of a user signed in through the API", async ({
      page,
      request,
    }) => {
      const user = await createSetUpUser(request, { prefix: 'embed' });
      const headers = sessionHeaders(user.session);
      const [bank] = (await (
        await request.get(`${APP_ORIGIN}/api/wallet/list`, { headers })
      ).json()) as Wallet[];
      const categories = (await (
        await request.get(`${APP_ORIGIN}/api/categories`)
      ).json()) as SubCategoryWithParent[];
      const groceries = categories.find((sub) => sub.slug === 'groceries');
      const created = await request.post(`${APP_ORIGIN}/api/entry/expenses`, {
        headers,
        data: {
          type: 'expenses',
          amount: -42.5,
          account_id: bank?.id,
          category_id: groceries?.id,
          confirmed: true,
          date_time: new Date(Date.now() - 60_000).toISOString(),
        },
      });
      expect(created.status()).toBe(201);

      const statsCall = page.waitForRequest((each) => each.url().startsWith(`${APP_ORIGIN}/api/stats/`));
      await page.goto(embedUrl(user.session));
      const sent = (await statsCall).headers();
      expect(sent.authorization).toBe(`Bearer ${user.session.token}`);
      expect(sent['x-bc-token']).toBe(user.session.sessionToken);
      expect(sent['x-ws']).toBe(user.workspace.uuid);

      const widget = page.locator('#budget-control-stats');
      await expect(widget.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
      const byCategory = table(widget, 'Expenses by category');
      await expect(cells(byCategory, 'Groceries')).toHaveText(['Groceries', '€42.50', '100%']);
      await expect(cells(byCategory, 'TOTAL')).toHaveText(['TOTAL', '€42.50', '100%']);
      const month = shortMonth(new Date());
      await expect(cells(table(widget, 'Incoming and expenses by month'), month)).toHaveText([
        month,
        '€0.00',
        '€42.50',
        '€0.00',
        '€0.00',
      ]);
      // The host page's URL is not the embed's to change.
      expect(new URL(page.url()).pathname).toBe('/');
      await expectNoSidewaysScroll(page, width);
    });
  });
}
