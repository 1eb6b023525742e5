// Who changed what (issue 27): an owner shares a workspace with an editor and a viewer; the editor changes an
// entry's amount; the owner reads it on the Activity page, by the editor, and narrows the record to them. The
// viewer is offered no Activity and is refused it by address. At 360 px nothing scrolls sideways.
import type { APIRequestContext, Page } from '@playwright/test';
import { createSetUpUser, type SignedInAccount, useSession } from './support/accounts.ts';
import { accountApi, seedEntry, subCategoryId } from './support/api-setup.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';

// Three accounts, a share each and two writes before the screens: more than the default half minute.
test.describe.configure({ timeout: 90_000 });

const ACTIVITY_LINK = 'Activity: who changed what';
const FORBIDDEN = 'Only the owner and the editors of this workspace see who changed what.';

/** Anna's workspace "Home" shared with Marco (editor) and Vera (viewer); Marco raised her income 12 -> 21. */
async function sharedWorkspace(request: APIRequestContext) {
  const [owner, editor, viewer] = await Promise.all([
    createSetUpUser(request, { name: 'Anna Owner', prefix: 'anna' }),
    createSetUpUser(request, { name: 'Marco Editor', prefix: 'marco', workspaceName: 'Marco home' }),
    createSetUpUser(request, { name: 'Vera Viewer', prefix: 'vera', workspaceName: 'Vera home' }),
  ]);
  const home = owner.workspace.uuid;
  const anna = accountApi(request, owner);
  await anna.call('post', `/api/workspace/${home}/share`, { user_to_share: editor.email, role: 'editor' });
  await anna.call('post', `/api/workspace/${home}/share`, { user_to_share: viewer.email, role: 'viewer' });
  const body = {
    amount: 12,
    account_id: await anna.walletId(),
    category_id: await subCategoryId(anna, 'salary'),
    note: 'Market stall',
  };
  const entry = await seedEntry(anna, 'incoming', body);
  // Marco writes in Anna's workspace (X-WS), as the app does once he switches to it.
  const marco = accountApi(request, { ...editor, session: { ...editor.session, workspace: home } });
  const saved = await marco.call<{ date_time: string }>('get', `/api/entry/${entry}`);
  await marco.call('put', `/api/entry/incoming/${entry}`, {
    ...body,
    amount: 21,
    confirmed: true,
    labels: [],
    date_time: saved.date_time,
  });
  return { owner, editor, viewer, home };
}

const changes = (page: Page) => page.getByRole('list', { name: 'Changes' });
const headlines = (page: Page) => changes(page).locator('.bc-activity-headline');

async function openActivity(page: Page, owner: SignedInAccount) {
  await useSession(page, owner.session);
  await page.goto(`/app/settings/workspace/edit/${owner.workspace.uuid}`);
  await page.getByRole('link', { name: ACTIVITY_LINK }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/settings/workspace/activity/${owner.workspace.uuid}$`));
}

test('the owner reads the amount the editor changed, by the editor, and narrows the record to them', async ({
  page,
  request,
}) => {
  const { owner } = await sharedWorkspace(request);
  await openActivity(page, owner);

  // Newest first: Marco's change, then Anna's income.
  await expect(headlines(page).first()).toHaveText('Marco Editor changed amount from 12.00 to 21.00');
  await expect(headlines(page).nth(1)).toHaveText(
    'Anna Owner added an income · 12.00 · Salary · Market stall',
  );
  const change = changes(page).getByRole('listitem').first();
  await change.getByRole('button', { name: '1 field' }).click();
  await expect(change.getByRole('term')).toHaveText('amount');
  await expect(change.getByRole('definition')).toHaveText('12.00 → 21.00');
  await expect(change.getByText(/^Changed by Marco Editor on /)).toBeVisible();
  await expectAccessible(page, 'activity, a change opened');

  // The entry's own history: added by Anna, changed by Marco.
  await change.getByRole('button', { name: 'History of this item' }).click();
  await expect(headlines(page)).toHaveText([
    'Marco Editor changed amount from 12.00 to 21.00',
    'Anna Owner added an income · 12.00 · Salary · Market stall',
  ]);
  await page.getByRole('button', { name: 'Show all changes' }).click();

  await page.getByLabel('Member').selectOption({ label: 'Marco Editor' });
  await expect(headlines(page)).toHaveText(['Marco Editor changed amount from 12.00 to 21.00']);
  await page.getByLabel('Member').selectOption({ label: 'Anna Owner' });
  await expect(headlines(page).first()).toHaveText(/^Anna Owner /);
  await expect(headlines(page).filter({ hasText: 'Marco Editor' })).toHaveCount(0);

  // A day range before anything happened: nothing matches.
  await page.getByLabel('Member').selectOption({ label: 'Everyone' });
  await page.getByLabel('From').fill('2000-01-01');
  await page.getByLabel('To').fill('2000-12-31');
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
});

test.describe('on a phone 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('the owner reads Activity without sideways scrolling; the viewer gets no link and is refused', async ({
    page,
    browser,
    request,
  }) => {
    const { owner, viewer, home } = await sharedWorkspace(request);
    await openActivity(page, owner);
    await expect(headlines(page).first()).toHaveText('Marco Editor changed amount from 12.00 to 21.00');
    await changes(page).getByRole('button', { name: '1 field' }).first().click();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'activity at 360 px');

    const viewerContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const viewerPage = await viewerContext.newPage();
    await useSession(viewerPage, viewer.session);
    await viewerPage.goto(`/app/settings/workspace/edit/${home}`);
    await expect(viewerPage.getByText('Only the owner can change this workspace.')).toBeVisible();
    await expect(viewerPage.getByRole('link', { name: ACTIVITY_LINK })).toHaveCount(0);
    await viewerPage.goto(`/app/settings/workspace/activity/${home}`);
    await expect(viewerPage.getByText(FORBIDDEN)).toBeVisible();
    await expect(viewerPage.getByLabel('Member')).toHaveCount(0);
    await expectNoSidewaysScroll(viewerPage);
    await viewerContext.close();
  });
});
