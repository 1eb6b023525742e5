// An invitation by e-mail to a workspace made from a file (issue 24): Anna downloads her workspace's file, adds
// Marco to its members as a viewer and creates a workspace from it; Marco is mailed a link. Signed out, he
// opens it, signs in and arrives back on the invitation (not at the dashboard), accepts, switches to the
// workspace and reads Anna's entries. Someone signed in with another address is refused, and a link once used
// is refused too, on a phone at 360 px. axe finds nothing serious on the panel.
import { type WorkspaceFile, workspaceImportResponseSchema } from '@bc/api';
import type { APIRequestContext, Page } from '@playwright/test';
import { createSetUpUser, type SignedInAccount, sessionHeaders, useSession } from './support/accounts.ts';
import { accountApi, seedEntry, seedExpense } from './support/api-setup.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { stripWallet } from './support/ledger.ts';
import { mailsTo } from './support/outbox.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone.ts';
import { APP_ORIGIN } from './support/ports.ts';

const WORKSPACE = 'Family';
const SALARY = 73;

// Three people signed up and confirmed by mail, a file out and back in, a mail awaited, then the screens:
// on a machine under load, more than a plain page's time.
test.describe.configure({ timeout: 120_000 });

interface Invitation {
  marco: SignedInAccount;
  /** The link of Marco's mail. */
  link: string;
}

/**
 * Anna's workspace "Family" (its wallet Bank, an income and an expense) downloaded as its file, Marco added to
 * its members as a viewer, and a workspace created from it by Anna: the server mails Marco his invitation.
 */
