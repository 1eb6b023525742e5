import { loginThroughForm } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { addWallet, topStrip } from './support/ledger.ts';

const h1 = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test('the wallet order, the theme and the language chosen in the settings are kept', async ({
  signedInPage: page,
  account,
  browser,
}) => {
  // Wallet order: moved with the keyboard, told to screen readers, kept by the server, shown in the strip.
  await page.goto('/app/settings/wallet');
  await addWallet(page, { name: 'Cash', type: 'Cash', balance: '20' });
  const cards = page.locator('.bc-card-grid').getByRole('listitem');
  const strip = topStrip(page).locator('.bc-wallet-chip-name');
  await expect(cards).toHaveText([/^Bank/, /^Cash/]);
  await expect(strip).toHaveText(['Bank', 'Cash']);
  await page.getByRole('button', { name: 'Move Cash up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
    'Cash moved to position 1 of 2',
  );
  await expect(cards).toHaveText([/^Cash/, /^Bank/]);
  await expect(strip).toHaveText(['Cash', 'Bank']);
  await expect(page.getByRole('button', { name: 'Move Cash down' })).toBeFocused();
  await page.reload();
  await expect(cards).toHaveText([/^Cash/, /^Bank/]);
  await expect(strip).toHaveText(['Cash', 'Bank']);

  // Theme: dark at once, and after a reload.
  await page.goto('/app/settings');
  await page.getByRole('link', { name: 'Language and theme' }).click();
  await expect(h1(page, 'Language and theme')).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(await background()).toBe('rgb(15, 20, 25)');

  // Language: the whole app at once, after a reload, and on the login page of this browser.
  // The radio follows the language in use, which switches once Italian's strings have loaded: click, then
  // wait for the switch (check() expects the radio checked at once).
  await page.getByRole('radio', { name: 'Italiano' }).click();
  await expect(h1(page, 'Lingua e tema')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Italiano' })).toBeChecked();
  await expect(html).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
  await expect(page.getByText('Lingua salvata per il tuo account.')).toBeVisible();
  await page.reload();
  await expect(h1(page, 'Lingua e tema')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Scuro' })).toBeChecked();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe('rgb(15, 20, 25)');
  // On a small phone nothing scrolls sideways.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // Polled: the phone layout follows the resize a render later.
  await expect.poll(sideways).toBeLessThanOrEqual(0);
  await page.goto('/app/settings/wallet');
  await expect(page.getByRole('button', { name: 'Sposta Cash in giù' })).toBeVisible();
  await expect.poll(sideways).toBeLessThanOrEqual(0);
  if (viewport) await page.setViewportSize(viewport);
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();

  // A new sign-in in another browser, which knows nothing of it: the account brings Italian.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await loginThroughForm(other, account);
  await expect(other).not.toHaveURL(/\/auth\/login/);
  await other.goto('/app/settings');
  await expect(h1(other, 'Impostazioni')).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'it');
  // The theme is this browser's: the other one follows its system (light here).
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  await elsewhere.close();
});
