// A plan's end may not be in the past (SPEC §5): the form says so before sending, with the server's rule.
import { chooseCategory } from './support/category-choice.ts';
import { expect, test } from './support/fixtures.ts';

test('a plan whose end is already past is refused with its message, then saved with a later end', async ({
  signedInPage: page,
}) => {
  await page.goto('/app/planned_entry?planned=true');
  const form = page.getByRole('form', { name: 'Expenses' });
  await form.getByLabel('Amount').fill('30');
  await expect(form.getByLabel('Wallet', { exact: true })).toBeEnabled();
  await chooseCategory(form, 'Rent');
  await form.getByLabel('Frequency').selectOption({ label: 'Monthly' });
  const today = new Date().toISOString().slice(0, 10);
  await form.getByLabel('Start date').fill(today);
  await form.getByLabel('End date').fill('2020-01-31');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('the end date must be today or later');

  const nextYear = `${new Date().getUTCFullYear() + 1}-01-31`;
  await form.getByLabel('End date').fill(nextYear);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/planned-entries$/);
  await expect(page.getByText('Planned entry saved')).toBeVisible();
});
