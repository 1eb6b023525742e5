// Taking a list out (issue 24): a person narrows the entries list to a wallet and a type, presses Export CSV
// and gets a file of exactly the rows the list shows, every page of them; then the same for a search. The file
// is read as a spreadsheet program would: UTF-8 with a byte order mark, the header of ENTRY_CSV_COLUMNS, one
// row per entry with its id (the entry's uuid) and amount. On a phone the button is on screen without scrolling
// sideways, down to 360 px.
import { readFile } from 'node:fs/promises';
import { ENTRY_CSV_COLUMNS } from '@bc/api';
import type { Download, Locator, Page, TestInfo } from '@playwright/test';
import Papa from 'papaparse';
import { type AccountApi, accountApi, seedEntry, seedWallet } from './support/api-setup.ts';
import { expectAccessible } from './support/axe.ts';
import { test as base, expect } from './support/fixtures.ts';
import { stripWallet } from './support/ledger.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone.ts';

const GROCERIES = 3;
const SALARY = 73;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

type CsvRow = Record<(typeof ENTRY_CSV_COLUMNS)[number], string>;

/** Noon (UTC) of the day `days` from today: before today, a recorded entry; after it, a planned one. */
const daysFromNow = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(12, 0, 0, 0);
  return day.toISOString();
};

/**
 * Bank (the setup's) and Pocket, each with expenses and an income; Pocket also has a planned rent a month
 * ahead. Answers Pocket's uuid and those of its expenses, recorded (newest first) and planned.
 */
async function seed(api: AccountApi) {
  const bank = await api.walletId();
  const pocket = await seedWallet(api, 'Pocket', 100);
  const entry = (type: string, account_id: number, amount: number, note: string, days: number) =>
    seedEntry(api, type, {
      amount,
      account_id,
      category_id: amount < 0 ? GROCERIES : SALARY,
      note,
      date_time: daysFromNow(days),
    });
  await entry('expenses', bank, -12.3, 'Bread', -6);
  await entry('income', bank, 1500, 'Pay', -5);
  await entry('expenses', bank, -45, 'Fuel', -4);
  const coffee = await entry('expenses', pocket.id, -3.2, 'Coffee', -3);
  await entry('income', pocket.id, 20, 'Refund', -2);
  // Text a spreadsheet must read as it is: an accent, a comma, quotes and what looks like a formula.
  const lunch = await entry('expenses', pocket.id, -8.75, 'Lunch at "Café Zoë", =2+2', -1);
  const rent = await entry('expenses', pocket.id, -700, 'Rent', 30);
  return { wallet: pocket.uuid, recorded: [lunch, coffee], rent };
}

/** Every test starts with the account's entries of `seed` written. */
const test = base.extend<{ seeded: Awaited<ReturnType<typeof seed>> }>({
  seeded: async ({ request, account }, use) => {
    await use(await seed(accountApi(request, account)));
  },
});
// Seven entries written, files read, screenshots and axe: more than a plain page's time.
test.describe.configure({ timeout: 90_000 });

