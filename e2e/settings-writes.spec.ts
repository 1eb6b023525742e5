// The settings' writes on a desktop, each done through its screen and checked where a person would look: the
// list after a reload, the entry form that offers what was saved, the figures that follow.
import type { Page } from '@playwright/test';
import { accountApi, seedEntry, seedExpense, seedWallet } from './support/api-setup.ts';
import { chooseCategory, expectCategory } from './support/category-choice.ts';
import { saveEntryForm } from './support/entry-save.ts';
import { expect, test } from './support/fixtures.ts';
import { stripWallet, topStrip } from './support/ledger.ts';
import { withToast } from './support/toasts.ts';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const entryRows = (page: Page) => page.locator('table.bc-table tbody tr');
/** This month's expenses in the top strip, as the stats count them. */
const monthExpenses = (page: Page) => topStrip(page).getByRole('link', { name: /^Expenses this month / });

test('a model created in the settings fills an expense in the add-entry form', async ({
  signedInPage: page,
}) => {
  await page.goto('/app/settings/model');
  await expect(page.getByText('No models found')).toBeVisible();
  await page.getByRole('navigation', { name: 'Models' }).getByRole('link', { name: 'Add model' }).click();
  await expect(h1(page, 'New model')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Expenses', selected: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Expenses' });
  // The name is the one rule of a model: nothing is sent without it.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('insert model name');
  await form.getByLabel('Template name').fill('Weekly groceries');
  await form.getByLabel('Amount').fill('50');
  await expect(form.getByLabel('Wallet')).toBeEnabled();
  await form.getByLabel('Wallet').selectOption({ label: 'Bank' });
  await chooseCategory(form, 'Groceries');
  await form.getByLabel('Note').fill('Market run');
  await withToast(page, 'Model saved', () => form.getByRole('button', { name: 'Save' }).click());
  await expect(page).toHaveURL(/\/app\/settings\/model$/);
  const groceries = page
    .getByRole('list', { name: 'Models' })
    .getByRole('listitem', { name: 'Weekly groceries' });
  await expect(groceries).toContainText('Expenses');
  await expect(groceries).toContainText('-€50.00');

  // The add-entry form offers it: choosing it fills the amount, wallet, category and note.
  await page.goto('/app/entry');
  const entry = page.getByRole('form', { name: 'Expenses' });
  await expect(entry.getByLabel('Model')).toBeEnabled();
  await entry.getByLabel('Model').selectOption({ label: 'Weekly groceries' });
  await expect(entry.getByLabel('Amount')).toHaveValue('50.00');
  await expect(entry.getByLabel('Wallet', { exact: true }).locator('option:checked')).toHaveText('Bank');
  await expectCategory(entry, 'Groceries');
  const details = entry.locator('details');
  if ((await details.getAttribute('open')) === null) await entry.getByText('Details').click();
  await expect(entry.getByLabel('Note')).toHaveValue('Market run');
  await saveEntryForm(entry);
  await expect(stripWallet(page, 'Bank')).toContainText('-€50.00');
  await expect(monthExpenses(page)).toContainText('-€50.00');
});

