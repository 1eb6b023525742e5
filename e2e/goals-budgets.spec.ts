import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { addEntry, stripWallet } from './support/ledger.ts';
import { mailsTo } from './support/outbox.ts';

/** A figure of a definition list: the value (dd) right after the term (dt) named `term`. */
const figure = (scope: Locator, term: string): Locator =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** A calendar day as the budgets and goals pages write it (medium date, read in UTC). */
const shownDay = (page: Page, day: string) =>
  page.evaluate(
    (iso) => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' }),
    `${day}T00:00:00Z`,
  );

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page, width: number | undefined): Promise<void> {
  if (width === undefined) return;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * From a goal's page, its deposit or withdrawal link: the saving form opens with the goal chosen and the
 * operation set; the wallet and the amount are filled and the entry saved.
 */
async function openSavingForm(page: Page, goal: string, link: 'Deposit' | 'Withdraw'): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Goal actions' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page).toHaveURL(
    link === 'Deposit'
      ? /\/app\/entry\/goal\/[0-9a-f-]{36}$/
      : /\/app\/entry\/goal\/[0-9a-f-]{36}\?goal_type=withdrawal$/,
  );
  await expect(
    page.getByRole('heading', { name: link === 'Deposit' ? 'Deposit to a goal' : 'Withdrawal from a goal' }),
  ).toBeVisible();
  // A saving entry has no tab bar: the form stands alone.
  await expect(page.getByRole('tab')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Saving' });
  await expect(
    form.getByRole('radio', { name: link === 'Deposit' ? 'Deposit (+)' : 'Withdrawal (−)' }),
  ).toBeChecked();
  await expect(form.getByLabel('Goal')).toBeEnabled();
  await expect(form.getByLabel('Goal').locator('option:checked')).toHaveText(goal);
  return form;
}

async function fillSaving(form: Locator, amount: string, wallet: string): Promise<void> {
  await form.getByLabel('Amount').fill(amount);
  await expect(form.getByLabel('Wallet', { exact: true })).toBeEnabled();
  await form.getByLabel('Wallet', { exact: true }).selectOption({ label: wallet });
  await form.getByRole('button', { name: 'Save' }).click();
}

async function saveToGoal(
  page: Page,
  goal: { name: string; url: string },
  link: 'Deposit' | 'Withdraw',
  amount: string,
): Promise<void> {
  const form = await openSavingForm(page, goal.name, link);
  await fillSaving(form, amount, 'Bank');
  // Saved, the goal's page again, with the entry's alert.
  await expect(page).toHaveURL(goal.url);
  await expect(page.getByText('Entry saved')).toBeVisible();
}

