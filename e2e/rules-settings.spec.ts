// The rules' screens in the settings (issue 25), through the real server: a rule is built in the builder
// ("note contains coop → Groceries"), previewed and run on the entries already there and the run undone, moved
// above another rule with the keyboard, switched off and deleted; each step read back after a reload. On a
// desktop and on a phone, where nothing scrolls sideways. With RULES_SETTINGS_SHOTS=<folder> the list, the
// builder and the run dialog are photographed there (for a person to look at).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { accountApi, seedExpense, subCategoryId } from './support/api-setup.ts';
import { blockingAxeProblems, describeProblem } from './support/axe.ts';
import { test } from './support/fixtures.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone.ts';
import { withToast } from './support/toasts.ts';

const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  { name: 'phone', use: PHONE },
] as const;

/** Nothing sideways, no serious problem for axe, and a picture when asked for. */
async function lookAt(page: Page, step: string) {
  await expectNoSidewaysScroll(page);
  const problems = await blockingAxeProblems(page);
  expect(problems.map((problem) => describeProblem(step, problem))).toEqual([]);
  const folder = process.env.RULES_SETTINGS_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(folder, `${width}-${step}.png`), fullPage: true });
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const normalStage = (page: Page) => page.getByRole('list', { name: 'Normal', exact: true });
const ruleNames = (list: Locator) =>
  list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use(screen.use);

    test('a rule is built, run on the entries already there, reordered, switched off and deleted', async ({
      signedInPage: page,
      account,
    }) => {
      test.setTimeout(120_000);
      const api = accountApi(page.request, account);
      const restaurants = await subCategoryId(api, 'restaurants_fast_food');
      // Two entries noted "coop" filed elsewhere by hand, and a rule that comes before the new one.
      await seedExpense(api, 18.4, { note: 'Coop market', category_id: restaurants });
      await seedExpense(api, 7.1, { note: 'coop corner shop', category_id: restaurants });
      await api.call('post', '/api/rules', {
        name: 'Rent',
        conditions: { all: [{ field: 'note', op: 'starts_with', value: 'rent' }] },
        actions: [{ type: 'exclude_from_stats', value: true }],
      });

      // The hub leads to the rules.
      await page.goto('/app/settings');
      await page.getByRole('link', { name: 'Rules', exact: true }).click();
      await expect(h1(page, 'Rules')).toBeVisible();
      await expect(normalStage(page).getByRole('listitem', { name: 'Rent' })).toContainText(
        'Note starts with rent → Left out of the stats',
      );

      // Built in the builder.
      await page.getByRole('link', { name: 'Add rule' }).click();
      await expect(h1(page, 'New rule')).toBeVisible();
      const form = page.getByRole('form', { name: 'New rule' });
      await form.getByLabel('Name').fill('Coop');
      const condition = form.getByRole('listitem', { name: 'Condition 1' });
      await condition.getByLabel('Field').selectOption('note');
      await condition.getByLabel('Comparison').selectOption({ label: 'contains' });
      await condition.getByLabel('Text').fill('coop');
      const action = form.getByRole('listitem', { name: 'Action 1' });
      await expect(action.getByRole('option', { name: 'Groceries' })).toBeAttached();
      await action.getByLabel('Sub-category').selectOption({ label: 'Groceries' });
      // A group of conditions shows the builder's nesting in the pictures; removed before saving.
      await form
        .getByRole('group', { name: 'Conditions' })
        .getByRole('button', { name: 'Add group' })
        .click();
      await expect(form.getByRole('listitem', { name: 'Condition 2.1' }).getByLabel('Field')).toBeFocused();
      await lookAt(page, 'builder');
      await form.getByRole('button', { name: 'Remove group 2' }).click();
      await withToast(page, 'Rule created', () => form.getByRole('button', { name: 'Save' }).click());
      await expect(page).toHaveURL(/\/app\/settings\/rules$/);
      const coop = normalStage(page).getByRole('listitem', { name: 'Coop' });
      await expect(coop).toContainText('Note contains coop → Category: Groceries');
      expect(await ruleNames(normalStage(page))).toEqual(['Rent', 'Coop']);
      await lookAt(page, 'list');

      // Run on the entries already there: they were filed by hand, so only with "Also change my own edits".
      await coop.getByLabel('More actions for Coop').click();
      await coop.getByRole('button', { name: 'Run on existing entries' }).click();
      const dialog = page.getByRole('dialog', { name: 'Run “Coop” on existing entries' });
      await dialog.getByRole('button', { name: 'Preview' }).click();
      await expect(dialog.getByRole('heading', { name: '2 entries match' })).toBeVisible();
      await expect(dialog.getByText('Nothing would change.')).toBeVisible();
      await dialog.getByLabel('Also change my own edits').check();
      await dialog.getByRole('button', { name: 'Preview' }).click();
      const changes = dialog.getByRole('list', { name: 'Changes' });
      // The same change of two entries is one line.
      await expect(changes.getByRole('listitem')).toHaveText([
        'CategoryRestaurants & fast food → Groceries2 entries',
      ]);
      await lookAt(page, 'run-preview');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(dialog.getByText('Changed 2 entries')).toBeVisible({ timeout: 20_000 });
      await lookAt(page, 'run-done');
      await dialog.getByRole('button', { name: 'Undo this run' }).click();
      await page.getByRole('dialog', { name: 'Undo run' }).getByRole('button', { name: 'Yes' }).click();
      await expect(dialog.getByText('Run undone: 2 entries have what they had before.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toHaveCount(0);
      const entries = await api.call<{ data: { note: string | null; category_id: number | null }[] }>(
        'get',
        '/api/entry?per_page=100',
      );
      expect(entries.data.filter((entry) => entry.note?.toLowerCase().includes('coop'))).toEqual([
        expect.objectContaining({ category_id: restaurants }),
        expect.objectContaining({ category_id: restaurants }),
      ]);

      // Moved above Rent from the keyboard: the focus stays on the rule's button, the order stays after a reload.
      const up = coop.getByRole('button', { name: 'Move Coop up' });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => ruleNames(normalStage(page))).toEqual(['Coop', 'Rent']);
      await expect(page.getByRole('button', { name: 'Move Coop up' })).toBeFocused();
      await page.reload();
      await expect.poll(() => ruleNames(normalStage(page))).toEqual(['Coop', 'Rent']);

      // Switched off: it says so, and stays off.
      const active = coop.getByRole('switch', { name: 'Active' });
      await active.uncheck();
      await expect(coop.getByText('Off', { exact: true })).toBeVisible();
      await page.reload();
      await expect(coop.getByRole('switch', { name: 'Active' })).not.toBeChecked();
      await expect(coop.getByText('Off', { exact: true })).toBeVisible();

      // Deleted after a yes: gone after a reload.
      await coop.getByLabel('More actions for Coop').click();
      await coop.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete rule' });
      await expect(confirm).toContainText('Delete the rule "Coop"?');
      await withToast(page, 'Rule deleted', () => confirm.getByRole('button', { name: 'Yes' }).click());
      await page.reload();
      await expect(normalStage(page).getByRole('listitem')).toHaveCount(1);
      await expect(normalStage(page).getByRole('listitem', { name: 'Rent' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