async function inviteMarco(request: APIRequestContext): Promise<Invitation> {
  const anna = await createSetUpUser(request, {
    name: 'Anna Rossi',
    prefix: 'anna',
    workspaceName: WORKSPACE,
  });
  const marco = await createSetUpUser(request, {
    name: 'Marco Bianchi',
    prefix: 'marco',
    workspaceName: 'Marco home',
  });
  const api = accountApi(request, anna);
  await seedEntry(api, 'incoming', {
    amount: 1500,
    account_id: await api.walletId(),
    category_id: SALARY,
    note: 'November pay',
  });
  await seedExpense(api, 42.5, { note: 'Market on Saturday' });

  const file = await api.call<WorkspaceFile>('get', '/api/export/workspace');
  expect(file.members).toEqual([{ email: anna.email, role: 'owner' }]);
  file.members.push({ email: marco.email, role: 'viewer' });
  const response = await request.post(`${APP_ORIGIN}/api/import/workspace`, {
    headers: sessionHeaders(anna.session),
    multipart: {
      file: {
        name: `${WORKSPACE}.budget-control.json`,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(file)),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = workspaceImportResponseSchema.parse(await response.json());
  expect(created.workspace.name).toBe(WORKSPACE);
  expect(created.counts).toMatchObject({ wallets: 1, entries: 2, invited: 1 });

  // The mail is written just after the answer.
  const subject = `Budget Control: ${anna.name} invites you to “${WORKSPACE}”`;
  await expect.poll(() => mailsTo(marco.email).map((mail) => mail.subject)).toContain(subject);
  const mail = mailsTo(marco.email).find((each) => each.subject === subject);
  const link = /https?:\/\/[^\s"<>]+\/app\/settings\/workspace\?invitation=[A-Za-z0-9_-]+/.exec(
    mail?.text ?? '',
  )?.[0];
  expect(link, 'the invitation link of the mail').toBeDefined();
  return { marco, link: link ?? '' };
}

const invitationPanel = (page: Page) => page.getByRole('region', { name: 'Invitation to a workspace' });
const workspaceList = (page: Page) => page.getByRole('list', { name: 'Workspaces' });
/** The sidebar's workspace selector (a phone keeps it in the closed menu). */
const selector = (page: Page) => page.getByLabel('Workspace', { exact: true });

test('signed out, Marco opens his invitation, signs in, lands on it, joins as a viewer and reads the entries', async ({
  page,
  request,
}) => {
  const { marco, link } = await inviteMarco(request);
  expect(link.startsWith(`${APP_ORIGIN}/app/settings/workspace?invitation=`)).toBe(true);

  // A browser that has never signed in: the link leads to the login page.
  await page.goto(link);
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  await page.getByLabel('E-mail').fill(marco.email);
  await page.getByLabel('Password', { exact: true }).fill(marco.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  // Back on the page he opened, with its invitation: not the dashboard.
  await expect(page).toHaveURL(link, { timeout: 20_000 });
  const panel = invitationPanel(page);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Invitation to a workspace');
  const accept = panel.getByRole('button', { name: 'Accept invitation' });
  await expect(accept).toBeVisible();
  await expect(selector(page).getByRole('option')).toHaveText(['Marco home']);
  await expectAccessible(page, 'invitation panel');

  await accept.click();
  const joined = panel.getByRole('status');
  await expect(joined).toHaveText(`You joined “${WORKSPACE}” as Viewer.`);
  await expect(joined).toBeFocused();
  await expect(selector(page).getByRole('option')).toHaveText(['Marco home', `${WORKSPACE} (viewer)`]);
  await expect(workspaceList(page).getByRole('listitem')).toHaveText([
    'Marco home Owner Current',
    `${WORKSPACE} Viewer`,
  ]);
  await expectAccessible(page, 'invitation accepted');

  // The switch opens the page again in the workspace, without the spent token.
  const reloaded = page.waitForEvent('load');
  await panel.getByRole('button', { name: `Switch to “${WORKSPACE}”` }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/app\/settings\/workspace$/);
  await expect(invitationPanel(page)).toHaveCount(0);
  await expect(selector(page).locator('option:checked')).toHaveText(`${WORKSPACE} (viewer)`);
  // Anna's Bank: 1500 in, 42.50 out.
  await expect(stripWallet(page, 'Bank')).toContainText('€1,457.50');

  await page.goto('/app/entries');
  const rows = page.getByRole('main').locator('table.bc-table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'November pay' })).toContainText('€1,500.00');
  await expect(rows.filter({ hasText: 'Market on Saturday' })).toContainText('-€42.50');
});

test.describe('on a phone at 360 px', () => {
  test.use({ ...PHONE, viewport: { width: 360, height: 740 } });

  test('an invitation is refused to another e-mail address, and once used to everyone', async ({
    page,
    browser,
    request,
  }) => {
    const { marco, link } = await inviteMarco(request);

    // Carla, signed in with her own address, opens Marco's link: refused, and the invitation stays Marco's.
    const carla = await createSetUpUser(request, { name: 'Carla Verdi', prefix: 'carla' });
    await useSession(page, carla.session);
    await page.goto(link);
    let panel = invitationPanel(page);
    await expect(panel.getByRole('button', { name: 'Accept invitation' })).toBeVisible({ timeout: 20_000 });
    await expectNoSidewaysScroll(page);
    await panel.getByRole('button', { name: 'Accept invitation' }).tap();
    const otherAddress = panel.getByRole('alert');
    await expect(otherAddress).toHaveText(
      'This invitation was sent to another e-mail address: sign in with that address to accept it.',
    );
    await expect(otherAddress).toBeFocused();
    await expect(workspaceList(page).getByRole('listitem')).toHaveText(['Home Owner Current']);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'invitation refused');

    // Marco accepts it; the same link opened again is spent.
    const marcoContext = await browser.newContext();
    const marcoPage = await marcoContext.newPage();
    await useSession(marcoPage, marco.session);
    await marcoPage.goto(link);
    panel = invitationPanel(marcoPage);
    await panel.getByRole('button', { name: 'Accept invitation' }).tap();
    await expect(panel.getByRole('status')).toHaveText(`You joined “${WORKSPACE}” as Viewer.`);

    await marcoPage.goto(link);
    await panel.getByRole('button', { name: 'Accept invitation' }).tap();
    await expect(panel.getByRole('alert')).toHaveText(
      'This invitation is unknown or has expired. Ask the person who invited you to send it again.',
    );
    await expectNoSidewaysScroll(marcoPage);
    // He is a member once, as a viewer.
    await expect(workspaceList(marcoPage).getByRole('listitem')).toHaveText([
      'Marco home Owner Current',
      `${WORKSPACE} Viewer`,
    ]);
    await marcoContext.close();
  });
});
