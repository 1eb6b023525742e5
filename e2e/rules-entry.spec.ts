// Rules that file entries, where entries are written (issue 25): a rule "note contains coffee -> Bars & clubs"
// shows in the add form as the category of an expense noted "coffee" while none is chosen ("Category from rule
// “Coffee”"), the entry is saved without a category and the server files it by the rule; then a bank payee
// filed under Groceries by hand for the third time brings the offer of a rule, which is accepted from the
// keyboard. With RULES_ENTRY_SHOTS=<folder> the form with its hint and the offer are photographed there, light
// and dark (for a person to look at).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { type SignedInAccount, sessionHeaders } from './support/accounts.ts';
import { type AccountApi, accountApi, seedExpense, subCategoryId } from './support/api-setup.ts';
import { blockingAxeProblems, describeProblem } from './support/axe.ts';
import { chooseCategory } from './support/category-choice.ts';
import { saveEntryForm } from './support/entry-save.ts';
import { test } from './support/fixtures.ts';
import { tabTo } from './support/keyboard.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone.ts';
import { APP_ORIGIN } from './support/ports.ts';

const PAYEE = 'ESSELUNGA';

/**
 * Looks at the page as it is in each theme: axe finds no serious or critical problem (in the dark, of its
 * colours), and with RULES_ENTRY_SHOTS set it is photographed there.
 */
async function lookAt(page: Page, step: string) {
  const folder = process.env.RULES_ENTRY_SHOTS;
  if (folder) mkdirSync(folder, { recursive: true });
  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const width = page.viewportSize()?.width ?? 0;
    if (folder) await page.screenshot({ path: path.join(folder, `${width}-${step}-${theme}.png`) });
    const found = await blockingAxeProblems(page, { coloursOnly: theme === 'dark' });
    problems.push(...found.map((problem) => describeProblem(`${step}, ${theme}`, problem)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(problems, problems.join('\n')).toEqual([]);
}

/** `days` days ago as yyyy-mm-dd. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Three payments to PAYEE imported from a bank's CSV into Bank (filed under the import's guess); answers the
 * entries' uuids, oldest first.
 */
async function importPayments(page: Page, account: SignedInAccount, api: AccountApi): Promise<string[]> {
  const csv = `Date,Payee,Amount\n${[3, 2, 1].map((days) => `${daysAgo(days)},${PAYEE},-${20 + days}.40`).join('\n')}\n`;
  const headers = sessionHeaders(account.session);
  const previewed = await page.request.post(`${APP_ORIGIN}/api/import/preview`, {
    headers,
    multipart: { file: { name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(previewed.ok(), await previewed.text()).toBe(true);
  const { import_id } = (await previewed.json()) as { import_id: string };
  await api.call('post', `/api/import/${import_id}/commit`, { account_id: await api.walletId() });
  const entries = await api.call<{ data: { uuid: string; note: string | null; date_time: string }[] }>(
    'get',
    '/api/entry?per_page=100',
  );
  const imported = entries.data
    .filter((entry) => entry.note?.includes(PAYEE))
    .sort((a, b) => a.date_time.localeCompare(b.date_time));
  expect(imported).toHaveLength(3);
  return imported.map((entry) => entry.uuid);
}

const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'phone', use: PHONE },
] as const;

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use(screen.use);

    test('a rule files a new expense, and a payee filed by hand three times teaches a rule', async ({
      signedInPage: page,
      account,
    }) => {
      // Two screens of axe, light and dark, and four saves: longer than a journey of one screen.
      test.setTimeout(180_000);
      const api = accountApi(page.request, account);
      const bars = await subCategoryId(api, 'bars_clubs');
      await api.call('post', '/api/rules', {
        name: 'Coffee',
        conditions: { all: [{ field: 'note', op: 'contains', value: 'coffee' }] },
        actions: [{ type: 'set_category', value: bars }],
      });

      // A person with some history: the picker shows the most used categories, the rule's first among them.
      await seedExpense(api, 40, { category_id: await subCategoryId(api, 'groceries'), note: 'shop' });

      // An expense noted "coffee", its category left to the rule.
      await page.goto('/app/entry');
      const form = page.getByRole('form', { name: 'Expenses' });
      await form.getByLabel('Amount').fill('3.20');
      await expect(form.getByLabel('Wallet', { exact: true })).toHaveValue(String(await api.walletId()));
      const details = form.locator('details');
      if ((await details.getAttribute('open')) === null) await form.getByText('Details').click();
      await form.getByLabel('Note').fill('coffee');
      const picker = form.getByRole('group', { name: 'Category' });
      const hint = picker.getByText('Category from rule “Coffee”');
      await expect(hint).toBeVisible();
      await expect(picker.getByRole('radio', { name: 'Bars & clubs', exact: true })).toBeChecked();
      await expect(picker.getByRole('radio', { name: 'Groceries', exact: true })).not.toBeChecked();
      // In sight under the app bar: the amount, the wallet and the picker with its hint.
      await form.getByLabel('Amount').evaluate((element) => {
        element.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -96);
      });
      await lookAt(page, '01-form-hint');
      await expectNoSidewaysScroll(page);

      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/entry/expense'),
      );
      await saveEntryForm(form);
      expect((await sent).postDataJSON()).not.toHaveProperty('category_id');
      await expect(page.getByText('Entry saved')).toBeVisible();
      // Filed by the rule, not by hand: nothing is offered.
      await expect(page.getByRole('region', { name: 'Rule suggestion' })).toHaveCount(0);
      // The server filed it by the rule: the list shows it under Bars & clubs.
      await page.goto('/app/entries');
      const listed = page
        .locator('table.bc-table tbody tr')
        .or(page.getByRole('list', { name: 'Entries' }).getByRole('listitem'))
        .filter({ hasText: 'coffee' });
      await expect(listed).toHaveCount(1);
      await expect(listed).toContainText('Bars & clubs');

      // A bank's payee filed under Groceries by hand: on the third time, a rule is offered.
      const payments = await importPayments(page, account, api);
      for (const [index, uuid] of payments.entries()) {
        await page.goto(`/app/entry/${uuid}`);
        const edit = page.getByRole('form', { name: 'Expenses' });
        await chooseCategory(edit, 'Groceries');
        const asked = page.waitForResponse((response) => response.url().includes('/api/rules/proposal?'));
        await saveEntryForm(edit);
        await expect(page).toHaveURL(/\/app\/entries$/);
        await asked;
        if (index < 2) await expect(page.getByRole('region', { name: 'Rule suggestion' })).toHaveCount(0);
      }
      const offer = page.getByRole('region', { name: 'Rule suggestion' });
      await expect(offer).toContainText(`Always file “${PAYEE}” under Groceries?`);
      await expect(offer.getByRole('link', { name: 'Edit first' })).toHaveAttribute(
        'href',
        `/app/settings/rules/add?payee=${PAYEE}&category_id=${await subCategoryId(api, 'groceries')}`,
      );
      await lookAt(page, '02-proposal');
      await expectNoSidewaysScroll(page);

      // Accepted from the keyboard: the rule is the workspace's.
      const create = offer.getByRole('button', { name: 'Create rule' });
      await tabTo(page, create);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Rule created')).toBeVisible();
      await expect(offer).toHaveCount(0);
      const rules = await api.call<{ data: { name: string; conditions: unknown }[] }>('get', '/api/rules');
      expect(rules.data.map((rule) => rule.name)).toEqual(['Coffee', PAYEE]);
      expect(rules.data[1]?.conditions).toEqual({ all: [{ field: 'payee', op: 'is', value: PAYEE }] });
    });
  });
}
