// Changing the password (issue 27): a person signed in on a laptop and on another browser changes their
// password in the security settings of the laptop (a wrong current one first, refused on its field). The
// laptop stays signed in and lists itself alone, the person is mailed, the other browser's next step is the
// sign-in page, where the old password is refused and the new one signs in. At 390 and 360 px the section
// fits, and axe finds nothing serious.
import type { Page } from '@playwright/test';
import { loginThroughForm, sessionHeaders, signedInOnTwoDevices } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { mailsTo } from './support/outbox.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';

const NEW_PASSWORD = 'Changed#2027';
const SUBJECT = 'Budget Control: your password was changed';

const section = (page: Page) => page.getByRole('region', { name: 'Password', exact: true });

async function changePassword(page: Page, current: string, password: string) {
  const form = section(page);
  await form.getByLabel('Current password', { exact: true }).fill(current);
  await form.getByLabel('New password', { exact: true }).fill(password);
  await form.getByLabel('Confirm the new password').fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
}

test('a person changes their password: the other browser is signed out and signs in with the new one', async ({
  browser,
  account,
  request,
}) => {
  test.setTimeout(120_000);
  // The account's set-up session (made through the API) ends: only the two browsers are signed in.
  const logout = await request.get('/api/auth/logout', { headers: sessionHeaders(account.session) });
  expect(logout.ok()).toBe(true);

  const { page, otherPage } = await signedInOnTwoDevices(browser, account, {
    first: { viewport: { width: 1366, height: 900 } },
  });

  await page.goto('/app/settings/security');
  const devices = page.getByRole('list', { name: 'Devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  const password = section(page);
  await expect(password.getByLabel('Current password', { exact: true })).toHaveAttribute(
    'autocomplete',
    'current-password',
  );
  await expect(password.getByLabel('New password', { exact: true })).toHaveAttribute(
    'autocomplete',
    'new-password',
  );

  // A wrong current password: refused on its field, nothing changes.
  await changePassword(page, 'Not-my-password1', NEW_PASSWORD);
  await expect(password.getByText('This is not your current password.')).toBeVisible();
  await expect(password.getByLabel('Current password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(password.getByLabel('Current password', { exact: true })).toBeFocused();
  await expect(devices).toHaveCount(2);
  await password.screenshot({ path: test.info().outputPath('security-password-refused-1366.png') });

  await changePassword(page, account.password, NEW_PASSWORD);
  await expect(
    password.getByText('Your password has been changed. Your other devices are signed out.'),
  ).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
  await expect(password.getByLabel('Current password', { exact: true })).toHaveValue('');
  await expect.poll(() => mailsTo(account.email).map((mail) => mail.subject)).toContain(SUBJECT);
  await page.screenshot({ path: test.info().outputPath('security-password-1366.png'), fullPage: true });

  // The other browser's next step ends on the sign-in page; the old password no longer signs in.
  await otherPage.goto('/app/settings');
  await expect(otherPage).toHaveURL(/\/auth\/login/);
  await loginThroughForm(otherPage, account);
  await expect(otherPage.getByRole('alert')).toHaveText('The credentials you entered are not valid.');
  await loginThroughForm(otherPage, { ...account, password: NEW_PASSWORD });
  await expect(otherPage).not.toHaveURL(/\/auth\/login/);
  await expect(otherPage.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The laptop is still signed in; on a phone the section fits and reads well.
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    await page.reload();
    await expect(section(page).getByRole('button', { name: 'Change password' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await section(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`security-password-${width}.png`), fullPage: true });
  }
  await expectAccessible(page, 'the Security page with the password form at 360 px');

  await page.context().close();
  await otherPage.context().close();
});
