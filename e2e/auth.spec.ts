import { expect, type Page } from '@playwright/test';
import { apiLogin, createVerifiedUser, loginThroughForm, PASSWORD, uniqueEmail } from './support/accounts.ts';
import { test } from './support/fixtures.ts';
import { mailsTo, waitForLink } from './support/outbox.ts';
import { OIDC_ISSUER } from './support/ports.ts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function setUpAccount(page: Page, walletName: string) {
  await expect(heading(page, 'Set up account')).toBeVisible();
  const workspaceName = page.getByLabel('Workspace name');
  await expect(workspaceName).toHaveValue('Workspace');
  // The tooltip describes the field.
  await expect(workspaceName).toHaveAccessibleDescription(/A workspace holds your wallets/);
  await expect(page.getByLabel('Default currency')).toHaveValue('2');
  await expect(page.getByLabel('Default payment type')).toHaveValue('1');
  const walletType = page.getByLabel('Wallet type');
  await expect(walletType).toHaveValue('bank');
  await expect(walletType.getByRole('option')).toHaveText(['Bank account', 'Cash', 'Other']);
  await page.getByLabel('Wallet name').fill(walletName);
  const balance = page.getByLabel('Initial balance');
  await expect(balance).toHaveValue('0.00');
  await balance.fill('1250,5');
  await balance.blur();
  await expect(balance).toHaveValue('1250.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(heading(page, 'Dashboard')).toBeVisible();
}

test('register, confirm the e-mail from the mail, log in, set up the account, reach the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/app/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(heading(page, 'Create an account')).toBeVisible();

  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('E-mail').fill(email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abcdefgh');
  await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'Password strength: Very weak',
  );
  await password.fill(PASSWORD);
  await expect(password).toHaveAccessibleDescription(/Password strength: Very strong/);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  // The privacy checkbox is required: the browser keeps the form until it is ticked.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(heading(page, 'Create an account')).toBeVisible();
  expect(mailsTo(email)).toHaveLength(0);
  await page.getByLabel('I have read and accept the privacy policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account has been created. Check your e-mail')).toBeVisible();

  // Not confirmed yet: the login says so and offers to send the mail again.
  await loginThroughForm(page, { name: 'Ada Lovelace', email, password: PASSWORD });
  const box = page.getByRole('alert').filter({ hasText: "You haven't verified your email yet." });
  await expect(box).toBeVisible();
  await box.getByRole('button', { name: 'Resend the verification e-mail' }).click();
  await expect(page.getByText('We have sent you a new verification e-mail')).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(2);

  const link = await waitForLink(email, 'confirm');
  await page.goto(link);
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await expect(page.getByText('Your e-mail is confirmed: you can log in now.')).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/auth\/finalize$/);
  await setUpAccount(page, 'Main account');

  // The workspace is in the selector; a signed-in user who opens the login page goes to the dashboard.
  await expect(page.getByLabel('Workspace', { exact: true })).toHaveText('Workspace');
  await page.goto('/app/auth/login');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('wrong credentials show the message of the error catalogue', async ({ page, account }) => {
  await loginThroughForm(page, { ...account, password: 'Wrong#password1' });
  await expect(page.getByRole('alert')).toHaveText('The credentials you entered are not valid.');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
});

test('a confirmation link that is not valid shows the server error', async ({ page }) => {
  await page.goto('/app/auth/confirm/not-a-real-token');
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
});

test('forgotten password: the mailed link sets a new one, then the login takes it', async ({
  page,
  request,
}) => {
  const account = { name: 'Grace', email: uniqueEmail('recovery'), password: PASSWORD };
  await createVerifiedUser(request, account);
  await page.goto('/app/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('we have sent it a link to choose a new password')).toBeVisible();

  await page.goto(await waitForLink(account.email, 'reset-password'));
  await expect(heading(page, 'Choose a new password')).toBeVisible();
  const newPassword = 'Another#Secret42';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await loginThroughForm(page, { ...account, password: newPassword });
  await expect(page).toHaveURL(/\/app\/auth\/finalize$/);
});

test('admin pages need a session, and logout ends it', async ({ signedInPage: page }) => {
  await page.goto('/app/settings');
  await expect(heading(page, 'Settings')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('bc.token'))).toBe('null');
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
});

test('a revoked session lands on the login page', async ({ signedInPage: page, request }) => {
  await page.goto('/app/settings');
  await expect(heading(page, 'Settings')).toBeVisible();
  // The session ends elsewhere (another tab logs out with the tokens the page holds now: user-info
  // renewed the session token): the next call answers 401.
  const stored = await page.evaluate(() => ({
    token: (JSON.parse(localStorage.getItem('bc.token') ?? 'null') as { token: string } | null)?.token,
    sessionToken: JSON.parse(localStorage.getItem('bc.session-token') ?? 'null') as string | null,
  }));
  expect(stored.token && stored.sessionToken).toBeTruthy();
  await request.get('/api/auth/logout', {
    headers: { Authorization: `Bearer ${stored.token}`, 'X-BC-Token': stored.sessionToken ?? '' },
  });
  await page.reload();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await expect(heading(page, 'Login')).toBeVisible();
});

test('sign in with the local OpenID provider, set up the account, reach the dashboard', async ({ page }) => {
  const login = `oidc${Date.now().toString(36)}`;
  await page.goto('/app/auth/login');
  await page.getByRole('button', { name: 'Sign in with Dev provider' }).click();

  // The provider's own development login form, then its consent page.
  await page.waitForURL((url) => url.origin === OIDC_ISSUER);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: /continue/i }).click();

  await expect(page).toHaveURL(/\/app\/auth\/finalize$/, { timeout: 15_000 });
  await setUpAccount(page, 'Provider wallet');

  // Signed in for good: the session holds across a reload.
  await page.reload();
  await expect(heading(page, 'Dashboard')).toBeVisible();
});

test('delete the account from the profile, then the login refuses it', async ({
  signedInPage: page,
  account,
  request,
}) => {
  await page.goto('/app/settings/profile');
  await expect(heading(page, 'Profile')).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText(account.name, { exact: true })).toBeVisible();

  const remove = page.getByRole('button', { name: 'Delete user and all data' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete your user? All your data and your user will be deleted.',
  );
  // Escape (or No) keeps everything, and the focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();

  await remove.click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await expect(heading(page, 'Login')).toBeVisible();

  await loginThroughForm(page, account);
  await expect(page.getByRole('alert')).toHaveText('The credentials you entered are not valid.');
  const refused = await request.post('/api/auth/authenticate', {
    data: { email: account.email, password: account.password },
  });
  expect(refused.status()).toBe(401);
  await expect(apiLogin(request, account)).rejects.toThrow(/401/);
});