const screens = [
  { name: 'desktop', use: {} },
  { name: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const screen of screens) {
  test.describe(`on ${screen.name}`, () => {
    test.use(screen.use);
    const width = 'viewport' in screen.use ? screen.use.viewport.width : undefined;

    test('a person creates a goal, deposits twice, withdraws once and is refused too large a withdrawal', async ({
      signedInPage: page,
    }) => {
      // Money in the wallet to save from: Bank €1,000.00.
      await addEntry(page, { tab: 'Incoming', amount: '1000', wallet: 'Bank', category: 'Salary' });
      await expect(stripWallet(page, 'Bank')).toContainText('€1,000.00');

      const name = 'Trip to Japan';
      const dueDate = `${new Date().getFullYear() + 1}-06-30`;
      await page.goto('/app/goals/new');
      await expect(page.getByRole('heading', { name: 'New goal' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Goal' });
      // Nothing filled: the goal rules answer in one alert before anything is sent.
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByRole('alert')).toContainText('Please insert a name');
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Target amount').fill('1000');
      await form.getByLabel('Due date').fill(dueDate);
      const icons = form.getByRole('group', { name: 'Icon' });
      await expect(icons.getByRole('radio')).toHaveCount(18);
      await icons.getByRole('radio', { name: 'Travel' }).check();
      await expect(icons.getByRole('radio', { name: 'Travel' })).toBeChecked();
      await form.getByRole('button', { name: 'Save' }).click();

      await expect(page).toHaveURL(/\/app\/goals$/);
      await expect(page.getByText('Goal created')).toBeVisible();
      const card = page.getByRole('article', { name });
      await expect(card.getByRole('progressbar', { name: `${name}: share saved` })).toHaveAttribute(
        'aria-valuetext',
        '0 %',
      );
      await card.getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/app\/goals\/details\/[0-9a-f-]{36}$/);
      const goal = { name, url: page.url() };
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Progress' });
      await expect(figure(summary, 'Target')).toHaveText('€1,000.00');
      await expect(figure(summary, 'Due date')).toHaveText(await shownDay(page, dueDate));
      await expect(figure(summary, 'Saved')).toHaveText('€0.00');
      await expect(page.getByText('No entries found')).toBeVisible();
      await expectNoSidewaysScroll(page, width);

      await saveToGoal(page, goal, 'Deposit', '300');
      await expect(figure(summary, 'Saved')).toHaveText('€300.00');
      await saveToGoal(page, goal, 'Deposit', '200');
      await expect(figure(summary, 'Saved')).toHaveText('€500.00');
      await saveToGoal(page, goal, 'Withdraw', '150');

      // 300 + 200 - 150 = 350 saved of 1,000 (35 %); the wallet gave 500 and took 150 back: 650.
      await expect(figure(summary, 'Saved')).toHaveText('€350.00');
      await expect(summary.getByRole('progressbar', { name: `${name}: share saved` })).toHaveAttribute(
        'aria-valuetext',
        '35 %',
      );
      await expect(summary).toContainText('(35 % saved)');
      const activity = page.getByRole('table', { name: 'Activity' });
      await expect(activity.locator('tbody tr')).toHaveCount(3);
      await expect(activity.locator('tbody tr').filter({ hasText: 'Withdrawal' })).toContainText('-€150.00');
      await expect(activity.locator('tbody tr').filter({ hasText: 'Deposit' })).toHaveCount(2);
      await expect(stripWallet(page, 'Bank')).toContainText('€650.00');
      await expectNoSidewaysScroll(page, width);

      // More than the goal holds: the server refuses it, and the form says why.
      const refused = await openSavingForm(page, name, 'Withdraw');
      await fillSaving(refused, '400', 'Bank');
      await expect(refused.getByRole('alert')).toHaveText(
        'the withdrawal is greater than what the goal holds',
      );
      await expect(page).toHaveURL(/\/app\/entry\/goal\/[0-9a-f-]{36}\?goal_type=withdrawal$/);

      // Nothing moved.
      await page.getByRole('link', { name: 'Back to the goal' }).click();
      await expect(page).toHaveURL(goal.url);
      await expect(figure(summary, 'Saved')).toHaveText('€350.00');
      await expect(activity.locator('tbody tr')).toHaveCount(3);
      await expect(stripWallet(page, 'Bank')).toContainText('€650.00');
    });

    test('a monthly groceries budget turns red past 80 % and mails its 70 % alert', async ({
      signedInPage: page,
      account,
    }) => {
      const name = `Groceries ${screen.name === 'desktop' ? 'desk' : 'phone'}`;
      await page.goto('/app/budgets/new?tab=2');
      await expect(page.getByRole('heading', { name: 'New budget' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Budget settings' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Amount').fill('100');
      await form.getByLabel('Period').selectOption({ label: 'Monthly' });
      const categories = form.getByRole('combobox', { name: 'Categories' });
      await expect(categories).toBeEnabled();
      await categories.click();
      await form
        .getByRole('listbox', { name: 'Categories' })
        .getByRole('option', { name: 'Groceries' })
        .click();
      await categories.press('Escape');
      await form.getByRole('checkbox', { name: 'Notify me by e-mail' }).check();
      const emails = form.getByRole('group', { name: 'E-mails to notify' });
      await emails.getByRole('checkbox', { name: account.email }).check();
      await form.getByRole('button', { name: 'Save' }).click();

      await expect(page).toHaveURL(/\/app\/budgets$/);
      await expect(page.getByText('Budget created')).toBeVisible();
      const card = page.getByRole('article', { name });
      const bar = card.getByRole('progressbar', { name: `${name}: share spent` });
      await expect(bar).toHaveAttribute('data-tone', 'green');
      await expect(figure(card, 'Spent')).toHaveText('€0.00');

      // 85 of 100: past the red line (80 %), short of the 90 % alert.
      await addEntry(page, { tab: 'Expenses', amount: '85', wallet: 'Bank', category: 'Groceries' });
      // Another category does not count.
      await addEntry(page, { tab: 'Expenses', amount: '40', wallet: 'Bank', category: 'Rent' });

      await page.goto('/app/budgets');
      const monthly = page.getByRole('region', { name: 'Monthly' });
      await expect(monthly.getByRole('article', { name })).toBeVisible();
      await expect(card).toContainText('85 % spent');
      await expect(bar).toHaveAttribute('data-tone', 'red');
      await expect(bar).toHaveAttribute('aria-valuetext', '85 %');
      await expect(bar).toHaveAttribute('aria-valuenow', '85');
      await expect(figure(card, 'Amount')).toHaveText('€100.00');
      await expect(figure(card, 'Spent')).toHaveText('€85.00');
      await expect(figure(card, 'Remaining')).toHaveText('€15.00');
      await expect(card.getByText('Exceeded')).toHaveCount(0);
      await expectNoSidewaysScroll(page, width);

      // The alerts job runs every second in e2e: the 70 % mail comes, the 90 % one does not.
      const subject = (threshold: number) => `Budget Control: ${name} has reached ${threshold} %`;
      await expect
        .poll(() => mailsTo(account.email).map((mail) => mail.subject), { timeout: 15_000 })
        .toContain(subject(70));
      const alert = mailsTo(account.email).find((mail) => mail.subject === subject(70));
      expect(alert?.text).toContain('/app/budgets/edit/');
      // A few more runs of the job: still one 70 % mail, and no 90 % or 100 % one.
      await page.waitForTimeout(2_500);
      const subjects = mailsTo(account.email).map((mail) => mail.subject);
      expect(subjects.filter((each) => each === subject(70))).toHaveLength(1);
      expect(subjects).not.toContain(subject(90));
      expect(subjects).not.toContain(subject(100));
    });
  });
}
