// The daily use on a phone: an expense in a few taps right after paying, offline from the first minute after
// signing in, and the install offer never in the way of the form.
import type { Entry, SubCategoryWithParent } from '@bc/api';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type SignedInAccount, sessionHeaders } from './support/accounts.ts';
import { test } from './support/fixtures.ts';
import { PHONE } from './support/phone.ts';
import { APP_ORIGIN, REMOTE_PORTS, remoteOrigin } from './support/ports.ts';

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });
const expenseForm = (page: Page) => page.getByRole('form', { name: 'Expenses' });

/** The entries of the account's workspace, newest first, as the server has them. */
async function serverEntries(request: APIRequestContext, account: SignedInAccount): Promise<Entry[]> {
  const answer = await request.get(`${APP_ORIGIN}/api/entry`, { headers: sessionHeaders(account.session) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Entry[] }).data;
}

/** A few expenses of the past weeks filed under `slug`, so that it is one of the person's usual ones. */
async function expenseHistory(
  request: APIRequestContext,
  account: SignedInAccount,
  slug: string,
  count: number,
) {
  const headers = sessionHeaders(account.session);
  const subCategories = (await (
    await request.get(`${APP_ORIGIN}/api/categories`, { headers })
  ).json()) as SubCategoryWithParent[];
  const category = subCategories.find((sub) => sub.slug === slug);
  const [wallet] = (await (await request.get(`${APP_ORIGIN}/api/wallet/list`, { headers })).json()) as {
    id: number;
  }[];
  for (let day = 1; day <= count; day++) {
    const answer = await request.post(`${APP_ORIGIN}/api/entry/expense`, {
      headers,
      data: {
        type: 'expenses',
        amount: -4,
        account_id: wallet?.id,
        category_id: category?.id,
        confirmed: true,
        date_time: new Date(Date.now() - day * 86_400_000).toISOString(),
      },
    });
    expect(answer.status()).toBe(201);
  }
}

/** Waits until the page has asked `origin` for nothing new for a second (an area's code all in). */
async function settledFrom(page: Page, origin: string): Promise<void> {
  const loaded = () =>
    page.evaluate(
      (from) =>
        performance
          .getEntriesByType('resource')
          .filter(
            (entry) => entry.name.startsWith(from) && (entry as PerformanceResourceTiming).responseEnd > 0,
          ).length,
      origin,
    );
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await loaded();
        const steady = now === last;
        last = now;
        return steady;
      },
      { intervals: [1000] },
    )
    .toBe(true);
}

