// Two-factor sign-in (issue 27): Anna turns it on in the security settings, reading the secret off the screen
// and computing the code as her phone would (otpauth), saves her ten recovery codes (downloaded as a .txt),
// signs out, signs in with her password and a code (a wrong one first, refused in the SPEC's words), then with
// a recovery code instead. On a phone at 360 px the settings section and the second step fit, and axe finds
// nothing serious on either.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { createSetUpUser, type SignedInAccount, useSession } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';

// The phone's side of TOTP: the same library the server uses (its package holds it), RFC 6238 defaults.
type Totp = { generate(options: { timestamp: number }): string };
type OtpAuth = {
  TOTP: new (options: { secret: unknown; algorithm: string; digits: number; period: number }) => Totp;
  Secret: { fromBase32(secret: string): unknown };
};
const { TOTP, Secret } = createRequire(new URL('../server/package.json', import.meta.url))(
  'otpauth',
) as OtpAuth;

// A sign-up confirmed by mail, then the settings, two sign-ins and the phone checks.
test.describe.configure({ timeout: 120_000 });

/** The code the app shows `offsetSteps` 30-second steps from now. */
function codeOf(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

const section = (page: Page) => page.getByRole('region', { name: 'Two-factor sign-in' });

/** Turns two-factor sign-in on through the settings: the secret and the recovery codes, as shown. */
async function turnOn(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.goto('/app/settings/security');
  const twoFactor = section(page);
  await expect(twoFactor.getByText('Two-factor sign-in is off.')).toBeVisible();
  await expect(twoFactor.getByText(/OpenID Connect provider, its own second factor applies/)).toBeVisible();
  await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(
    twoFactor.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = ((await twoFactor.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await twoFactor.getByLabel('6-digit code from the app').fill(codeOf(secret));
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();

  const list = twoFactor.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    twoFactor.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('budget-control-recovery-codes.txt');
  const text = await readFile(await download.path(), 'utf8');
  for (const code of codes) expect(text).toContain(code);
  await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByText(/Two-factor sign-in is on since/)).toBeVisible();
  await expect(twoFactor.getByText('10 unused recovery codes left.')).toBeVisible();
  return { secret, codes };
}

/** Signed out, then the password on the login page: the second step shows. */
async function passwordStep(page: Page, anna: SignedInAccount) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/app/auth/login');
  await page.getByLabel('E-mail').fill(anna.email);
  await page.getByLabel('Password', { exact: true }).fill(anna.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

const signedIn = (page: Page) => expect(page).not.toHaveURL(/\/auth\//);

test('two-factor sign-in: on with a code from the screen, then a password and a code, or a recovery code', async ({
  page,
  request,
}) => {
  const anna = await createSetUpUser(request, { name: 'Anna Rossi', prefix: 'anna-2fa' });
  await useSession(page, anna.session);
  const { secret, codes } = await turnOn(page);
  await expectAccessible(page, 'security settings, two-factor on');

  await passwordStep(page, anna);
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toBeFocused();
  // The code that turned it on is spent: a wrong one is refused in words, then the next step's code passes.
  await code.fill(codeOf(secret) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This code is not valid. Check the time on your phone and try again.',
  );
  await code.fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await signedIn(page);
  await page.goto('/app/settings/security');
  await expect(section(page).getByText(/Two-factor sign-in is on since/)).toBeVisible();

  await passwordStep(page, anna);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await signedIn(page);
  await page.goto('/app/settings/security');
  await expect(section(page).getByText('9 unused recovery codes left.')).toBeVisible();
});

test('on a phone at 360 px the two-factor settings and the second step fit, and axe finds nothing serious', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const anna = await createSetUpUser(request, { name: 'Anna Rossi', prefix: 'anna-2fa-phone' });
  await useSession(page, anna.session);
  await page.goto('/app/settings/security');
  await section(page).getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(section(page).getByTestId('two-factor-secret')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'two-factor setup at 360 px');
  const secret = ((await section(page).getByTestId('two-factor-secret').textContent()) ?? '').replace(
    /\s+/g,
    '',
  );
  await section(page).getByLabel('6-digit code from the app').fill(codeOf(secret));
  await section(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(section(page).getByRole('listitem')).toHaveCount(10);
  await expectNoSidewaysScroll(page);
  await section(page).getByRole('button', { name: 'I have saved them' }).click();

  await passwordStep(page, anna);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'second step at 360 px');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'second step with a recovery code at 360 px');
});
