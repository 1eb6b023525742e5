// Taking everything out and back in (issue 24): a person whose workspace holds a few wallets and entries of
// every type downloads it as a workspace file from the settings, creates a new workspace from that file through
// the screen, switches to it and finds the dashboard as it was; the compressed file is gzip. "Download all my
// data" on the profile (and in the account deletion's dialog) gives a zip. The screens are checked with axe and
// kept as screenshots, and nothing scrolls sideways down to 360 px.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page, TestInfo } from '@playwright/test';
import {
  type AccountApi,
  accountApi,
  seedEntry,
  seedGoal,
  seedSaving,
  seedWallet,
} from './support/api-setup.ts';
import { expectAccessible } from './support/axe.ts';
import { definedFigure } from './support/figures.ts';
import { expect, test } from './support/fixtures.ts';
import { topStrip } from './support/ledger.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone.ts';

/** The server counts days in UTC: the browser reads dates in UTC too. */
test.use({ timezoneId: 'UTC' });

const GROCERIES = 3;
const FUEL = 27;
const SALARY = 73;
const TRANSFER = 75;

/** Days ago at noon (UTC), within this month when it can be: the dashboard's period is the month so far. */
const daysAgo = (days: number) => {
  const today = new Date();
  const day = new Date(Date.now() - Math.min(days, today.getUTCDate() - 1) * 86_400_000);
  day.setUTCHours(Math.min(12, today.getUTCHours()), 0, 0, 0);
  return day.toISOString();
};

/**
 * Bank (the setup's) and Pocket; an income, two expenses on two wallets, a transfer between them, money lent
 * (a debit) and a saving toward a goal.
 */
