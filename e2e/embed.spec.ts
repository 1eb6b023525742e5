import { embedUrl } from './support/embed.ts';
import { expect, test } from './support/fixtures.ts';
import { APP_ORIGIN } from './support/ports.ts';

/** A token the server does not know: the reference data still answers, the user's figures do not. */
const partner = { token: 'partner-token' };

test('the stats embed mounts the dashboard in a plain page on another origin', async ({ page }) => {
  await page.goto(embedUrl(partner));
  await expect(page.getByRole('heading', { name: 'A partner page on another origin' })).toBeVisible();
  const widget = page.locator('#budget-control-stats');
  await expect(widget.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  // The host page's URL is not the embed's to change.
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the embed talks to its API base with the token it was given', async ({ page }) => {
  const apiCall = page.waitForRequest((request) => request.url().startsWith(`${APP_ORIGIN}/api/categories`));
  await page.goto(embedUrl(partner, '/stats/search'));
  const request = await apiCall;
  expect(request.headers().authorization).toBe('Bearer partner-token');
  const widget = page.locator('#budget-control-stats');
  // Reference data is public: the categories arrive even with a token the server does not know.
  const categories = widget.getByRole('combobox', { name: 'Categories' });
  await expect(categories).toBeEnabled();
  await categories.fill('Groc');
  await expect(widget.getByRole('option', { name: 'Groceries' })).toBeAttached();
});
