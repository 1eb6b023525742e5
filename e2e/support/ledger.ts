import { expect, type Locator, type Page } from '@playwright/test';
import { chooseCategory } from './category-choice.ts';

/** The shell's strip of wallet cards. */
export const topStrip = (page: Page): Locator => page.getByRole('region', { name: 'Wallets and summary' });

/** A wallet's card in the top strip (its link holds the name and the balance). */
export const stripWallet = (page: Page, name: string): Locator =>
  topStrip(page).getByRole('link', { name: new RegExp(`^${name} `) });

/** Adds a wallet through the settings modal; `fill` sets the type-dependent fields. */
export async function addWallet(
  page: Page,
  wallet: { name: string; type: string; balance: string; currency?: string },
  fill?: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: 'Add wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'New wallet' });
  await dialog.getByLabel('Name').fill(wallet.name);
  await dialog.getByLabel('Type').selectOption({ label: wallet.type });
  await dialog.getByLabel(wallet.type === 'Voucher' ? 'Number of tickets' : 'Balance').fill(wallet.balance);
  await expect(dialog.getByLabel('Currency')).toBeEnabled();
  await dialog.getByLabel('Currency').selectOption({ label: wallet.currency ?? '€ · Euro' });
  await fill?.(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Wallet saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

export interface EntryInput {
  tab: 'Expenses' | 'Incoming' | 'Transfer' | 'Debit';
  amount: string;
  wallet: string;
  category?: string;
  to?: string;
  newPayee?: string;
  moneyOut?: boolean;
  labels?: string;
  note?: string;
  /** The entry's date and time, as the datetime-local field takes it (`yyyy-MM-ddTHH:mm`); now if left out. */
  date?: string;
}

/**
 * Adds an entry through /app/entry: saved, the form says "Entry saved" and starts again blank; then the list
 * is opened through the page's menu (no page load).
 */
export async function addEntry(page: Page, entry: EntryInput): Promise<void> {
  await page.goto('/app/entry');
  await page.getByRole('tab', { name: entry.tab }).click();
  const form = page.getByRole('form', { name: entry.tab });
  await form.getByLabel('Amount').fill(entry.amount);
  const wallet = form.getByLabel(entry.tab === 'Transfer' ? 'From wallet' : 'Wallet', { exact: true });
  await expect(wallet).toBeEnabled();
  await wallet.selectOption({ label: entry.wallet });
  if (entry.to) {
    await expect(form.getByLabel('To wallet')).toBeEnabled();
    await form.getByLabel('To wallet').selectOption({ label: entry.to });
  }
  if (entry.category) await chooseCategory(form, entry.category);
  if (entry.newPayee) {
    await form.getByLabel('Payee', { exact: true }).selectOption({ label: 'Create a new payee' });
    await form.getByLabel('Payee name').fill(entry.newPayee);
    if (entry.moneyOut) await form.getByRole('radio', { name: 'Money out (−)' }).check();
  }
  if (entry.date) await form.getByLabel('Date', { exact: true }).fill(entry.date);
  if (entry.labels || entry.note) {
    const details = form.locator('details');
    if ((await details.getAttribute('open')) === null) await form.getByText('Details').click();
    if (entry.labels) await form.getByLabel('Labels').fill(entry.labels);
    if (entry.note) await form.getByLabel('Note').fill(entry.note);
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect(form.getByLabel('Amount')).toHaveValue('');
  await page.getByRole('link', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/entries$/);
}