async function seed(api: AccountApi): Promise<void> {
  const bank = await api.walletId();
  const pocket = await seedWallet(api, 'Pocket', 100);
  const goal = await seedGoal(api, 'Holidays', 1000);
  // type, amount, wallet, category, note, days ago, and what the type adds.
  const entries: [string, number, number, number, string, number, object?][] = [
    ['incoming', 2000, bank, SALARY, 'Pay', 5],
    ['expenses', -60.5, bank, GROCERIES, 'Market', 4],
    ['expenses', -30, pocket.id, FUEL, 'Fuel', 3],
    ['transfer', 200, bank, TRANSFER, 'To the pocket', 2, { transfer_id: pocket.id }],
    ['debit', -150, bank, 0, 'Lent to Marco', 1, { payee_id: 'Marco' }],
  ];
  for (const [type, amount, account_id, category_id, note, days, more] of entries) {
    await seedEntry(api, type, { amount, account_id, category_id, note, date_time: daysAgo(days), ...more });
  }
  await seedSaving(api, goal, 50, { note: 'For the trip' });
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const table = (page: Page, caption: string) => page.getByRole('table', { name: caption, exact: true });

/** What the dashboard shows: the strip's wallet cards and summary, this month's tables, as text. */
async function dashboardFigures(page: Page) {
  await page.goto('/app/dashboard');
  await expect(h1(page, 'Dashboard')).toBeVisible();
  const byCategory = table(page, 'Expenses by category');
  // The figures are in: groceries and fuel, this month.
  await expect(byCategory.getByRole('rowheader', { name: 'Fuel' })).toBeVisible();
  const byMonth = table(page, 'Incoming and expenses by month');
  await expect(byMonth.locator('tbody tr')).toHaveCount(12);
  const strip = topStrip(page);
  await expect(strip.getByRole('link', { name: /^Pocket / })).toBeVisible();
  const texts = (scope: Locator) => scope.evaluateAll((rows) => rows.map((row) => row.textContent?.trim()));
  return {
    wallets: await texts(strip.getByRole('link')),
    summary: await texts(strip.getByRole('list', { name: 'Summary' }).getByRole('listitem')),
    byCategory: await texts(byCategory.getByRole('row')),
    byMonth: await texts(byMonth.getByRole('row')),
  };
}

/** Presses `button` and answers the file the browser saved: its suggested name and its bytes. */
async function download(button: Locator): Promise<{ name: string; bytes: Buffer; path: string }> {
  const saving = button.page().waitForEvent('download');
  await button.click();
  const file: Download = await saving;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path), path };
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** A day as the file names write it: yyyy-mm-dd. */
const DAY = String.raw`\d{4}-\d{2}-\d{2}`;

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a workspace downloaded as its file becomes a new workspace with the same dashboard', async ({
    signedInPage: page,
    account,
    request,
  }, testInfo) => {
    // Six entries and a goal written, three files, a workspace read back, two dashboards and axe.
    test.slow();
    await seed(accountApi(request, account));
    const before = await dashboardFigures(page);
    // What is compared afterwards: Pocket 100 - 30 + 200; this month's groceries and fuel.
    expect(before.wallets).toContainEqual(expect.stringMatching(/^Pocket.*€270\.00/));
    expect(before.byCategory).toContainEqual(expect.stringMatching(/^Groceries.*€60\.50/));

    await page.goto('/app/settings/workspace');
    await expect(h1(page, 'Workspaces')).toBeVisible();
    const fileSection = page.getByRole('region', { name: 'Workspace file' });
    await expect(fileSection).toContainText('Download “Home”, the current workspace');
    const plain = await download(fileSection.getByRole('button', { name: 'Download workspace' }));
    expect(plain.name).toMatch(new RegExp(`^Home-${DAY}\\.budget-control\\.json$`));
    const file = JSON.parse(plain.bytes.toString('utf8'));
    expect(file.format).toBe('budget-control-workspace');
    expect(file.workspace.name).toBe('Home');
    expect(file.wallets.map((wallet: { name: string }) => wallet.name).sort()).toEqual(['Bank', 'Pocket']);
    await expect(page.getByText(`Saved as ${plain.name}`)).toBeVisible();

    const compressed = await download(
      fileSection.getByRole('button', { name: 'Download compressed (.json.gz)' }),
    );
    expect(compressed.name).toMatch(new RegExp(`^Home-${DAY}\\.budget-control\\.json\\.gz$`));
    expect([...compressed.bytes.subarray(0, 2)], 'a gzip file').toEqual([0x1f, 0x8b]);
    await expectAccessible(page, 'workspace settings');
    await keepScreenshot(page, testInfo, 'workspace-settings');

    // The plain file, chosen in the labelled input, becomes a new workspace; this one stays current.
    const fromFile = page.getByRole('region', { name: 'Create a workspace from a file' });
    await fromFile.getByLabel('Workspace file (.json or .json.gz)').setInputFiles(plain.path);
    await fromFile.getByRole('button', { name: 'Create workspace' }).click();
    const created = fromFile.getByRole('status').filter({ hasText: 'was created from the file.' });
    await expect(created).toBeVisible({ timeout: 20_000 });
    const name = /^“(.+)” was created from the file\./.exec((await created.textContent()) ?? '')?.[1] ?? '';
    expect(name).not.toBe('');
    await expect(definedFigure(fromFile, 'Wallets')).toHaveText('2');
    await expect(definedFigure(fromFile, 'Goals')).toHaveText('1');
    // The new workspace is listed (the file's name may be the one it came from), and this one stays current.
    const workspaces = page.getByRole('list', { name: 'Workspaces' });
    await expect(workspaces.getByRole('listitem')).toHaveCount(2);
    await expect(workspaces.getByRole('listitem').filter({ hasText: 'Current' })).toHaveText(
      'Home Owner Current',
    );
    await expect(workspaces.getByRole('listitem').filter({ hasNotText: 'Current' })).toHaveText(
      `${name} Owner`,
    );
    const selector = page.getByLabel('Workspace', { exact: true });
    await expect(selector.getByRole('option')).toHaveCount(2);
    await expect(selector).toHaveValue(account.workspace.uuid);
    await expectAccessible(page, 'workspace created from a file');
    await keepScreenshot(page, testInfo, 'workspace-import-result');

    // Switching opens the page again in the new workspace.
    const reloaded = page.waitForEvent('load');
    await fromFile.getByRole('button', { name: `Switch to “${name}”` }).click();
    await reloaded;
    await expect(workspaces.getByRole('listitem').filter({ hasText: 'Current' })).toHaveText(
      `${name} Owner Current`,
    );
    await expect(selector).not.toHaveValue(account.workspace.uuid);
    await expect(selector.locator('option:checked')).toHaveText(name);

    expect(await dashboardFigures(page)).toEqual(before);
  });

  test('"Download all my data" gives a zip, on the profile and first in the deletion dialog', async ({
    signedInPage: page,
  }, testInfo) => {
    // Two archives, axe and a screenshot: more than a plain page's time.
    test.slow();
    await page.goto('/app/settings/profile');
    await expect(h1(page, 'Profile')).toBeVisible();
    const yourData = page.getByRole('region', { name: 'Your data' });
    const archive = await download(yourData.getByRole('button', { name: 'Download all my data' }));
    expect(archive.name).toMatch(new RegExp(`^budget-control-${DAY}\\.zip$`));
    expect(archive.bytes.subarray(0, 2).toString('latin1'), 'a zip file').toBe('PK');

    await yourData.getByRole('button', { name: 'Delete user and all data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    const offered = dialog.getByRole('button', { name: 'Download all my data' });
    // The keyboard starts on the download, before the destructive button.
    await expect(offered).toBeFocused();
    await expectAccessible(page, 'account deletion dialog');
    await keepScreenshot(page, testInfo, 'profile-delete-dialog');
    const again = await download(offered);
    expect(again.name).toMatch(new RegExp(`^budget-control-${DAY}\\.zip$`));
    expect(again.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    // Nothing was deleted: the profile is still there.
    await page.reload();
    await expect(h1(page, 'Profile')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the workspace file and the profile fit the screen down to 360 px', async ({
    signedInPage: page,
  }, testInfo) => {
    await page.goto('/app/settings/workspace');
    await expect(page.getByRole('button', { name: 'Download compressed (.json.gz)' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, testInfo, 'workspace-settings-phone');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);

    await page.goto('/app/settings/profile');
    // The page's cards are in (and done moving the button down) before the tap.
    await expect(
      page.getByRole('region', { name: 'Suggestions' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your wallets' }).getByRole('definition').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Delete user and all data' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await expect(dialog.getByRole('button', { name: 'Download all my data' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
  });
});
