import type { Entry, Wallet } from '@bc/api';
import type { Page } from '@playwright/test';
import { sessionHeaders } from './support/accounts.ts';
import { chooseCategory } from './support/category-choice.ts';
import { expect, test } from './support/fixtures.ts';
import { stripWallet } from './support/ledger.ts';
import { APP_ORIGIN } from './support/ports.ts';

const rows = (page: Page) => page.locator('table.bc-table tbody tr');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const pendingSection = (page: Page) => page.getByRole('region', { name: 'Waiting to be sent' });

/** Opens the row's menu and its Edit, inside the app (no page load: the network may be gone). */
async function openEdit(page: Page, text: string) {
  await row(page, text).locator('summary').click();
  await row(page, text).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/app\/entry\/[^/]+$/);
}

/** The add form through the entries menu (no page load), an expense saved, then the list. */
async function addExpense(page: Page, amount: string, note: string, saved = 'Entry saved') {
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  const form = page.getByRole('form', { name: 'Expenses' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Wallet', { exact: true }).selectOption({ label: 'Bank' });
  await chooseCategory(form, 'Groceries');
  if ((await form.locator('details').getAttribute('open')) === null) await form.getByText('Details').click();
  await form.getByLabel('Note').fill(note);
  await form.getByRole('button', { name: 'Save' }).click();
  // Saved (or kept offline), the form starts again for the next one; the list is one tap away.
  await expect(page.getByText(saved)).toBeVisible();
  await expect(form.getByLabel('Amount')).toHaveValue('');
  await page.getByRole('link', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/entries$/);
}

test('entries written offline are shown pending, sent once when the connection returns, and a refusal is shown', async ({
  signedInPage: page,
  account,
  context,
  request,
}) => {
  const headers = sessionHeaders(account.session);
  const [bank] = (await (await request.get(`${APP_ORIGIN}/api/wallet/list`, { headers })).json()) as Wallet[];
  const expense = (amount: number, note: string) => ({
    type: 'expenses',
    amount: -amount,
    account_id: bank?.id,
    category_id: 3,
    note,
    confirmed: true,
    date_time: new Date(Date.now() - 3_600_000).toISOString(),
  });
  const lunch = (await (
    await request.post(`${APP_ORIGIN}/api/entry/expense`, { headers, data: expense(8, 'Lunch with Ada') })
  ).json()) as Entry;

  // Online first: the list, the add form and the edit form are loaded once.
  await page.goto('/app/entries');
  await expect(row(page, 'Lunch with Ada')).toContainText('-€8.00');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await expect(stripWallet(page, 'Bank')).toContainText('-€8.00');
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(
    page.getByRole('form', { name: 'Expenses' }).getByLabel('Wallet', { exact: true }),
  ).toBeEnabled();
  await page.getByRole('link', { name: 'Show', exact: true }).click();
  await openEdit(page, 'Lunch with Ada');
  await expect(page.getByLabel('Amount')).toHaveValue('8.00');
  await page.getByRole('link', { name: 'Show', exact: true }).click();
  await expect(row(page, 'Lunch with Ada')).toBeVisible();

  await context.setOffline(true);
  const keptOffline = 'Saved offline: it will be sent when the connection returns.';
  await addExpense(page, '10', 'Offline bread', keptOffline);
  await addExpense(page, '5.50', 'Offline milk', keptOffline);
  // An edit of an entry created offline folds into its create.
  await openEdit(page, 'Offline milk');
  await page.getByLabel('Amount').fill('6.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/entries$/);
  // An edit of an entry the server has.
  await openEdit(page, 'Lunch with Ada');
  await page.getByLabel('Amount').fill('9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/entries$/);

  await expect(pendingSection(page).locator('tbody tr')).toHaveCount(2);
  await expect(row(page, 'Offline bread')).toContainText('Pending');
  await expect(row(page, 'Offline bread')).toContainText('-€10.00');
  await expect(row(page, 'Offline milk')).toContainText('-€6.50');
  await expect(row(page, 'Lunch with Ada')).toContainText('Edit pending');
  await expect(row(page, 'Lunch with Ada')).toContainText('-€9.00');
  // -8 - 1 (the edit) - 10 - 6.50
  await expect(stripWallet(page, 'Bank')).toContainText('-€25.50');
  await expect(stripWallet(page, 'Bank')).toContainText('pending');
  // Kept in IndexedDB: a reload offline (the service worker serves the app) still shows them pending.
  await page.reload();
  await expect(pendingSection(page).locator('tbody tr')).toHaveCount(2);
  await expect(row(page, 'Lunch with Ada')).toContainText('Edit pending');
  await expect(stripWallet(page, 'Bank')).toContainText('-€25.50');
  expect(
    await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('bc-offline-writes');
          open.onsuccess = () => {
            const count = open.result.transaction('writes').objectStore('writes').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
          open.onerror = () => reject(open.error);
        }),
    ),
  ).toBe(3);

  // Meanwhile, another session deletes the entry edited offline.
  expect((await request.delete(`${APP_ORIGIN}/api/entry/${lunch.uuid}`, { headers })).status()).toBe(200);

  await context.setOffline(false);
  await expect(pendingSection(page)).toHaveCount(0);
  const refused = page.getByRole('region', { name: /refused by the server/ });
  await expect(refused).toContainText('Entry not found');
  await expect(refused).toContainText('Lunch with Ada');
  await expect(row(page, 'Offline bread')).toContainText('-€10.00');
  await expect(row(page, 'Offline milk')).toContainText('-€6.50');
  await expect(row(page, 'Offline bread')).not.toContainText('Pending');
  // The deleted lunch no longer counts: -10 - 6.50.
  await expect(stripWallet(page, 'Bank')).toContainText('-€16.50');
  await expect(stripWallet(page, 'Bank')).not.toContainText('pending');

  // Each saved exactly once.
  const listed = (await (
    await request.get(`${APP_ORIGIN}/api/entry?per_page=30&page=1`, { headers })
  ).json()) as { data: Entry[] };
  expect(listed.data.map((entry) => [entry.note, entry.amount]).sort()).toEqual([
    ['Offline bread', -10],
    ['Offline milk', -6.5],
  ]);

  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(0);
});