test('a model is edited and deleted from the settings list', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  await api.call('post', '/api/entry/model', {
    name: 'Weekly groceries',
    type: 'expenses',
    amount: -50,
    account_id: await api.walletId(),
    category_id: 3,
    labels: [],
  });

  // Edited: a new name and amount, kept after a reload.
  await page.goto('/app/settings/model');
  const models = page.getByRole('list', { name: 'Models' });
  await models
    .getByRole('listitem', { name: 'Weekly groceries' })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(h1(page, 'Edit model')).toBeVisible();
  const edit = page.getByRole('form', { name: 'Expenses' });
  await expect(edit.getByLabel('Template name')).toHaveValue('Weekly groceries');
  await expect(edit.getByLabel('Amount')).toHaveValue('50.00');
  await expectCategory(edit, 'Groceries');
  await edit.getByLabel('Template name').fill('Big groceries');
  await edit.getByLabel('Amount').fill('80');
  await withToast(page, 'Model saved', () => edit.getByRole('button', { name: 'Save' }).click());
  await expect(page).toHaveURL(/\/app\/settings\/model$/);
  await page.reload();
  const big = models.getByRole('listitem', { name: 'Big groceries' });
  await expect(big).toContainText('-€80.00');
  await expect(models.getByRole('listitem')).toHaveCount(1);

  // Deleted after a yes: gone after a reload, and the entry form invites a first model again.
  await big.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete model' });
  await expect(confirm).toContainText('Delete the model "Big groceries"?');
  await withToast(page, 'Model deleted', () => confirm.getByRole('button', { name: 'Yes' }).click());
  await expect(page.getByText('No models found')).toBeVisible();
  // Read again by the entry form: no model to offer, an invitation to create the first.
  await page.goto('/app/entry');
  await expect(page.getByRole('link', { name: 'No models yet: create your first model' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Expenses' }).getByLabel('Model')).toHaveCount(0);
});

/** A category of the settings list: its disclosure button names it with its count of sub-categories. */
const categoryItem = (page: Page, name: string) =>
  page
    .locator('.bc-category-list > li')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${name} \\(`) }) });

async function openCategory(page: Page, name: string) {
  const item = categoryItem(page, name);
  const button = item.getByRole('button', { name: new RegExp(`^${name} \\(`) });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return item;
}

test('a sub-category of their own is added in the settings and chosen in the entry form', async ({
  signedInPage: page,
}) => {
  await page.goto('/app/settings/category');
  await expect(h1(page, 'Categories')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: 'Add category' })
    .click();
  await expect(h1(page, 'New category')).toBeVisible();
  const form = page.getByRole('form', { name: 'New category' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('insert a category name, choose a parent category');
  await form.getByLabel('Category name').fill('Dog walker');
  await form.getByLabel('Parent category').selectOption({ label: 'Home' });
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/app\/settings\/category$/);
  const home = await openCategory(page, 'Home');
  await expect(home.getByRole('link', { name: 'Dog walker' })).toBeVisible();

  // The entry form offers it; the saved entry is shown with it and counts in the month's expenses.
  await page.goto('/app/entry');
  const entry = page.getByRole('form', { name: 'Expenses' });
  await entry.getByLabel('Amount').fill('30');
  await expect(entry.getByLabel('Wallet', { exact: true })).toBeEnabled();
  await entry.getByLabel('Wallet', { exact: true }).selectOption({ label: 'Bank' });
  await chooseCategory(entry, 'Dog walker');
  await saveEntryForm(entry);
  await page.goto('/app/entries');
  await expect(entryRows(page).filter({ hasText: 'Dog walker' })).toContainText('-€30.00');
  await expect(monthExpenses(page)).toContainText('€30.00');
});

test('a sub-category of their own is renamed, moved to another parent and left out of the stats', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  const vet = await api.call<{ id: number }>('post', '/api/categories', { name: 'Vet', parent_category: 11 });
  await seedExpense(api, 30, { category_id: vet.id });

  await page.goto('/app/settings/category');
  await expect(monthExpenses(page)).toContainText('€30.00');
  const other = await openCategory(page, 'Other');
  await other.getByRole('link', { name: 'Vet' }).click();
  await expect(h1(page, 'Edit category')).toBeVisible();
  const form = page.getByRole('form', { name: 'Edit category' });
  await expect(form.getByLabel('Category name')).toHaveValue('Vet');
  await expect(form.getByLabel('Parent category').locator('option:checked')).toHaveText('Other');
  await expect(form.getByLabel('Exclude from stats')).not.toBeChecked();
  await form.getByLabel('Category name').fill('Vet bills');
  await form.getByLabel('Parent category').selectOption({ label: 'Home' });
  await form.getByLabel('Exclude from stats').check();
  await form.getByRole('button', { name: 'Save' }).click();

  // Under its new parent with its new name, marked as left out; no longer under the old one.
  await expect(page).toHaveURL(/\/app\/settings\/category$/);
  const home = await openCategory(page, 'Home');
  const moved = home.getByRole('listitem').filter({ hasText: 'Vet bills' });
  await expect(moved.getByRole('link', { name: 'Vet bills' })).toBeVisible();
  await expect(moved).toContainText('Excluded from stats');
  await expect((await openCategory(page, 'Other')).getByRole('link', { name: /^Vet/ })).toHaveCount(0);
  // Its entry no longer counts in this month's expenses.
  await expect(monthExpenses(page)).toContainText('€0.00');

  // The entry shows the new name; read again, the edit form has what was saved.
  await page.goto('/app/entries');
  await expect(entryRows(page).filter({ hasText: 'Vet bills' })).toContainText('-€30.00');
  await page.goto('/app/settings/category');
  await (await openCategory(page, 'Home')).getByRole('link', { name: 'Vet bills' }).click();
  const again = page.getByRole('form', { name: 'Edit category' });
  await expect(again.getByLabel('Parent category').locator('option:checked')).toHaveText('Home');
  await expect(again.getByLabel('Exclude from stats')).toBeChecked();
});

test('the default currency chosen in the settings is the one the totals are counted in', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  await seedEntry(api, 'incoming', { amount: 100, account_id: await api.walletId(), category_id: 73 });
  const total = topStrip(page).getByRole('link', { name: /^Wallets total / });

  await page.goto('/app/settings/currency');
  await expect(h1(page, 'Currencies')).toBeVisible();
  const euro = page.getByRole('radio', { name: 'Use Euro as the default currency' });
  const dollar = page.getByRole('radio', { name: 'Use US dollar as the default currency' });
  await expect(euro).toBeChecked();
  await expect(total).toContainText('€100.00');

  // The radio follows the workspace's currency once it is saved: a click, then the choice is awaited.
  await withToast(page, 'Default currency saved', () => dollar.click());
  await expect(dollar).toBeChecked();
  // The euros are counted in dollars at the table's rate (1.16 per euro); the wallet keeps its own currency.
  await expect(total).toContainText('$116.00');
  await expect(stripWallet(page, 'Bank')).toContainText('€100.00');
  await expect(topStrip(page).getByRole('link', { name: /^Incoming this month / })).toContainText('$116.00');

  await page.reload();
  await expect(dollar).toBeChecked();
  await expect(euro).not.toBeChecked();
  await expect(total).toContainText('$116.00');
});

test('a label deleted in the settings leaves the entries that had it', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  await seedExpense(api, 640, {
    note: 'Flights',
    labels: [
      { name: 'holiday', color: '#2563eb' },
      { name: 'family', color: '#16a34a' },
    ],
  });

  await page.goto('/app/entries');
  const flights = entryRows(page).filter({ hasText: 'Flights' });
  await expect(flights.getByRole('button', { name: 'holiday' })).toBeVisible();

  await page.goto('/app/settings/label');
  const labels = page.getByRole('list', { name: 'Labels' });
  await labels.getByRole('listitem', { name: 'holiday' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete label' });
  await expect(confirm).toContainText('Are you sure you want to delete the label "holiday"?');
  await withToast(page, 'Label deleted', () => confirm.getByRole('button', { name: 'Yes' }).click());
  await expect(labels.getByRole('listitem', { name: 'holiday' })).toHaveCount(0);
  // Gone for good, not archived: not among all the labels after a reload.
  await page.reload();
  await page.getByRole('radio', { name: 'All' }).check();
  await expect(labels.getByRole('listitem')).toHaveText([/family/]);

  await page.goto('/app/entries');
  await expect(flights.getByRole('button', { name: 'family' })).toBeVisible();
  await expect(flights.getByRole('button', { name: 'holiday' })).toHaveCount(0);
  await expect(flights).toContainText('-€640.00');
});

test('an archived wallet is restored, and a deleted one is archived with its entries kept', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  const savings = await seedWallet(api, 'Savings', 250);
  await seedExpense(api, 20, { account_id: savings.id, note: 'Books' });
  await api.call('patch', `/api/wallet/archive/${savings.uuid}`);
  const cards = page.getByRole('main').getByRole('list', { name: 'Wallets' });

  await page.goto('/app/settings/wallet');
  await expect(cards.getByRole('listitem', { name: 'Bank' })).toBeVisible();
  await expect(cards.getByRole('listitem', { name: 'Savings' })).toHaveCount(0);
  await expect(stripWallet(page, 'Savings')).toHaveCount(0);

  // Restored from the archived ones: active again, in the strip with its balance.
  await page.getByRole('radio', { name: 'Archived' }).check();
  const archived = cards.getByRole('listitem', { name: 'Savings' });
  await expect(archived).toContainText('Archived');
  await archived.getByRole('button', { name: 'Restore' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore wallet' });
  await expect(restore).toContainText('Restore the wallet "Savings"?');
  await withToast(page, 'Wallet restored', () => restore.getByRole('button', { name: 'Yes' }).click());
  await expect(cards.getByRole('listitem', { name: 'Savings' })).toHaveCount(0);
  await expect(stripWallet(page, 'Savings')).toContainText('€230.00');
  await page.getByRole('radio', { name: 'Active' }).check();
  await expect(cards.getByRole('listitem', { name: 'Savings' })).toContainText('€230.00');
  await expect(cards.getByRole('listitem', { name: 'Savings' })).not.toContainText('Archived');

  // Deleted: a soft delete, archived, its entry still listed.
  await cards.getByRole('listitem', { name: 'Savings' }).getByRole('button', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete wallet' });
  await expect(remove).toContainText(
    'Delete the wallet "Savings"? It will be archived and its entries kept.',
  );
  await withToast(page, 'Wallet archived', () => remove.getByRole('button', { name: 'Yes' }).click());
  await expect(cards.getByRole('listitem', { name: 'Savings' })).toHaveCount(0);
  await expect(stripWallet(page, 'Savings')).toHaveCount(0);
  await page.reload();
  await page.getByRole('radio', { name: 'Archived' }).check();
  await expect(cards.getByRole('listitem', { name: 'Savings' })).toContainText('€230.00');

  await page.goto('/app/entries');
  await expect(entryRows(page).filter({ hasText: 'Books' })).toContainText('-€20.00');
});
