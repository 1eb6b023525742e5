import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { addEntry, addWallet, stripWallet } from './support/ledger.ts';

const rows = (page: Page) => page.locator('table.bc-table tbody tr');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

test('wallets, the four kinds of entry, the list and the balances in the top strip', async ({
  signedInPage: page,
}) => {
  await page.goto('/app/settings/wallet');
  await expect(page.getByRole('listitem', { name: 'Bank' })).toBeVisible();
  await addWallet(page, { name: 'Pocket', type: 'Cash', balance: '100' });
  await addWallet(page, { name: 'Tickets', type: 'Voucher', balance: '10' }, async (dialog) => {
    await dialog.getByLabel('Ticket value').fill('8');
  });
  // A credit card needs its dates and a paying wallet: the messages come together in one alert.
  await page.getByRole('button', { name: 'Add wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'New wallet' });
  await dialog.getByLabel('Name').fill('Visa');
  await dialog.getByLabel('Type').selectOption({ label: 'Credit card' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'choose the invoice date, choose the closing date, choose the payment account',
  );
  await dialog.getByLabel('Invoice date').fill('2026-12-15');
  await dialog.getByLabel('Closing date').fill('2026-12-05');
  await dialog.getByLabel('Payment account').selectOption({ label: 'Bank' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Wallet saved')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Tickets' })).toContainText('80.00');
  await expect(stripWallet(page, 'Pocket')).toContainText('€100.00');

  await addEntry(page, {
    tab: 'Expenses',
    amount: '12,5',
    wallet: 'Bank',
    category: 'Groceries',
    labels: 'food',
  });
  await addEntry(page, {
    tab: 'Incoming',
    amount: '1500',
    wallet: 'Bank',
    category: 'Salary',
    note: 'January pay',
  });
  await addEntry(page, { tab: 'Transfer', amount: '200', wallet: 'Bank', to: 'Pocket' });
  await addEntry(page, {
    tab: 'Debit',
    amount: '25.35',
    wallet: 'Pocket',
    newPayee: 'Marco',
    moneyOut: true,
  });

  // 1500 - 12.50 - 200 = 1287.50; 100 + 200 - 25.35 = 274.65
  await expect(stripWallet(page, 'Bank')).toContainText('€1,287.50');
  await expect(stripWallet(page, 'Pocket')).toContainText('€274.65');
  await expect(row(page, 'Marco')).toContainText('-€25.35');
  await expect(row(page, 'January pay')).toContainText('€1,500.00');

  // Filters: a category, then a label.
  await row(page, 'Groceries').getByRole('button', { name: 'Groceries' }).click();
  await expect(page).toHaveURL(/filter_category=3/);
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(row(page, 'January pay')).toBeVisible();
  await rows(page).getByRole('button', { name: 'food' }).click();
  await expect(page).toHaveURL(/filter_label=\d+/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('-€12.50');

  // Edit: the expense becomes 20.00, and the balance follows.
  await rows(page).locator('summary').click();
  await rows(page).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('tab', { name: 'Expenses', selected: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Expenses' });
  await expect(form.getByLabel('Amount')).toHaveValue('12.50');
  await form.getByLabel('Amount').fill('20');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry updated')).toBeVisible();
  await expect(stripWallet(page, 'Bank')).toContainText('€1,280.00');

  // Delete the debit after a yes: Pocket is back to 300.00.
  await row(page, 'Marco').locator('summary').click();
  await row(page, 'Marco').getByRole('button', { name: 'Delete' }).click();
  // The toast shows for two seconds once the list has been read again: watched from before the click, frame by
  // frame in the page, so that a busy machine's slower checks cannot fall either side of it.
  const deleted = page.getByText('Entry deleted').waitFor();
  await page.getByRole('dialog', { name: 'Delete entry' }).getByRole('button', { name: 'Yes' }).click();
  await deleted;
  await expect(row(page, 'Marco')).toHaveCount(0);
  await expect(stripWallet(page, 'Pocket')).toContainText('€300.00');

  // Hide-amounts mode masks the list's amounts.
  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(page.locator('body')).toHaveClass(/bc-amounts-hidden/);
  await expect(row(page, 'January pay').locator('.bc-amount')).toHaveCSS('filter', 'blur(7px)');
});

test('the core journey on a phone', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/app/entry');
  const form = page.getByRole('form', { name: 'Expenses' });
  // The details start collapsed on phones.
  await expect(form.locator('details')).not.toHaveAttribute('open', '');
  await addEntry(page, {
    tab: 'Expenses',
    amount: '7.25',
    wallet: 'Bank',
    category: 'Groceries',
    labels: 'bread',
  });
  await addEntry(page, { tab: 'Incoming', amount: '100', wallet: 'Bank', category: 'Salary' });
  // On a phone the entries are rows, not a table.
  const phoneRows = page.getByRole('list', { name: 'Entries' }).getByRole('listitem');
  await expect(phoneRows).toHaveCount(2);
  await expect(page.locator('table.bc-table')).toHaveCount(0);
  await expect(stripWallet(page, 'Bank')).toContainText('€92.75');
  await phoneRows.filter({ hasText: 'Groceries' }).getByRole('button', { name: 'bread' }).click();
  await expect(phoneRows).toHaveCount(1);
});

test('search finds an entry by its text; payees show their balance and open their entries', async ({
  signedInPage: page,
}) => {
  await addEntry(page, { tab: 'Debit', amount: '40', wallet: 'Bank', newPayee: 'Lucia' });
  await addEntry(page, {
    tab: 'Expenses',
    amount: '9.99',
    wallet: 'Bank',
    category: 'Groceries',
    note: 'Espresso beans',
  });

  await page.goto('/app/search');
  await page.getByLabel('Text').fill('espresso');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Espresso beans');
  await expect(page.getByText('Total of 1 entry: -€9.99')).toBeVisible();
  // Reset goes back to the latest entries: both of them.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('heading', { name: 'Latest entries' })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  await page.goto('/app/payee');
  const lucia = page.getByRole('listitem', { name: 'Lucia' });
  await expect(lucia).toContainText('€40.00');
  await lucia.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/app\/entries\?filter_payee=[0-9a-f-]{36}&filter_planned=0/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Lucia');

  // Labels in the settings: a new one, then archived after a confirmation.
  await page.goto('/app/settings/label');
  await page.getByRole('button', { name: 'Add label' }).click();
  const dialog = page.getByRole('dialog', { name: 'New label' });
  await dialog.getByLabel('Name').fill('Holidays');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Label created')).toBeVisible();
  const holidays = page.getByRole('listitem', { name: 'Holidays' });
  await holidays.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog', { name: 'Archive label' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Label archived')).toBeVisible();
  await expect(holidays).toHaveCount(0);
  await page.getByRole('radio', { name: 'Archived' }).check();
  await expect(page.getByRole('listitem', { name: 'Holidays' })).toBeVisible();
});

test('a transfer opened from its target row edits the same move', async ({ signedInPage: page }) => {
  await page.goto('/app/settings/wallet');
  await addWallet(page, { name: 'Savings', type: 'Bank', balance: '0' });
  await addEntry(page, { tab: 'Transfer', amount: '100', wallet: 'Bank', to: 'Savings' });
  await expect(stripWallet(page, 'Savings')).toContainText('€100.00');
  await expect(stripWallet(page, 'Bank')).toContainText('-€100.00');

  // The plus row sits on the target wallet.
  const target = rows(page).filter({ hasText: '€100.00' }).filter({ hasNotText: '-€100.00' });
  await target.locator('summary').click();
  await target.getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Transfer' });
  await expect(form.getByLabel('From wallet')).toBeEnabled();
  await expect(form.getByLabel('From wallet').locator('option:checked')).toHaveText('Bank');
  await expect(form.getByLabel('To wallet').locator('option:checked')).toHaveText('Savings');
  await form.getByLabel('Amount').fill('150');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry updated')).toBeVisible();
  await expect(stripWallet(page, 'Savings')).toContainText('€150.00');
  await expect(stripWallet(page, 'Bank')).toContainText('-€150.00');
});
