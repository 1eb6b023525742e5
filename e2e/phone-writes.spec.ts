// The writes a person makes from day to day, on a phone: renaming and recolouring a label, archiving a payee,
// correcting a saving toward a goal, archiving a wallet. Each through its screen, each checked where they
// would look next, and nothing scrolling sideways on the way.
import type { Page } from '@playwright/test';
import { accountApi, seedEntry, seedExpense, seedGoal, seedSaving, seedWallet } from './support/api-setup.ts';
import { definedFigure } from './support/figures.ts';
import { expect, test } from './support/fixtures.ts';
import { stripWallet, topStrip } from './support/ledger.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone.ts';
import { withToast } from './support/toasts.ts';

test.use(PHONE);

/** An entry of the phone's list of entries, found by its words. */
const entryRow = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Entries' }).getByRole('listitem').filter({ hasText: text });

test('a label is renamed and recoloured, and the entries show it so', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  await seedExpense(api, 640, { note: 'Flights', labels: [{ name: 'holiday', color: '#2563eb' }] });

  await page.goto('/app/settings/label');
  const labels = page.getByRole('list', { name: 'Labels' });
  await labels.getByRole('listitem', { name: 'holiday' }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit label' });
  await expect(dialog.getByLabel('Name')).toHaveValue('holiday');
  await expect(dialog.getByLabel('Colour')).toHaveValue('#2563eb');
  await expectNoSidewaysScroll(page);
  await dialog.getByLabel('Name').fill('trips');
  await dialog.getByLabel('Colour').fill('#16a34a');
  await withToast(page, 'Label updated', () => dialog.getByRole('button', { name: 'Save' }).click());
  await expect(dialog).toHaveCount(0);

  // Read again: the new name in the new colour, the old name gone.
  await page.reload();
  const trips = labels.getByRole('listitem', { name: 'trips' });
  await expect(trips.locator('.bc-color-dot')).toHaveCSS('background-color', 'rgb(22, 163, 74)');
  await expect(labels.getByRole('listitem', { name: 'holiday' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The entry carries it under its new name and colour.
  await page.goto('/app/entries');
  const flights = entryRow(page, 'Flights');
  await expect(flights.getByRole('button', { name: 'trips' })).toHaveCSS(
    'background-color',
    'rgb(22, 163, 74)',
  );
  await expect(flights.getByRole('button', { name: 'holiday' })).toHaveCount(0);
});

test('a payee archived from the payee list leaves it and the debit form, its entries stay', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  const bank = await api.walletId();
  await seedEntry(api, 'debit', {
    amount: -150,
    account_id: bank,
    payee_id: 'Marco',
    category_id: 0,
    note: 'Lent to Marco',
  });
  await seedEntry(api, 'debit', {
    amount: 40,
    account_id: bank,
    payee_id: 'Lucia',
    category_id: 0,
    note: 'From Lucia',
  });
  const loans = topStrip(page).getByRole('link', { name: /^(Loans|Given on loan) / });

  await page.goto('/app/payee');
  const payees = page.getByRole('list', { name: 'Payee list' });
  const marco = payees.getByRole('listitem', { name: 'Marco' });
  await expect(marco).toContainText('€150.00');
  await expect(loans.filter({ hasText: '€150.00' })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await marco.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive payee' });
  await expect(confirm).toContainText('Archive the payee "Marco"? Its entries stay.');
  await withToast(page, 'Payee archived', () => confirm.getByRole('button', { name: 'Yes' }).click());
  await expect(marco).toHaveCount(0);

  // Read again: Lucia alone, and what Marco owed no longer counts in the strip.
  await page.reload();
  await expect(payees.getByRole('listitem')).toHaveText([/Lucia/]);
  await expect(loans.filter({ hasText: '€150.00' })).toHaveCount(0);
  await expect(loans.filter({ hasText: '€40.00' })).toHaveCount(1);

  // A new debit no longer offers Marco; the debit made with him is still an entry.
  await page.goto('/app/entry');
  await page.getByRole('tab', { name: 'Debit' }).click();
  const payee = page.getByRole('form', { name: 'Debit' }).getByLabel('Payee', { exact: true });
  await expect(payee.locator('option', { hasText: 'Lucia' })).toHaveCount(1);
  await expect(payee.locator('option', { hasText: 'Marco' })).toHaveCount(0);
  await page.goto('/app/entries');
  await expect(entryRow(page, 'Lent to Marco')).toContainText('€150.00');
});

test('a saving toward a goal is corrected from the entries, and the goal and the wallet follow', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  const goal = await seedGoal(api, 'Bike', 1000);
  await seedSaving(api, goal, 300, { note: 'Bike fund' });

  await page.goto('/app/entries');
  await expect(stripWallet(page, 'Bank')).toContainText('-€300.00');
  await entryRow(page, 'Bike fund').getByRole('link', { name: 'Bike fund' }).click();
  await expect(page).toHaveURL(/\/app\/entry\/[0-9a-f-]{36}$/);
  const form = page.getByRole('form', { name: 'Saving' });
  await expect(form.getByLabel('Amount')).toHaveValue('300.00');
  await expect(form.getByRole('radio', { name: 'Deposit (+)' })).toBeChecked();
  await expect(form.getByLabel('Goal')).toBeEnabled();
  await expect(form.getByLabel('Goal').locator('option:checked')).toHaveText('Bike');
  await expectNoSidewaysScroll(page);
  await form.getByLabel('Amount').fill('450');
  await withToast(page, 'Entry updated', () => form.getByRole('button', { name: 'Save' }).click());
  await expect(page).toHaveURL(/\/app\/entries$/);
  await expect(entryRow(page, 'Bike fund')).toContainText('€450.00');
  // The wallet gave 450 instead of 300.
  await expect(stripWallet(page, 'Bank')).toContainText('-€450.00');

  // The goal holds 450 of its 1,000: 45 %.
  await page.goto(`/app/goals/details/${goal}`);
  const summary = page.getByRole('region', { name: 'Progress' });
  await expect(definedFigure(summary, 'Saved')).toHaveText('€450.00');
  await expect(summary.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '45 %');
  const activity = page.getByRole('table', { name: 'Activity' });
  await expect(activity.locator('tbody tr')).toHaveCount(1);
  await expect(activity.locator('tbody tr')).toContainText('€450.00');
  await expectNoSidewaysScroll(page);
});

test('a wallet archived from the settings leaves the strip and the entry form', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  await seedWallet(api, 'Cash box', 40);

  await page.goto('/app/settings/wallet');
  const cards = page.getByRole('main').getByRole('list', { name: 'Wallets' });
  const cash = cards.getByRole('listitem', { name: 'Cash box' });
  await expect(cash).toContainText('€40.00');
  await expect(stripWallet(page, 'Cash box')).toContainText('€40.00');
  await expectNoSidewaysScroll(page);
  await cash.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive wallet' });
  await expect(confirm).toContainText('Archive the wallet "Cash box"?');
  await withToast(page, 'Wallet archived', () => confirm.getByRole('button', { name: 'Yes' }).click());
  await expect(cash).toHaveCount(0);
  await expect(stripWallet(page, 'Cash box')).toHaveCount(0);

  // Read again: among the archived ones, with its balance.
  await page.reload();
  await expect(cards.getByRole('listitem')).toHaveText([/^Bank/]);
  await page.getByRole('radio', { name: 'Archived' }).check();
  await expect(cash).toContainText('Archived');
  await expect(cash).toContainText('€40.00');
  await expectNoSidewaysScroll(page);

  // A new entry cannot be written on it.
  await page.goto('/app/entry');
  const wallet = page.getByRole('form', { name: 'Expenses' }).getByLabel('Wallet', { exact: true });
  await expect(wallet.locator('option', { hasText: 'Bank' })).toHaveCount(1);
  await expect(wallet.locator('option', { hasText: 'Cash box' })).toHaveCount(0);
});
