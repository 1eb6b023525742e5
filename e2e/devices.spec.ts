// Devices: a person signed in on two browsers sees both on the Security page of the settings, signs the
// other one out, and that browser's next step is the sign-in page. The page fits a phone at 360 px.
import { sessionHeaders, signedInOnTwoDevices } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('a person signs out the other browser they are signed in on, from the Security page', async ({
  browser,
  account,
  request,
}) => {
  test.setTimeout(120_000);
  // The account's set-up session (made through the API) ends: only the two browsers are signed in.
  const logout = await request.get('/api/auth/logout', { headers: sessionHeaders(account.session) });
  expect(logout.ok()).toBe(true);

  const { page, otherPage } = await signedInOnTwoDevices(browser, account, {
    first: { userAgent: CHROME_LINUX },
    second: { userAgent: FIREFOX_WINDOWS },
  });

  await page.goto('/app/settings');
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const devices = page.getByRole('list', { name: 'Devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText('This device');
  await expect(devices.first()).toContainText('Chrome on Linux');
  await expect(devices.nth(1)).toContainText('Firefox on Windows');
  await expect(devices.nth(1)).not.toContainText('This device');
  await expect(devices.nth(1)).toContainText(/IP address \S+/);

  await devices
    .nth(1)
    .getByRole('button', { name: /^Sign out Firefox on Windows/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sign out this device?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Firefox on Windows is signed out.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible();

  // The other browser's next step ends on the sign-in page.
  await otherPage.goto('/app/settings');
  await expect(otherPage).toHaveURL(/\/auth\/login/);
  await expect(otherPage.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  // A phone at 360 px: nothing scrolls sideways, and axe finds nothing serious.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(devices).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'the Security page at 360 px');

  await page.context().close();
  await otherPage.context().close();
});
