import type { Page } from '@playwright/test';
import { sessionHeaders } from './support/accounts.ts';
import { chooseCategory, expectCategory } from './support/category-choice.ts';
import { expect, test } from './support/fixtures.ts';
import { APP_ORIGIN } from './support/ports.ts';

const rows = (page: Page) => page.locator('table.bc-table tbody tr');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** The first day of next month, as the date input takes it: a plan that has not run yet. */
function nextMonthStart(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** A plan's day as the page writes it (its locale, the UTC day the plan runs on). */
const shownDay = (page: Page, day: string) =>
  page.evaluate(
    (iso) => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' }),
    `${day}T00:00:00Z`,
  );

test('a person plans a monthly expense, sees it in the list, edits it and deletes it', async ({
  signedInPage: page,
}) => {
  await page.goto('/app/planned-entries');
  await expect(page.getByText('No planned entries found')).toBeVisible();
  await page.getByRole('navigation', { name: 'Planned entries' }).getByRole('link', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/app\/planned_entry\?planned=true$/);
  await expect(page.getByRole('tab')).toHaveText(['Expenses', 'Incoming', 'Debit']);

  const form = page.getByRole('form', { name: 'Expenses' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    // The one wallet there is stands chosen already.
    'insert amount, choose category, choose planned type, choose start date',
  );
  const start = nextMonthStart();
  await form.getByLabel('Amount').fill('850');
  await expect(form.getByLabel('Wallet', { exact: true })).toBeEnabled();
  await form.getByLabel('Wallet', { exact: true }).selectOption({ label: 'Bank' });
  await chooseCategory(form, 'Rent');
  await form.getByLabel('Frequency').selectOption({ label: 'Monthly' });
  await form.getByLabel('Start date').fill(start);
  await form.getByLabel('Labels').fill('house');
  await form.getByLabel('Note').fill('Flat rent');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/app\/planned-entries$/);
  await expect(page.getByText('Planned entry saved')).toBeVisible();
  const rent = row(page, 'Flat rent');
  await expect(rent).toContainText('-€850.00');
  await expect(rent).toContainText(await shownDay(page, start));
  await expect(rent.locator('.bc-planning-chip')).toHaveText('Monthly');
  await expect(rent.locator('.bc-label-chip')).toHaveText('house');
  await expect(rent).toContainText('No end');

  // Edit: the form opens with the plan, on its tab; it becomes weekly at 900.
  await rent.locator('summary').click();
  await rent.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('tab', { name: 'Expenses', selected: true })).toBeVisible();
  const edit = page.getByRole('form', { name: 'Expenses' });
  await expect(edit.getByLabel('Amount')).toHaveValue('850.00');
  await expect(edit.getByLabel('Frequency')).toHaveValue('monthly');
  await expect(edit.getByLabel('Start date')).toHaveValue(start);
  await expectCategory(edit, 'Rent');
  await edit.getByLabel('Amount').fill('900');
  await edit.getByLabel('Frequency').selectOption({ label: 'Weekly' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Planned entry updated')).toBeVisible();
  await expect(row(page, 'Flat rent')).toContainText('-€900.00');
  await expect(row(page, 'Flat rent').locator('.bc-planning-chip')).toHaveText('Weekly');

  // Delete, after the confirmation.
  await row(page, 'Flat rent').locator('summary').click();
  await row(page, 'Flat rent').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete planned entry' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Planned entry deleted')).toBeVisible();
  await expect(page.getByText('No planned entries found')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the planned entries list fits 375 px and its row menu works', async ({
    signedInPage: page,
    account,
    request,
  }) => {
    const headers = sessionHeaders(account.session);
    const wallets = await request.get(`${APP_ORIGIN}/api/wallet/list`, { headers });
    const [bank] = (await wallets.json()) as { id: number }[];
    const start = nextMonthStart();
    const created = await request.post(`${APP_ORIGIN}/api/entry/planned`, {
      headers,
      data: {
        type: 'incoming',
        amount: 1500,
        account_id: bank?.id,
        category_id: 73,
        note: 'Monthly salary',
        planning: 'monthly',
        date_time: `${start}T00:00:00.000Z`,
        labels: [{ name: 'work', color: '#2196f3' }],
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/app/planned-entries');
    // On a phone the plans are rows, not a table.
    await expect(page.locator('table.bc-table')).toHaveCount(0);
    const salary = page
      .getByRole('list', { name: 'Planned entries' })
      .getByRole('listitem')
      .filter({ hasText: 'Monthly salary' });
    await expect(salary).toContainText('€1,500.00');
    await expect(salary).toContainText(await shownDay(page, start));
    await expect(salary.locator('.bc-planning-chip')).toHaveText('Monthly');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await salary.locator('summary').click();
    await salary.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/app\/planned_entry\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('tab', { name: 'Incoming', selected: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
