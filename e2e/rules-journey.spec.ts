// Rules that file entries, from a bank file to the history (issue 25), through the real server: a rule "payee
// contains bean there → Bars & clubs" files a café's row of an imported CSV (the preview names it); a later
// file's grocer row leads to the builder, prefilled with "payee is Corner Grocer", where the person files it
// under Groceries; the new rule is run on the two grocer entries already imported (the dry run says what would
// change, before → after), the entries list shows them under Groceries, and the run is undone from the rule's
// runs: they are back where the import put them. On a desktop and on a phone; axe finds nothing serious in the
// run dialog, light and dark, and nothing scrolls sideways. With RULES_JOURNEY_SHOTS=<folder> every step is
// photographed there, light and dark (for a person to look at).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { type AccountApi, accountApi, subCategoryId } from './support/api-setup.ts';
import { blockingAxeProblems, describeProblem } from './support/axe.ts';
import { test } from './support/fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone.ts';
import { withToast } from './support/toasts.ts';

const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'phone', use: PHONE },
] as const;

const CAFE = 'Bean There Cafe';
const GROCER = 'Corner Grocer';

/** `days` days ago as yyyy-mm-dd. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const csv = (rows: readonly [days: number, payee: string, amount: string][]) => ({
  name: 'bank.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    `Date,Payee,Amount\n${rows.map(([days, payee, amount]) => `${daysAgo(days)},${payee},${amount}`).join('\n')}\n`,
  ),
});

/** The categories of the account's entries whose note names `payee`, oldest first. */
async function categoriesOf(api: AccountApi, payee: string): Promise<(number | null)[]> {
  const entries = await api.call<{
    data: { note: string | null; date_time: string; category_id: number | null }[];
  }>('get', '/api/entry?per_page=100');
  return entries.data
    .filter((entry) => entry.note?.includes(payee))
    .sort((a, b) => a.date_time.localeCompare(b.date_time))
    .map((entry) => entry.category_id);
}

/**
 * Looks at the page as it is, light then dark: nothing scrolls sideways; with `axe`, axe finds no serious or
 * critical problem (in the dark, of its colours); with RULES_JOURNEY_SHOTS set it is photographed there, the
 * window scrolled to `subject` (a photograph of the window: a whole page's would draw the app bar, the bottom
 * bar and a dialog's backdrop where the window was, not where a person sees them).
 */