/** Presses Export CSV (click, or tap on a phone) and reads the file the browser saved. */
async function exportCsv(button: Locator, tap = false) {
  const downloading = button.page().waitForEvent('download');
  await (tap ? button.tap() : button.click());
  const download: Download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^entries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], 'the file starts with the UTF-8 byte order mark').toEqual(UTF8_BOM);
  const parsed = Papa.parse<CsvRow>(bytes.subarray(3).toString('utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.fields).toEqual([...ENTRY_CSV_COLUMNS]);
  // The button is itself again once the file is in.
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  return parsed.data;
}

const main = (page: Page) => page.getByRole('main');
const exportButton = (scope: Locator) => scope.getByRole('button', { name: 'Export CSV' });
/** The rows of the entries table(s) on screen, planned first, as a person reads them. */
const tableRows = (page: Page) => main(page).locator('table.bc-table tbody tr');

/** What the list shows: each row's id (its Edit link names it) and amount, in order. */
async function listedRows(page: Page) {
  return tableRows(page).evaluateAll((rows) =>
    rows.map((row) => ({
      id: row.querySelector('a[href*="/entry/"]')?.getAttribute('href')?.split('/').pop() ?? '',
      amount: row.querySelector('.bc-amount')?.textContent ?? '',
    })),
  );
}

/** An amount of the CSV ("-8.75") as the list writes it ("-€8.75"). */
const asShown = (amount: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(Number(amount));

/** The page as it is, kept with the test's results for a person to look at (the baselines hold it dark too). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await testInfo.attach(name, {
    body: await page.screenshot({ path, fullPage: true }),
    contentType: 'image/png',
  });
}

// A common laptop.
test.use({ viewport: { width: 1366, height: 768 } });

test('the entries list narrowed to a wallet and a type exports exactly its rows, planned ones once shown', async ({
  signedInPage: page,
  seeded: pocket,
}, testInfo) => {
  await page.goto('/app/entries');
  await expect(tableRows(page)).toHaveCount(7);

  // A wallet from the strip: its recorded entries; then an expense's amount: the expenses alone.
  await stripWallet(page, 'Pocket').click();
  await expect(page).toHaveURL(/filter_wallet=[0-9a-f-]{36}/);
  await expect(tableRows(page)).toHaveCount(3);
  await tableRows(page).filter({ hasText: 'Coffee' }).getByRole('button', { name: '-€3.20' }).click();
  await expect(page).toHaveURL(/filter_type=expenses/);
  await expect(tableRows(page)).toHaveCount(2);

  const shown = await listedRows(page);
  expect(shown.map((row) => row.id)).toEqual(pocket.recorded);
  const rows = await exportCsv(exportButton(main(page)));
  expect(rows.map((row) => ({ id: row.id, amount: asShown(row.amount) }))).toEqual(shown);
  expect(rows.map((row) => [row.type, row.amount, row.wallet, row.note, row.planned])).toEqual([
    ['expense', '-8.75', 'Pocket', 'Lunch at "Café Zoë", =2+2', 'false'],
    ['expense', '-3.20', 'Pocket', 'Coffee', 'false'],
  ]);
  await keepScreenshot(page, testInfo, 'entries-desktop');
  await expectAccessible(page, 'entries list, filtered');

  // The planned entries shown too: the planned rent joins the file, first as on screen.
  // The list follows the query string on its next render: click, then wait for the box to be ticked.
  const showPlanned = main(page).getByRole('checkbox', { name: 'Show planned entries' });
  await showPlanned.click();
  await expect(showPlanned).toBeChecked();
  await expect(tableRows(page)).toHaveCount(3);
  const withPlanned = await listedRows(page);
  expect(withPlanned.map((row) => row.id)).toEqual([pocket.rent, ...pocket.recorded]);
  const all = await exportCsv(exportButton(main(page)));
  expect(all.map((row) => ({ id: row.id, amount: asShown(row.amount) }))).toEqual(withPlanned);
  expect(all[0]?.planned).toBe('true');
});

test('a search exports every match of its criteria, those on screen and no other', async ({
  signedInPage: page,
  seeded: pocket,
  account,
  request,
}, testInfo) => {
  await page.goto('/app/search');
  const results = page.getByRole('region', { name: /^(Latest entries|Results)$/ });
  await expect(results.getByText('Total of 7 entries:')).toBeVisible();

  // Before any criteria, the latest entries: every entry of the workspace.
  const everything = await exportCsv(exportButton(results));
  expect(everything).toHaveLength(7);

  // Pocket's expenses, planned ones included (the form's default).
  const wallets = page.getByRole('combobox', { name: 'Wallets', exact: true });
  await wallets.fill('Pock');
  await page.getByRole('listbox', { name: 'Wallets' }).getByRole('option', { name: 'Pocket' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Expenses' }).check();
  const searching = page.waitForRequest((sent) => sent.url().includes('/api/find'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const criteria = (await searching).postDataJSON() as object;
  await expect(results.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(results.getByText('Total of 3 entries:')).toBeVisible();
  await expect(results.locator('table.bc-table tbody tr')).toHaveCount(3);

  const found = await accountApi(request, account).call<{ data: { uuid: string; amount: number }[] }>(
    'post',
    '/api/find',
    criteria,
  );
  const rows = await exportCsv(exportButton(results));
  expect(rows.map((row) => row.id)).toEqual([pocket.rent, ...pocket.recorded]);
  expect(rows.map((row) => ({ id: row.id, amount: Number(row.amount) }))).toEqual(
    found.data.map((entry) => ({ id: entry.uuid, amount: entry.amount })),
  );
  await keepScreenshot(page, testInfo, 'search-desktop');
  await expectAccessible(page, 'search results');
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('Export CSV is on screen beside the list and the search, and saves the file from a tap', async ({
    signedInPage: page,
    seeded: pocket,
  }, testInfo) => {
    const pocketExpenses = `/app/entries?filter_planned=0&filter_wallet=${pocket.wallet}&filter_type=expenses`;
    await page.goto(pocketExpenses);
    await expect(main(page).getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(2);
    await expect(exportButton(main(page))).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, testInfo, 'entries-phone');
    const rows = await exportCsv(exportButton(main(page)), true);
    expect(rows.map((row) => row.id)).toEqual(pocket.recorded);

    await page.goto('/app/search');
    const results = page.getByRole('region', { name: 'Latest entries' });
    await expect(results.getByText('Total of 7 entries:')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, testInfo, 'search-phone');
    await results.getByRole('heading', { name: 'Latest entries' }).scrollIntoViewIfNeeded();
    await expect(exportButton(results)).toBeInViewport();
    expect(await exportCsv(exportButton(results), true)).toHaveLength(7);

    // The narrowest phones: still nothing wider than the window.
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
    await page.goto(pocketExpenses);
    await expect(exportButton(main(page))).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });
});
