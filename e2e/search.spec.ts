// The search screen as a person uses it: it opens on the latest entries with the total of them all, in the
// workspace currency; a wallet and a category are picked with the keyboard on a desktop and by tapping on a
// phone; the list narrows and its total follows. The workspace counts in euros; a dollar wallet's $11.60 are
// 10.00 EUR (1.16 USD per EUR).
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { type ApiSession, sessionHeaders } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { APP_ORIGIN } from './support/ports.ts';
import { showTheme, THEMES } from './support/screens.ts';

const GROCERIES = 3;
const SALARY = 73;

async function post(request: APIRequestContext, session: ApiSession, path: string, data: object) {
  const response = await request.post(`${APP_ORIGIN}${path}`, { headers: sessionHeaders(session), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { id: number };
}

/**
 * 33 expenses of €10.00 from Bank, two of $11.60 from Dollars (-20.00 EUR), all groceries, and a €100.00
 * salary: 36 entries over two pages, -€250.00 in all; the Dollars groceries -€20.00.
 */
async function seed(request: APIRequestContext, session: ApiSession) {
  const wallets = await request.get(`${APP_ORIGIN}/api/wallet/list?filters[archived]=false`, {
    headers: sessionHeaders(session),
  });
  const bank = ((await wallets.json()) as { id: number; name: string }[]).find((w) => w.name === 'Bank');
  const dollars = await post(request, session, '/api/wallet/create', {
    name: 'Dollars',
    type: 'bank',
    balance: 0,
    currency_id: 1,
    color: '#2563eb',
  });
  const day = (n: number) => `2026-10-${String(1 + (n % 28)).padStart(2, '0')}T09:00:00.000Z`;
  for (let n = 0; n < 33; n++) {
    await post(request, session, '/api/entry/expense', {
      amount: -10,
      account_id: bank?.id,
      category_id: GROCERIES,
      note: `Market ${n + 1}`,
      date_time: day(n),
    });
  }
  for (const n of [1, 2]) {
    await post(request, session, '/api/entry/expense', {
      amount: -11.6,
      account_id: dollars.id,
      currency_id: 1,
      category_id: GROCERIES,
      note: `Deli in dollars ${n}`,
      date_time: `2026-11-0${n}T12:00:00.000Z`,
    });
  }
  await post(request, session, '/api/entry/income', {
    amount: 100,
    account_id: bank?.id,
    category_id: SALARY,
    note: 'Salary',
    date_time: '2026-11-03T08:00:00.000Z',
  });
}

const results = (page: Page) => page.getByRole('region', { name: /^(Latest entries|Results)$/ });
const summary = (page: Page) => results(page).getByText(/^(Total of|More than)/);
const picker = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
/** The names on the chips of a picker (without their remove buttons). */
const chips = (page: Page, name: string) =>
  page
    .getByRole('list', { name: `${name} chosen` })
    .getByRole('listitem')
    .locator(':scope > span');

async function expectNoSidewaysScroll(page: Page) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.innerWidth);
}

/** The page in both themes, kept with the test's results for a person to look at. */
async function keepScreenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const theme of THEMES) {
    await showTheme(page, theme);
    const path = testInfo.outputPath(`${name}-${theme}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${theme}`, { path, contentType: 'image/png' });
  }
}

