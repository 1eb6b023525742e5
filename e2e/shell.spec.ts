import { expect, test } from './support/fixtures.ts';
import { REMOTE_PORTS } from './support/ports.ts';

test('/app sends a visitor to the login page', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test("the app's scripts arrive compressed: the build's brotli copies, for a browser that accepts them", async ({
  page,
}) => {
  const scripts: Promise<{ path: string; encoding?: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/app/') || !pathname.endsWith('.js')) return;
    scripts.push(
      (async () => ({
        path: pathname,
        encoding: (await response.allHeaders())['content-encoding'],
        bytes: (await response.body()).length,
      }))(),
    );
  });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  const arrived = await Promise.all(scripts);
  // The build compresses every script of 1 kB or more (a smaller one is sent as it is).
  const worthIt = arrived.filter((script) => script.bytes >= 1024);
  expect(worthIt.length).toBeGreaterThan(0);
  for (const script of worthIt) expect(script.encoding, script.path).toBe('br');
});

test('an unknown path goes to /app and so to the login page', async ({ page }) => {
  await page.goto('/app/no/such/page');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
});

test('each of the four areas loads in the shell from its own origin', async ({ signedInPage: page }) => {
  const remoteScripts = new Set<string>();
  page.on('response', (response) => {
    const port = Number(new URL(response.url()).port);
    if (Object.values(REMOTE_PORTS).includes(port) && response.ok()) remoteScripts.add(String(port));
  });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Entries', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/entries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entries', exact: true })).toBeVisible();

  await sidebar.getByRole('link', { name: 'Budgets', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budgets', exact: true })).toBeVisible();

  await sidebar.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings', exact: true })).toBeVisible();

  expect([...remoteScripts].sort()).toEqual(Object.values(REMOTE_PORTS).map(String).sort());
});

test('links inside an area and the sidebar keep shell and area on the same page', async ({
  signedInPage: page,
}) => {
  await page.goto('/app/entries');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Payee list', exact: true })
    .click();
  await expect(page).toHaveURL(/\/app\/payee$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payee list', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Entries', exact: true })).toBeVisible();
});

test('the eye button hides amounts and the choice survives a reload', async ({ signedInPage: page }) => {
  await page.goto('/app/dashboard');
  const eye = page.getByRole('button', { name: 'Hide amounts' });
  await eye.click();
  await expect(page.getByRole('button', { name: 'Show amounts' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('body')).toHaveClass(/bc-amounts-hidden/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show amounts' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/bc-amounts-hidden/);
});

test('losing the network shows the offline banner', async ({ signedInPage: page, context }) => {
  await page.goto('/app/dashboard');
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the sidebar opens from the menu button and hides the external links', async ({
    signedInPage: page,
  }) => {
    await page.goto('/app/entries');
    await expect(page.getByRole('heading', { level: 1, name: 'Entries', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Donate', exact: true })).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Goals', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Goals', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });
});