/** Whether two boxes on the page overlap. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('on a phone (390×844)', () => {
  test.use(PHONE);

  test('an expense of a usual category takes the + tap, the amount and two more taps; Undo takes it back', async ({
    signedInPage: page,
    account,
    request,
  }) => {
    await expenseHistory(request, account, 'groceries', 3);
    await page.goto('/app/dashboard');
    const actions: string[] = [];

    await bottomBar(page).getByRole('link', { name: 'Add entry' }).tap();
    actions.push('tap +');
    const form = expenseForm(page);
    const amount = form.getByLabel('Amount');
    // The amount is focused on the decimal keypad; the only wallet and today are already there.
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await expect(form.getByLabel('Wallet', { exact: true }).locator('option:checked')).toHaveText('Bank');
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    await expect(form.getByLabel('Date', { exact: true })).toHaveValue(
      new RegExp(`^${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}T`),
    );
    await page.keyboard.type('12.40');
    actions.push('type the amount');

    // The usual categories are tiles; Save is in sight above the bottom bar without scrolling.
    const groceries = form.getByRole('radio', { name: 'Groceries', exact: true });
    await groceries.tap();
    actions.push('tap Groceries');
    await expect(groceries).toBeChecked();
    const save = form.getByRole('button', { name: 'Save' });
    const saveBox = await save.boundingBox();
    const barBox = await bottomBar(page).boundingBox();
    expect(saveBox && barBox).toBeTruthy();
    if (saveBox && barBox) {
      expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(barBox.y);
      expect(saveBox.y).toBeGreaterThanOrEqual(0);
    }
    await save.tap();
    actions.push('tap Save');

    // Saved: a toast with Undo, and the form ready for the next one.
    await expect(page.getByText('Entry saved')).toBeVisible();
    await expect(amount).toHaveValue('');
    await expect(amount).toBeFocused();
    expect(actions).toEqual(['tap +', 'type the amount', 'tap Groceries', 'tap Save']);
    const saved = (await serverEntries(request, account)).filter((entry) => entry.amount === -12.4);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.sub_category.slug).toBe('groceries');

    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect(page.getByText('Entry removed')).toBeVisible();
    await expect
      .poll(async () => (await serverEntries(request, account)).filter((entry) => entry.amount === -12.4))
      .toHaveLength(0);
  });

  test('signed in on a new phone and offline before any form was opened, an expense is kept and sent once', async ({
    signedInPage: page,
    account,
    context,
    request,
  }) => {
    const entriesCode = page.waitForResponse(
      (response) =>
        new URL(response.url()).port === String(REMOTE_PORTS.entries) &&
        response.url().includes('__federation_expose_'),
    );
    const categoryUse = page.waitForResponse((response) =>
      response.url().includes('/api/categories/most-used'),
    );
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
    // Kept for offline use on their own, once the page is idle: the entries area and its forms' lists.
    await entriesCode;
    await categoryUse;
    await settledFrom(page, remoteOrigin('entries'));

    await context.setOffline(true);
    await bottomBar(page).getByRole('link', { name: 'Add entry' }).tap();
    const form = expenseForm(page);
    await form.getByLabel('Amount').fill('7.20');
    await expect(form.getByLabel('Wallet', { exact: true }).locator('option:checked')).toHaveText('Bank');
    await form.getByRole('searchbox', { name: 'Search categories' }).fill('groc');
    await form.getByRole('radio', { name: 'Groceries', exact: true }).tap();
    await form.getByRole('button', { name: 'Save' }).tap();
    await expect(page.getByText('Saved offline: it will be sent when the connection returns.')).toBeVisible();
    expect((await serverEntries(request, account)).filter((entry) => entry.amount === -7.2)).toHaveLength(0);

    await context.setOffline(false);
    await expect
      .poll(
        async () => (await serverEntries(request, account)).filter((entry) => entry.amount === -7.2).length,
      )
      .toBe(1);
    // And only once, however often the page looks again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect((await serverEntries(request, account)).filter((entry) => entry.amount === -7.2)).toHaveLength(1);
  });

  test('the install offer sits above the page, never over a field or a button of the entry form', async ({
    signedInPage: page,
  }) => {
    await page.goto('/app/entry');
    const form = expenseForm(page);
    await expect(form.getByRole('radio').first()).toBeVisible();
    // Chromium's own offer (beforeinstallprompt) is not fired for a test page: one is fired as it would be.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    const offer = page.getByRole('region', { name: 'Install Budget Control' });
    await expect(offer).toBeVisible();
    const offerBox = await offer.boundingBox();
    expect(offerBox).toBeTruthy();
    for (const scroll of [0, 10_000]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      const shownOffer = await offer.boundingBox();
      const controls = form.locator('input:not([type="hidden"]), select, textarea, button');
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        if (!box || !shownOffer || box.width === 0) continue;
        const style = await control.evaluate((element) => getComputedStyle(element).opacity);
        // The tiles' radios are see-through over their tile: the tile is what is seen and tapped.
        if (style === '0') continue;
        expect(
          overlap(box, shownOffer),
          `the install offer covers ${await control.getAttribute('name')}`,
        ).toBe(false);
      }
    }
  });
});

test('on a desktop, the category is reached with the keyboard: typed ahead, Enter, arrows', async ({
  signedInPage: page,
}) => {
  await page.goto('/app/entry');
  const form = expenseForm(page);
  await expect(form.getByLabel('Amount')).toBeFocused();
  await page.keyboard.type('3.10');
  const search = form.getByRole('searchbox', { name: 'Search categories' });
  await search.focus();
  await page.keyboard.type('gro');
  await page.keyboard.press('Enter');
  const groceries = form.getByRole('radio', { name: 'Groceries', exact: true });
  await expect(groceries).toBeChecked();
  // Enter chose; it did not send the half-filled form.
  await expect(page.getByText('Entry saved')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(groceries).toBeFocused();
  await search.fill('');
  await groceries.focus();
  await page.keyboard.press('ArrowRight');
  await expect(groceries).not.toBeChecked();
  await expect(form.locator('input[name="category_id"]')).not.toHaveValue('0');
});
