import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import type { RemoteMode } from './support/remote-servers.ts';

async function expectOtherAreasWork(page: Page) {
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Entries', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entries', exact: true })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings', exact: true })).toBeVisible();
}

const failures: Array<{ mode: RemoteMode; what: string }> = [
  { mode: 'down', what: 'its server is stopped' },
  { mode: 'missing-manifest', what: 'its manifest answers 404' },
  { mode: 'broken-script', what: 'its script throws' },
];

for (const { mode, what } of failures) {
  test(`when the budgets remote fails (${what}) only that section is unavailable`, async ({
    signedInPage: page,
    remotes,
  }) => {
    await remotes.setMode('budgets-goals', mode);
    await page.goto('/app/budgets');
    await expect(page.getByRole('heading', { name: 'Budgets and goals is unavailable' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await expectOtherAreasWork(page);

    // The remote comes back: Retry loads it without reloading the page.
    await remotes.setMode('budgets-goals', 'up');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Budgets', exact: true })
      .click();
    const retry = page.getByRole('button', { name: 'Retry' });
    if (await retry.isVisible()) await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Budgets', exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });
}

test('a broken remotes.json leaves the shell working with every area unavailable', async ({
  signedInPage: page,
}) => {
  await page.route('**/app/remotes.json', (route) => route.fulfill({ status: 200, body: '{"entries": 42}' }));
  await page.goto('/app/entries');
  await expect(page.getByRole('heading', { name: 'Entries is unavailable' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Dashboard and stats is unavailable' })).toBeVisible();
});
