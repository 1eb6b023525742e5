import { useSession } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('with the browser in Italian', () => {
  test.use({ locale: 'it-IT' });

  test('the app speaks Italian', async ({ page, account }) => {
    await page.goto('/app/auth/login');
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByText('Hai dimenticato la password?')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await useSession(page, account.session);
    await page.goto('/app/entries');
    await expect(page.getByRole('heading', { level: 1, name: 'Movimenti', exact: true })).toBeVisible();
  });
});

test.describe('with the browser in a language we do not have', () => {
  test.use({ locale: 'pt-BR' });

  test('the app falls back to English', async ({ page }) => {
    await page.goto('/app/auth/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });
});
