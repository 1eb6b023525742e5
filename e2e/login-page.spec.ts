// The login page a visitor's first visit gets: its own light build, its HTML rendered ahead of time in the
// person's language. The boundary held back in these tests is the network: the page's scripts are delayed
// (page.route) to see what the person has before they run.
import type { Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForLink } from './support/outbox.ts';
import { APP_ORIGIN } from './support/ports.ts';

/** Holds every script of the login page's own build until `release` is called. */
async function holdLoginPageScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/app/login/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** What the page reports as errors: React reports markup it could not take over as it was. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the form is on screen before its code runs, and what is typed meanwhile signs in', async ({
  page,
  account,
}) => {
  const errors = pageErrors(page);
  const scripts = await holdLoginPageScripts(page);
  await page.goto('/app/auth/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  const loginButton = page.getByRole('button', { name: 'Login', exact: true });
  // Until the code runs, the form must not send itself (the password would go into the address).
  await expect(loginButton).toBeDisabled();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);

  scripts.release();
  await expect(loginButton).toBeEnabled();
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  expect(errors).toEqual([]);
  await loginButton.click();
  // The app opens with a page load, signed in.
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
});

/**
 * Types into both fields while the page's code is held back, focus left in the password, then lets the code
 * run: what was typed, and where, must still be there once React has taken the form over.
 */
async function typeBeforeTheCodeRuns(
  page: Page,
  scripts: { release: () => void },
  { email, password, loginButton }: { email: string; password: string; loginButton: string },
) {
  const emailField = page.locator('input[name="email"]');
  const passwordField = page.locator('input[name="password"]');
  await emailField.fill(email);
  await passwordField.fill(password);
  scripts.release();
  await expect(page.getByRole('button', { name: loginButton, exact: true })).toBeEnabled();
  await expect(emailField).toHaveValue(email);
  await expect(passwordField).toHaveValue(password);
  await expect(passwordField).toBeFocused();
}

test('right after the confirmation link, what is typed before the page’s code runs stays and signs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('confirmed');
  await request.post(`${APP_ORIGIN}/api/auth/sign-up`, {
    data: { name: 'Ada', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  // The link opens the app, which confirms the address and goes on to the login with its notice, kept in
  // that history entry's state.
  await page.goto(await waitForLink(email, 'confirm'));
  const notice = page.getByText('Your e-mail is confirmed: you can log in now.');
  await expect(notice).toBeVisible();
  // Loaded again (a reload, a phone that restores the tab): the server's page, the notice in its state.
  const errors = pageErrors(page);
  const scripts = await holdLoginPageScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  await typeBeforeTheCodeRuns(page, scripts, { email, password: PASSWORD, loginButton: 'Login' });
  await expect(notice).toBeVisible();
  expect(errors).toEqual([]);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/auth\/finalize$/);
});

test('a language chosen in this browser but not sent to the server: the page is taken over, then speaks it', async ({
  page,
  context,
  account,
}) => {
  // The choice stored without its cookie (one that expired or was cleared): the server answers English.
  await context.addInitScript(() => localStorage.setItem('bc-language', 'it'));
  const errors = pageErrors(page);
  const scripts = await holdLoginPageScripts(page);
  await page.goto('/app/auth/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  await typeBeforeTheCodeRuns(page, scripts, { ...account, loginButton: 'Accedi' });
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect(errors).toEqual([]);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('in a year after the build’s, the form keeps what was typed and the footer says this year', async ({
  page,
}) => {
  await page.clock.install({ time: new Date(new Date().getFullYear() + 3, 0, 2, 10) });
  const errors = pageErrors(page);
  const scripts = await holdLoginPageScripts(page);
  await page.goto('/app/auth/login', { waitUntil: 'commit' });
  await typeBeforeTheCodeRuns(page, scripts, {
    email: 'someone@example.com',
    password: 'typed early',
    loginButton: 'Login',
  });
  await expect(page.locator('footer')).toContainText(String(new Date().getFullYear() + 3));
  expect(errors).toEqual([]);
});

test('the page asks for its scripts only once its form has been painted', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/app/auth/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  const { painted, scriptsAsked } = await page.evaluate(() => ({
    // When the page's first paint was done on its side (the frame then reaches the screen, its startTime).
    painted: (performance.getEntriesByName('first-contentful-paint')[0] as { paintTime?: number } | undefined)
      ?.paintTime,
    scriptsAsked: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  // The page's code and its strings in the page's language, at least: every one asked for after the paint.
  expect(painted).toBeGreaterThan(0);
  expect(scriptsAsked.length).toBeGreaterThanOrEqual(3);
  for (const asked of scriptsAsked) expect(asked).toBeGreaterThanOrEqual(painted ?? Number.NaN);
  // Its one inline script ran: the policy allows it by its hash.
  expect(errors).toEqual([]);
});

test('its links open the app: a visitor goes on to create an account', async ({ page }) => {
  await page.goto('/app/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account', exact: true })).toBeVisible();
});

test.describe('with the browser in Italian', () => {
  test.use({ locale: 'it-IT' });

  test('the page arrives written in Italian', async ({ page }) => {
    await holdLoginPageScripts(page);
    await page.goto('/app/auth/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

test('German chosen in this browser comes before the browser’s English, and the app takes the page over', async ({
  page,
  context,
}) => {
  // What the language picker and each sign-in leave: the choice stored, and its cookie for the server.
  await context.addInitScript(() => localStorage.setItem('bc-language', 'de'));
  await context.addCookies([{ name: 'bc-language', value: 'de', url: APP_ORIGIN }]);
  const errors = pageErrors(page);
  const scripts = await holdLoginPageScripts(page);
  await page.goto('/app/auth/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Anmelden', exact: true });
  await expect(heading).toBeVisible();
  scripts.release();
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  await expect(heading).toBeVisible();
  expect(errors).toEqual([]);
});

test('dark chosen in this browser on a light system is the page’s first paint, not a flash of white', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // What the theme switch leaves: the choice stored, and its cookie for the server.
  await context.addInitScript(() => localStorage.setItem('bc-theme', 'dark'));
  await context.addCookies([{ name: 'bc-theme', value: 'dark', url: APP_ORIGIN }]);
  const errors = pageErrors(page);
  const scripts = await holdLoginPageScripts(page);
  await page.goto('/app/auth/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  // Before any script of the page has run: the dark theme's page colour.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const dark = await background();
  // An opaque colour (rgb, not a transparent rgba) well under mid-grey.
  const [red = 255, green = 255, blue = 255] = (/^rgb\((\d+), (\d+), (\d+)\)$/.exec(dark) ?? [])
    .slice(1)
    .map(Number);
  expect(red + green + blue).toBeLessThan(3 * 128);
  scripts.release();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  expect(await background()).toBe(dark);
  expect(errors).toEqual([]);
});