test('the search opens on the latest entries with their total, and narrows by wallet and category chosen with the keyboard', async ({
  signedInPage: page,
  account,
  request,
}, testInfo) => {
  await seed(request, account.session);
  await page.goto('/app/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search entries' })).toBeVisible();
  await expect(results(page).getByRole('heading', { name: 'Latest entries' })).toBeVisible();
  await expect(summary(page)).toHaveText('Total of 36 entries: -€250.00');
  // The newest first, 30 a page.
  const rows = results(page).locator('table.bc-table tbody tr');
  await expect(rows).toHaveCount(30);
  await expect(rows.first()).toContainText('Salary');
  await expect(results(page).getByText('Page 1 of 2')).toBeVisible();
  await results(page).getByRole('button', { name: 'Next' }).click();
  await expect(rows).toHaveCount(6);
  // The total is every page's, not the rows on screen.
  await expect(summary(page)).toHaveText('Total of 36 entries: -€250.00');

  // The wallet: typed to filter, chosen with Enter, the list closed with Escape.
  const wallets = picker(page, 'Wallets');
  await wallets.focus();
  await page.keyboard.type('doll');
  await expect(wallets).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox', { name: 'Wallets' }).getByRole('option')).toHaveText(['Dollars']);
  await page.keyboard.press('Enter');
  await expect(chips(page, 'Wallets')).toHaveText(['Dollars']);
  await page.keyboard.press('Escape');
  await expect(wallets).toHaveAttribute('aria-expanded', 'false');
  // The category: the arrows open the list and walk it; Backspace takes a chip back.
  await page.keyboard.press('Tab');
  const categories = picker(page, 'Categories');
  await expect(categories).toBeFocused();
  await page.keyboard.type('grocer');
  await page.keyboard.press('Enter');
  await expect(chips(page, 'Categories')).toHaveText(['Groceries']);
  await page.keyboard.press('Backspace');
  await expect(chips(page, 'Categories')).toHaveCount(0);
  await page.keyboard.type('groceries');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(categories).toHaveAttribute(
    'aria-activedescendant',
    (await page.getByRole('option', { name: 'Groceries' }).getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(chips(page, 'Categories')).toHaveText(['Groceries']);
  // With the list closed, Enter sends the search, as in any field of the form.
  await page.keyboard.press('Enter');

  await expect(results(page).getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(summary(page)).toHaveText('Total of 2 entries: -€20.00');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Deli in dollars' })).toHaveCount(2);
  await keepScreenshots(page, testInfo, 'search-desktop');

  // Reset: the criteria go, the latest entries come back.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(results(page).getByRole('heading', { name: 'Latest entries' })).toBeVisible();
  await expect(summary(page)).toHaveText('Total of 36 entries: -€250.00');
  await expect(chips(page, 'Wallets')).toHaveCount(0);
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a wallet and a category are picked by tapping, and the list and its total follow', async ({
    signedInPage: page,
    account,
    request,
  }, testInfo) => {
    await seed(request, account.session);
    await page.goto('/app/search');
    await expect(summary(page)).toHaveText('Total of 36 entries: -€250.00');
    const list = (name: string): Locator => page.getByRole('listbox', { name });

    await picker(page, 'Wallets').tap();
    await list('Wallets').getByRole('option', { name: 'Dollars' }).tap();
    await expect(chips(page, 'Wallets')).toHaveText(['Dollars']);
    await expectNoSidewaysScroll(page);
    await picker(page, 'Categories').tap();
    await expect(list('Wallets')).toBeHidden();
    await list('Categories').getByRole('option', { name: 'Groceries' }).tap();
    await list('Categories').getByRole('option', { name: 'Salary' }).tap();
    await expect(chips(page, 'Categories')).toHaveText(['Groceries', 'Salary']);
    await expectNoSidewaysScroll(page);
    // A chip's cross takes it back.
    await page.getByRole('button', { name: 'Remove Salary' }).tap();
    await expect(chips(page, 'Categories')).toHaveText(['Groceries']);
    // A tap outside the field closes its list.
    await page.getByRole('heading', { level: 1, name: 'Search entries' }).tap();
    await expect(list('Categories')).toBeHidden();
    await page.getByRole('button', { name: 'Search', exact: true }).tap();

    await expect(summary(page)).toHaveText('Total of 2 entries: -€20.00');
    // On a phone the entries are rows, not a table.
    await expect(results(page).getByRole('list', { name: 'Entries' }).getByRole('listitem')).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await keepScreenshots(page, testInfo, 'search-phone');
    // The picker open, as a person sees it on the phone.
    await picker(page, 'Categories').tap();
    await expect(list('Categories')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await keepScreenshots(page, testInfo, 'search-phone-picker');
  });
});
