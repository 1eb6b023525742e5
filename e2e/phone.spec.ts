import { expect, type Page } from '@playwright/test';
import { sessionHeaders } from './support/accounts.ts';
import { chooseCategory } from './support/category-choice.ts';
import { test } from './support/fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone.ts';
import { APP_ORIGIN } from './support/ports.ts';

/** The phone's bottom bar. */
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('on a phone (390×844)', () => {
  test.use(PHONE);

  test('a person moves with the bottom bar, adds an expense from its add action and sees it as a row', async ({
    signedInPage: page,
  }) => {
    await page.goto('/app/dashboard');
    await expect(heading(page, 'Dashboard')).toBeVisible();
    const bar = bottomBar(page);
    await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // The bar sits at the bottom of the window, within the thumb's reach; the sidebar is behind its menu.
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

    await bar.getByRole('link', { name: 'Budgets' }).click();
    await expect(heading(page, 'Budgets')).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Budgets' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

    await bar.getByRole('link', { name: 'Goals' }).click();
    await expect(heading(page, 'Goals')).toBeVisible();

    // The areas without a place in the bar are in its menu, which the keyboard leaves with Escape.
    const menu = bar.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payee list' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(menu).toBeFocused();
    await menu.click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Planned entries' })
      .click();
    await expect(heading(page, 'Planned entries')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

    await bar.getByRole('link', { name: 'Add entry' }).click();
    await expect(page).toHaveURL(/\/app\/entry$/);
    const form = page.getByRole('form', { name: 'Expenses' });
    await form.getByLabel('Amount').fill('12,5');
    await expect(form.getByLabel('Wallet', { exact: true })).toBeEnabled();
    await form.getByLabel('Wallet', { exact: true }).selectOption({ label: 'Bank' });
    await chooseCategory(form, 'Groceries');
    const details = form.locator('details');
    if ((await details.getAttribute('open')) === null) await form.getByText('Details').click();
    await form.getByLabel('Labels').fill('food');
    await form.getByLabel('Note').fill('Lunch at the market');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Entry saved')).toBeVisible();
    await expect(form.getByLabel('Amount')).toHaveValue('');
    await bar.getByRole('link', { name: 'Entries' }).click();
    await expect(page).toHaveURL(/\/app\/entries$/);
    await expect(bar.getByRole('link', { name: 'Entries' })).toHaveAttribute('aria-current', 'page');

    // The entry is a row, not a table row: its words open it, the amount is in the expenses' red.
    await expect(page.locator('table.bc-table')).toHaveCount(0);
    const row = page
      .getByRole('list', { name: 'Entries' })
      .getByRole('listitem')
      .filter({ hasText: 'Lunch at the market' });
    await expect(row.getByRole('link', { name: 'Lunch at the market' })).toBeVisible();
    await expect(row).toContainText('Groceries · Bank');
    await expect(row.getByRole('button', { name: 'food' })).toBeVisible();
    const amount = row.locator('.bc-amount');
    await expect(amount).toHaveText('-€12.50');
    const red = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--bc-expenses)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    await expect(amount).toHaveCSS('color', red);
    // The amount sits on the right of the row, inside the window.
    const rowBox = await row.boundingBox();
    const amountBox = await amount.boundingBox();
    expect((amountBox?.x ?? 0) + (amountBox?.width ?? 0)).toBeGreaterThan(
      (rowBox?.x ?? 0) + (rowBox?.width ?? 0) - 80,
    );
    expect((amountBox?.x ?? 0) + (amountBox?.width ?? 0)).toBeLessThanOrEqual(390);

    // Its menu is named after it; the last row's menu is not hidden under the bar once scrolled to.
    const rowMenu = row.locator('summary');
    await expect(rowMenu).toHaveAccessibleName('Actions for Lunch at the market');
    await rowMenu.click();
    await row.getByRole('link', { name: 'Edit' }).scrollIntoViewIfNeeded();
    const edit = await row.getByRole('link', { name: 'Edit' }).boundingBox();
    const barTop = (await bar.boundingBox())?.y ?? 0;
    expect((edit?.y ?? 0) + (edit?.height ?? 0)).toBeLessThanOrEqual(barTop);
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/app\/entry\/[0-9a-f-]{36}$/);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('nothing scrolls sideways on any screen', async ({ signedInPage: page, account, request }) => {
    // Rows with long words and several labels, a plan and a payee: the lists have something to lay out.
    const headers = sessionHeaders(account.session);
    const [bank] = (await (await request.get(`${APP_ORIGIN}/api/wallet/list`, { headers })).json()) as {
      id: number;
    }[];
    const created = await request.post(`${APP_ORIGIN}/api/entry/expense`, {
      headers,
      data: {
        type: 'expenses',
        amount: -1234567.89,
        account_id: bank?.id,
        category_id: 3,
        note: 'A very long note about the weekly shopping at the supermarket across the river',
        labels: [
          { name: 'groceries-and-household', color: '#2196f3' },
          { name: 'family', color: '#4caf50' },
        ],
        date_time: new Date(Date.now() - 3_600_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const screens = [
      ['/app/dashboard', 'Dashboard'],
      ['/app/entries', 'Entries'],
      ['/app/search', 'Search entries'],
      ['/app/payee', 'Payee list'],
      ['/app/planned-entries', 'Planned entries'],
      ['/app/budgets', 'Budgets'],
      ['/app/goals', 'Goals'],
      ['/app/settings', 'Settings'],
    ] as const;
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await expect(bottomBar(page)).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    // The search's results too.
    await page.goto('/app/search');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(/^Total of 1 entry:/)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
