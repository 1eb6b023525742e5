import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { stripWallet } from './support/ledger.ts';

const rows = (page: Page) => page.locator('table.bc-table tbody tr');

// A German bank's export: semicolons, dd.mm.yyyy, decimal commas, a quoted note holding the delimiter.
const BANK_CSV = [
  'Datum;Betrag;Beschreibung;Schlagworte',
  '15.01.2026;-12,50;Bakery;food',
  '16.01.2026;1.500,00;January pay;',
  '17.01.2026;-7,25;"Coffee; beans";FOOD',
].join('\n');

const csvFile = (text: string) => ({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test('a bank CSV is mapped, previewed and imported into a wallet, and the balance follows', async ({
  signedInPage: page,
}) => {
  await page.goto('/app/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles(csvFile(BANK_CSV));

  // Read as the file is written: semicolons and day-first dates are detected.
  await expect(page.getByLabel('Delimiter')).toHaveValue(';');
  await expect(page.getByLabel('Date format')).toContainText('Automatic (dd.mm.yyyy)');
  const preview = page.getByRole('table');
  await expect(preview).toContainText('Coffee; beans');
  await expect(preview.locator('thead')).toContainText('Beschreibung');

  // The date, amount and note columns are guessed from their names; labels are mapped by hand.
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('0');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('1');
  await page.getByLabel('Note', { exact: true }).selectOption({ label: 'Beschreibung' });
  await page.getByLabel('Labels', { exact: true }).selectOption({ label: 'Schlagworte' });

  const wallet = page.getByLabel('Wallet', { exact: true });
  await expect(wallet).toBeEnabled();
  await wallet.selectOption({ label: 'Bank' });
  await page.getByRole('button', { name: 'Import 3 entries' }).click();
  await expect(page.getByText('3 entries imported.')).toBeVisible();
  // 1,500.00 - 12.50 - 7.25
  await expect(stripWallet(page, 'Bank')).toContainText('€1,480.25');

  await page.getByRole('link', { name: 'Show the entries' }).click();
  await expect(page).toHaveURL(/\/app\/entries\?filter_wallet=[0-9a-f-]{36}/);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: 'January pay' })).toContainText('€1,500.00');
  const coffee = rows(page).filter({ hasText: 'Coffee; beans' });
  await expect(coffee).toContainText('-€7.25');
  // "food" and "FOOD" are one label.
  await expect(coffee.getByRole('button', { name: 'food' })).toBeVisible();
  await coffee.getByRole('button', { name: 'food' }).click();
  await expect(rows(page)).toHaveCount(2);
});

test('rows that cannot be read are named by line and nothing can be imported', async ({
  signedInPage: page,
}) => {
  await page.goto('/app/import');
  await page
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile('date,amount,note\n2026-01-15,-3.50,Fine\n2026-02-30,-1.00,Bad date\n2026-01-16,ten,Bad\n'),
    );
  const problems = page.getByRole('alert').filter({ hasText: 'These rows cannot be imported' });
  await expect(problems).toContainText('Line 3, Date: not a date in the chosen format');
  await expect(problems).toContainText('Line 4, Amount: not an amount');
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await expect(stripWallet(page, 'Bank')).toContainText('€0.00');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the import page fits 375 px with a file loaded', async ({ signedInPage: page }) => {
    await page.goto('/app/import');
    await page.getByLabel('CSV file').setInputFiles(csvFile(BANK_CSV));
    await expect(page.getByRole('button', { name: 'Import 3 entries' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByLabel('Wallet', { exact: true }).selectOption({ label: 'Bank' });
    await page.getByRole('button', { name: 'Import 3 entries' }).click();
    await expect(page.getByText('3 entries imported.')).toBeVisible();
  });
});
