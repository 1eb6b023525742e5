import { expect, type Locator, type Page } from '@playwright/test';
import { createSetUpUser, useSession } from './support/accounts.ts';
import { test } from './support/fixtures.ts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const workspaceList = (page: Page) => page.getByRole('list', { name: 'Workspaces' });
const selector = (page: Page) => page.getByLabel('Workspace', { exact: true });

async function openWorkspace(page: Page, name: string): Promise<Locator> {
  await workspaceList(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a workspace shared with a second user shows in their selector, and they can switch to it', async ({
  signedInPage: page,
  account: owner,
  browser,
  request,
}) => {
  const guest = await createSetUpUser(request, {
    name: 'Guest Person',
    prefix: 'guest',
    workspaceName: 'Guest home',
  });

  await page.goto('/app/settings/workspace');
  await expect(heading(page, 'Workspaces')).toBeVisible();
  await expect(workspaceList(page).getByRole('listitem')).toHaveText(['Home Owner Current']);

  // An e-mail nobody has: "User not found". A value that cannot be an e-mail: nothing is sent.
  let dialog = await openWorkspace(page, 'Home');
  await expect(dialog.getByRole('heading', { name: 'Edit workspace' })).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Share with (e-mail)').fill('nobody-here@example.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User not found')).toBeVisible();
  await expect(page.getByText('Workspace updated')).toBeVisible();

  dialog = await openWorkspace(page, 'Home');
  await dialog.getByLabel('Share with (e-mail)').fill(guest.email);
  await dialog.getByLabel('Viewer: only reads the data').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User shared')).toBeVisible();

  dialog = await openWorkspace(page, 'Home');
  await expect(dialog.getByRole('listitem')).toHaveText([`Guest Person ${guest.email} ViewerRemove`]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The guest, in a browser of their own.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await useSession(guestPage, guest.session);
  await guestPage.goto('/app/dashboard');
  await expect(heading(guestPage, 'Dashboard')).toBeVisible();
  await expect(selector(guestPage).getByRole('option')).toHaveText(['Guest home', 'Home (viewer)']);
  await expect(selector(guestPage)).toHaveValue(guest.workspace.uuid);

  // Switching asks the user's info for the workspace (it becomes current) and reloads the page in it.
  const reloaded = guestPage.waitForEvent('load');
  await selector(guestPage).selectOption({ label: 'Home (viewer)' });
  await reloaded;
  await expect(selector(guestPage)).toHaveValue(owner.workspace.uuid);
  await expect(heading(guestPage, 'Dashboard')).toBeVisible();
  await guestPage.goto('/app/settings/workspace');
  await expect(workspaceList(guestPage).getByRole('listitem')).toHaveText([
    'Home Viewer Current',
    'Guest home Owner',
  ]);
  // A member who does not own the workspace only sees it.
  const details = await openWorkspace(guestPage, 'Home');
  await expect(details.getByText('Only the owner can change this workspace.')).toBeVisible();
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expect(details.getByRole('button', { name: /Remove|Delete|Save/ })).toHaveCount(0);
  await guestContext.close();

  // The owner removes the guest: gone from the list at once.
  dialog = await openWorkspace(page, 'Home');
  await dialog.getByRole('button', { name: 'Remove Guest Person' }).click();
  await expect(dialog.getByText('User unshared')).toBeVisible();
  await expect(dialog.getByText('Not shared with anyone else.')).toBeVisible();
});

test('add a workspace in the modal, rename it, delete it from its page', async ({ signedInPage: page }) => {
  await page.goto('/app/settings/workspace');
  const add = page.getByRole('button', { name: 'Add workspace' });
  await add.click();
  let dialog = page.getByRole('dialog', { name: 'New workspace' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  // A blank name is refused with its message.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a workspace name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Holidays');
  await dialog.getByLabel('Default currency').selectOption({ label: '£ · British pound' });
  // Cannot be an e-mail (five characters): cleared silently, nothing shared.
  await dialog.getByLabel('Share with (e-mail)').fill('a@b.c');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workspace added')).toBeVisible();
  await expect(page.getByText('User not found')).toHaveCount(0);
  await expect(add).toBeFocused();
  await expect(workspaceList(page).getByRole('listitem')).toHaveText([
    'Home Owner Current',
    'Holidays Owner',
  ]);

  dialog = await openWorkspace(page, 'Holidays');
  await expect(dialog.getByLabel('Default currency')).toHaveValue('3');
  await dialog.getByLabel('Name').fill('Summer holidays');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workspace updated')).toBeVisible();
  await expect(workspaceList(page).getByRole('listitem')).toHaveText([
    'Home Owner Current',
    'Summer holidays Owner',
  ]);
  // The sidebar selector lists it too.
  await expect(selector(page).getByRole('option')).toHaveText(['Home', 'Summer holidays']);

  const uuid = await selector(page).getByRole('option', { name: 'Summer holidays' }).getAttribute('value');
  await page.goto(`/app/settings/workspace/edit/${uuid}`);
  await expect(heading(page, 'Edit workspace')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Summer holidays');
  await page.getByRole('button', { name: 'Delete workspace' }).click();
  await expect(page.getByText('Delete "Summer holidays" and all its data?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/workspace$/);
  await expect(page.getByText('Workspace deleted')).toBeVisible();
  await expect(workspaceList(page).getByRole('listitem')).toHaveText(['Home Owner Current']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the workspace modal fits and works at 375 px', async ({ signedInPage: page }) => {
    await page.goto('/app/settings/workspace');
    await page.getByRole('button', { name: 'Add workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workspace' });
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await dialog.getByLabel('Name').fill('Phone');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Workspace added')).toBeVisible();
  });
});