async function lookAt(
  page: Page,
  step: string,
  { axe = false, subject }: { axe?: boolean; subject?: Locator } = {},
) {
  await expectNoSidewaysScroll(page);
  const folder = process.env.RULES_JOURNEY_SHOTS;
  if (!folder && !axe) return;
  if (folder) mkdirSync(folder, { recursive: true });
  // In sight under the app bar (at the end of a short page, as far as it goes).
  await subject?.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    const top = element.getBoundingClientRect().top;
    if (top < 72) window.scrollBy(0, top - 72);
  });
  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const width = page.viewportSize()?.width ?? 0;
    if (folder) await page.screenshot({ path: path.join(folder, `${width}-${step}-${theme}.png`) });
    if (!axe) continue;
    const found = await blockingAxeProblems(page, { coloursOnly: theme === 'dark' });
    problems.push(...found.map((problem) => describeProblem(`${step}, ${theme}`, problem)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(problems, problems.join('\n')).toEqual([]);
}

const fileInput = (page: Page) => page.getByLabel(/^Drop a bank or app file here/);
const previewRows = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Rows of the file' }).getByRole('row').filter({ hasText: text });

/** Waits until a re-read of the file has answered: the Import button is no longer waiting for it. */
async function settled(page: Page) {
  await expect(page.getByText(/^(Sending|Reading) /)).toHaveCount(0);
}

/** The entries of the list (the table on a desktop, the cards on a phone) that name `text`. */
const listedEntries = (page: Page, text: string): Locator =>
  page
    .locator('table.bc-table tbody tr')
    .or(page.getByRole('list', { name: 'Entries' }).getByRole('listitem'))
    .filter({ hasText: text });

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use(screen.use);

    test('a rule files an import, a row of the next one starts a rule that is run on the history and undone', async ({
      signedInPage: page,
      account,
    }) => {
      // Two imports, the builder, a run followed to its end and undone, and axe in both themes.
      test.setTimeout(180_000);
      const api = accountApi(page.request, account);
      const bars = await subCategoryId(api, 'bars_clubs');
      const groceries = await subCategoryId(api, 'groceries');
      await api.call('post', '/api/rules', {
        name: 'Coffee',
        conditions: { all: [{ field: 'payee', op: 'contains', value: 'bean there' }] },
        actions: [{ type: 'set_category', value: bars }],
      });

      // A bank's CSV: the café's row is filed by the rule, the grocer's by the import's own guess.
      await page.goto('/app/import');
      await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
      await fileInput(page).setInputFiles(
        csv([
          [6, CAFE, '-3.80'],
          [5, GROCER, '-42.15'],
          [3, GROCER, '-18.60'],
        ]),
      );
      await page
        .getByRole('region', { name: 'Account 1' })
        .getByLabel('Import into wallet')
        .selectOption({ label: 'Bank' });
      await settled(page);
      const cafe = previewRows(page, CAFE);
      await expect(cafe).toContainText('Category from rule “Coffee”');
      await expect(cafe.getByRole('combobox')).toHaveValue(String(bars));
      await expect(previewRows(page, GROCER)).toHaveCount(2);
      for (const row of await previewRows(page, GROCER).all()) {
        await expect(row).not.toContainText('Category from rule');
        await expect(row.getByRole('combobox')).not.toHaveValue(String(groceries));
      }
      await lookAt(page, '01-import-preview', { subject: page.getByRole('heading', { name: 'Rows' }) });
      await page.getByRole('button', { name: 'Import 3 entries' }).click();
      await expect(page.getByText('3 entries imported', { exact: true })).toBeVisible();
      // Written as previewed: the café under the rule's category, the grocer under the import's guess.
      expect(await categoriesOf(api, CAFE)).toEqual([bars]);
      const before = await categoriesOf(api, GROCER);
      expect(before).toHaveLength(2);
      const guessed = before[0] as number;
      expect(before).toEqual([guessed, guessed]);
      expect(guessed).not.toBe(groceries);

      // The next month's file: the grocer again, and from its row a rule for it.
      await page.goto('/app/import');
      await fileInput(page).setInputFiles(csv([[1, GROCER, '-27.30']]));
      const grocer = previewRows(page, GROCER);
      await expect(grocer).toHaveCount(1);
      await grocer.getByRole('link', { name: `Create a rule from line 2 (${GROCER})` }).click();
      await expect(page).toHaveURL(/\/app\/settings\/rules\/add\?/);
      await expect(page.getByRole('heading', { level: 1, name: 'New rule', exact: true })).toBeVisible();
      const form = page.getByRole('form', { name: 'New rule' });
      await expect(form.getByLabel('Name')).toHaveValue(GROCER);
      const condition = form.getByRole('listitem', { name: 'Condition 1' });
      await expect(condition.getByLabel('Field')).toHaveValue('payee');
      await expect(condition.getByLabel('Comparison')).toHaveValue('is');
      await expect(condition.getByLabel('Text')).toHaveValue(GROCER);
      await expect(form.getByRole('listitem', { name: /^Condition / })).toHaveCount(1);
      const action = form.getByRole('listitem', { name: 'Action 1' });
      await expect(action.getByLabel('Action')).toHaveValue('set_category');
      // The import's guess for the grocer is its fallback, "Other": no category to file by, so none is chosen.
      await expect(action.getByLabel('Sub-category')).toHaveValue('');
      await lookAt(page, '02-builder-prefilled', {
        subject: form.getByRole('group', { name: 'Conditions' }),
      });
      await action.getByLabel('Sub-category').selectOption({ label: 'Groceries' });
      await form.getByLabel('Name').fill('Groceries at the corner');
      await withToast(page, 'Rule created', () => form.getByRole('button', { name: 'Save' }).click());
      await expect(page).toHaveURL(/\/app\/settings\/rules$/);
      const rule = page.getByRole('listitem', { name: 'Groceries at the corner' });
      await expect(rule).toContainText(`Payee is ${GROCER} → Category: Groceries`);

      // Run on the entries already there, from the rule's page: first what it would change.
      await rule.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit rule', exact: true })).toBeVisible();
      const runs = page.getByRole('region', { name: 'Runs on existing entries' });
      await expect(runs).toContainText('This rule has not run on existing entries yet.');
      await runs.getByRole('button', { name: 'Run on existing entries' }).click();
      const dialog = page.getByRole('dialog', { name: 'Run “Groceries at the corner” on existing entries' });
      await dialog.getByRole('button', { name: 'Preview' }).click();
      await expect(dialog.getByRole('heading', { name: '2 entries match' })).toBeVisible();
      // The same change to both grocer entries, said once with their count.
      const changes = dialog.getByRole('list', { name: 'Changes' }).getByRole('listitem');
      await expect(changes).toHaveText(['CategoryOther → Groceries2 entries']);
      await lookAt(page, '03-run-preview', { axe: true });
      // A dry run writes nothing.
      expect(await categoriesOf(api, GROCER)).toEqual(before);

      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(dialog.getByText('Changed 2 entries', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByRole('button', { name: 'Undo this run' })).toBeVisible();
      await lookAt(page, '04-run-done', { axe: true });
      expect(await categoriesOf(api, GROCER)).toEqual([groceries, groceries]);
      // The café is not the rule's.
      expect(await categoriesOf(api, CAFE)).toEqual([bars]);
      // Closed from its end (the last Close; the first is the corner's ×).
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toHaveCount(0);
      const run = runs.getByRole('list', { name: 'Runs on existing entries' }).getByRole('listitem');
      await expect(run).toHaveCount(1);
      await expect(run).toContainText('Done');
      await expect(run).toContainText('Changed 2 of 2 matching entries');

      // The entries list files both grocer entries under Groceries now.
      await page.goto('/app/entries');
      const grocerEntries = listedEntries(page, GROCER);
      await expect(grocerEntries).toHaveCount(2);
      for (const entry of await grocerEntries.all()) await expect(entry).toContainText('Groceries');
      await expect(listedEntries(page, CAFE)).toContainText('Bars & clubs');
      await lookAt(page, '05-entries-after-run');

      // Thought better of: undone from the rule's runs, after a yes.
      await page.goBack();
      await expect(page).toHaveURL(/\/app\/settings\/rules\/edit\/\d+$/);
      await expect(run).toContainText('Done');
      await run.getByRole('button', { name: 'Undo' }).click();
      const confirm = page.getByRole('dialog', { name: 'Undo run' });
      await expect(confirm).toContainText('Give the 2 changed entries back what they had before?');
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(run).toContainText('Undone');
      await expect(run.getByRole('button', { name: 'Undo' })).toHaveCount(0);
      await lookAt(page, '06-run-undone', { subject: runs });
      expect(await categoriesOf(api, GROCER)).toEqual(before);

      await page.goto('/app/entries');
      await expect(grocerEntries).toHaveCount(2);
      for (const entry of await grocerEntries.all()) {
        await expect(entry).toContainText('Other');
        await expect(entry).not.toContainText('Groceries');
      }
      await expect(listedEntries(page, CAFE)).toContainText('Bars & clubs');
      await lookAt(page, '07-entries-after-undo');
    });
  });
}
