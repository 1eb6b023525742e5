// Passkeys (issue 27), with Chromium's virtual authenticator through the DevTools protocol (a platform
// authenticator holding discoverable credentials, verifying the person): Anna adds a passkey in the security
// settings, signs out and signs in with the passkey alone; once her device no longer verifies her, the
// passkey sign-in is refused with a clear message. On a phone at 360 px the settings and the login page fit,
// a passkey is removed after a confirmation, and axe finds nothing serious.
import type { CDPSession, Page } from '@playwright/test';
import { createSetUpUser, useSession } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone.ts';

// A sign-up confirmed by mail, then several ceremonies and page loads: more than a plain page's time.
test.describe.configure({ timeout: 120_000 });

interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

/** A platform authenticator in this page's browser: discoverable credentials, user verification on. */
async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

const passkeysSection = (page: Page) => page.getByRole('region', { name: 'Passkeys' });

/** Adds a passkey named `name` through the security settings, as a person does. */
async function addPasskeyInSettings(page: Page, name: string) {
  await page.goto('/app/settings/security');
  const section = passkeysSection(page);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByLabel('Name of the passkey').fill(name);
  await section.getByRole('button', { name: 'Create the passkey' }).click();
  await expect(section.getByText(`The passkey “${name}” was added.`)).toBeVisible();
}

/** Signs out by dropping the stored session, as the Logout button leaves it. */
async function signOut(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('bc.token', 'null');
    localStorage.setItem('bc.session-token', 'null');
  });
}

test('a passkey added in the settings signs in alone; refused once the device no longer verifies the person', async ({
  page,
  request,
}) => {
  const anna = await createSetUpUser(request, { name: 'Anna Rossi', prefix: 'anna' });
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await useSession(page, anna.session);

  await page.goto('/app/settings/security');
  const section = passkeysSection(page);
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await addPasskeyInSettings(page, 'Laptop');
  const laptop = section.getByRole('listitem').filter({ hasText: 'Laptop' });
  await expect(laptop).toContainText('Added');
  await expect(laptop).toContainText('Not used yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await expectAccessible(page, 'the security settings with a passkey');

  // Signed out, the passkey alone signs her in: no e-mail, no password.
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/settings/security');
  await expect(laptop).toContainText('Last used');
  const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  expect(used?.signCount).toBeGreaterThan(0);

  // Her device no longer verifies her (a fingerprint not recognised): the sign-in is refused, in clear words.
  await signOut(page);
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await page.goto('/app/auth/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /your device did not confirm it was you|Make sure your device confirms it is you/,
  );
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('bc.token'))).toBe('null');
  await expectAccessible(page, 'the login page after a refused passkey');
});

test.describe('on a phone at 360 px', () => {
  test.use({ ...PHONE, viewport: { width: 360, height: 740 } });

  test('the passkeys fit, one is removed after a confirmation, and the login page offers a passkey', async ({
    page,
    request,
  }) => {
    const marco = await createSetUpUser(request, { name: 'Marco Bianchi', prefix: 'marco' });
    await addVirtualAuthenticator(page);
    await useSession(page, marco.session);
    await addPasskeyInSettings(page, 'Phone with a rather long name for a passkey');
    const section = passkeysSection(page);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'the security settings on a phone');

    await section
      .getByRole('button', { name: 'Remove the passkey “Phone with a rather long name for a passkey”' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await expect(dialog).toContainText('will no longer sign you in');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
    await expect(section.getByText('was removed.')).toBeVisible();

    await signOut(page);
    await page.goto('/app/auth/login');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
    await expectNoSidewaysScroll(page);
    // The removed passkey is still on the device: the server no longer knows it.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('alert')).toContainText('This passkey is not known here');
  });
});
