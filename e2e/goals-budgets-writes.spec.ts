// Editing and archiving a goal, updating and deleting a budget, on a desktop: each through its screen, each
// checked where a person would look (the figures, the list, the list again after a reload).
import type { Page } from '@playwright/test';
import { accountApi, seedExpense, seedGoal, seedSaving } from './support/api-setup.ts';
import { monthlyBudgetBody } from './support/budgets.ts';
import { dayInYears, definedFigure, mediumDay } from './support/figures.ts';
import { expect, test } from './support/fixtures.ts';
import { stripWallet } from './support/ledger.ts';
import { withToast } from './support/toasts.ts';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The reads of `path` the page makes from now on. */
function readsOf(page: Page, path: string): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === path) reads.push(request.url());
  });
  return reads;
}

test('a goal is edited from its page: its figures and its card follow the new target', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  const uuid = await seedGoal(api, 'Trip', 1000);
  // €200 saved of €1,000: 20 %.
  await seedSaving(api, uuid, 200);

  await page.goto(`/app/goals/details/${uuid}`);
  const summary = page.getByRole('region', { name: 'Progress' });
  await expect(definedFigure(summary, 'Saved')).toHaveText('€200.00');
  await page.getByRole('navigation', { name: 'Goal actions' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/goals/edit/${uuid}$`));
  await expect(h1(page, 'Edit goal')).toBeVisible();
  const form = page.getByRole('form', { name: 'Goal' });
  await expect(form.getByLabel('Name')).toHaveValue('Trip');
  await expect(form.getByLabel('Target amount')).toHaveValue('1000.00');
  await expect(form.getByRole('radio', { name: 'Travel' })).toBeChecked();

  const due = dayInYears(2);
  await form.getByLabel('Name').fill('Trip to Lisbon');
  await form.getByLabel('Target amount').fill('500');
  await form.getByLabel('Due date').fill(due);
  await form.getByRole('radio', { name: 'Vacation' }).check();
  await form.getByLabel('Notes').fill('Flights and a week by the sea');
  await withToast(page, 'Goal updated', () => form.getByRole('button', { name: 'Update' }).click());

  // Its page again, with the new figures: €200 of €500 is 40 %.
  await expect(page).toHaveURL(new RegExp(`/app/goals/details/${uuid}$`));
  await expect(h1(page, 'Trip to Lisbon')).toBeVisible();
  await expect(definedFigure(summary, 'Target')).toHaveText('€500.00');
  await expect(definedFigure(summary, 'Due date')).toHaveText(await mediumDay(page, due));
  await expect(definedFigure(summary, 'Saved')).toHaveText('€200.00');
  await expect(summary.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40 %');
  await expect(summary).toContainText('Flights and a week by the sea');

  // The list after a reload: the card under its new name, at 40 %.
  await page.goto('/app/goals');
  const card = page.getByRole('article', { name: 'Trip to Lisbon' });
  await expect(card.getByRole('progressbar', { name: 'Trip to Lisbon: share saved' })).toHaveAttribute(
    'aria-valuetext',
    '40 %',
  );
  await expect(page.getByRole('article', { name: 'Trip', exact: true })).toHaveCount(0);
});

test('a goal archived from the list leaves it, and its saving stays in the entries', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  const car = await seedGoal(api, 'New car', 12000);
  const bike = await seedGoal(api, 'Bike', 800);
  await seedSaving(api, car, 150, { note: 'First saving' });

  await page.goto('/app/goals');
  const card = page.getByRole('article', { name: 'New car' });
  await card.getByLabel('Actions for New car').click();
  await card.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive goal' });
  await expect(confirm).toContainText('Archive the goal New car? It leaves the list; its entries stay.');
  await withToast(page, 'Goal archived', () => confirm.getByRole('button', { name: 'Yes' }).click());
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Bike' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // No longer a goal to save toward; its saving is still an entry, and the wallet still gave it.
  await page.goto(`/app/entry/goal/${bike}`);
  const goal = page.getByRole('form', { name: 'Saving' }).getByLabel('Goal');
  await expect(goal).toBeEnabled();
  await expect(goal.locator('option', { hasText: 'New car' })).toHaveCount(0);
  await expect(goal.locator('option', { hasText: 'Bike' })).toHaveCount(1);
  await page.goto('/app/entries');
  await expect(page.locator('table.bc-table tbody tr').filter({ hasText: 'First saving' })).toHaveCount(1);
  await expect(stripWallet(page, 'Bank')).toContainText('-€150.00');
});

test('a goal deleted from its own page is archived: the list says so and no longer shows it', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  const uuid = await seedGoal(api, 'Old laptop', 900);

  await page.goto(`/app/goals/details/${uuid}`);
  await page
    .getByRole('navigation', { name: 'Goal actions' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete goal' });
  await expect(confirm).toContainText('Delete the goal Old laptop?');
  const asked = readsOf(page, `/api/goals/${uuid}`);
  await withToast(page, 'Goal deleted', () => confirm.getByRole('button', { name: 'Yes' }).click());
  await expect(page).toHaveURL(/\/app\/goals$/);
  await expect(page.getByText('This goal was not found.')).toHaveCount(0);
  await expect(page.getByText('No goals found')).toBeVisible();
  // Once deleted it was not asked for again (that answer, a 404, raced the message above).
  expect(asked).toEqual([]);
  await page.reload();
  await expect(page.getByText('No goals found')).toBeVisible();
});

test('a budget is updated from its settings tab: its figures count against the new amount', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  const budget = await api.call<{ uuid: string }>(
    'post',
    '/api/budget/create',
    monthlyBudgetBody({ amount: 100 }),
  );
  // €85 of groceries: 85 % of €100, past the red line.
  await seedExpense(api, 85);

  await page.goto('/app/budgets');
  const groceries = page.getByRole('article', { name: 'Groceries' });
  await expect(groceries.getByRole('progressbar')).toHaveAttribute('data-tone', 'red');
  await groceries.getByRole('link', { name: 'Groceries' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/budgets/edit/${budget.uuid}\\?tab=1$`));
  await page.getByRole('tab', { name: 'Settings' }).click();
  const form = page.getByRole('form', { name: 'Budget settings' });
  await expect(form.getByLabel('Name')).toHaveValue('Groceries');
  await expect(form.getByLabel('Amount')).toHaveValue('100.00');
  await form.getByLabel('Name').fill('Food');
  await form.getByLabel('Amount').fill('170');
  await form.getByLabel('Note').fill('Groceries and the market');
  await withToast(page, 'Budget updated', () => form.getByRole('button', { name: 'Update' }).click());
  await expect(h1(page, 'Food')).toBeVisible();

  // Its entries tab counts against the new amount: €85 of €170 is 50 %, green again.
  await page.getByRole('tab', { name: 'Entries' }).click();
  const food = page.getByRole('article', { name: 'Food' });
  await expect(food).toContainText('50 % spent');
  await expect(definedFigure(food, 'Amount')).toHaveText('€170.00');
  await expect(definedFigure(food, 'Remaining')).toHaveText('€85.00');
  await expect(food.getByRole('progressbar')).toHaveAttribute('data-tone', 'green');

  // The list, read again: the budget under its new name and note, the old one gone.
  await page.goto('/app/budgets');
  await expect(definedFigure(food, 'Amount')).toHaveText('€170.00');
  await expect(food).toContainText('Groceries and the market');
  await expect(groceries).toHaveCount(0);
});

test('a budget is deleted from its settings tab after a yes, and its page no longer opens', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const api = accountApi(request, account);
  const budget = await api.call<{ uuid: string }>('post', '/api/budget/create', monthlyBudgetBody());

  await page.goto(`/app/budgets/edit/${budget.uuid}?tab=2`);
  const form = page.getByRole('form', { name: 'Budget settings' });
  await expect(form.getByLabel('Name')).toHaveValue('Groceries');
  await form.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete budget' });
  await expect(confirm).toContainText('Delete the budget Groceries?');
  const asked = readsOf(page, `/api/budget/${budget.uuid}`);
  await withToast(page, 'Budget deleted', () => confirm.getByRole('button', { name: 'Yes' }).click());
  await expect(page).toHaveURL(/\/app\/budgets$/);
  await expect(page.getByText('No budgets found')).toBeVisible();
  expect(asked).toEqual([]);
  await page.reload();
  await expect(page.getByText('No budgets found')).toBeVisible();
  await page.goto(`/app/budgets/edit/${budget.uuid}`);
  await expect(page).toHaveURL(/\/app\/budgets$/);
  await expect(page.getByText('This budget was not found.')).toBeVisible();
});
