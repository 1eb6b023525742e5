// The category of an entry form, whichever control the form has: a select of sub-categories under their
// parents, or the picker of tiles (radio buttons named by the sub-category) with its search box.
import { expect, type Locator } from '@playwright/test';

const picker = (form: Locator) => form.getByRole('group', { name: 'Category' });
const select = (form: Locator) => form.getByRole('combobox', { name: 'Category', exact: true });

/** Chooses the sub-category shown as `name`: from the select, or typed in the picker's search and tapped. */
export async function chooseCategory(form: Locator, name: string): Promise<void> {
  const either = select(form).or(picker(form));
  await expect(either).toBeVisible();
  if ((await select(form).count()) > 0) {
    await expect(select(form)).toBeEnabled();
    await select(form).selectOption({ label: name });
    return;
  }
  await picker(form).getByRole('searchbox').fill(name);
  await picker(form).getByRole('radio', { name, exact: true }).check();
}

/** The sub-category the form has chosen is the one shown as `name`. */
export async function expectCategory(form: Locator, name: string): Promise<void> {
  const either = select(form).or(picker(form));
  await expect(either).toBeVisible();
  if ((await select(form).count()) > 0) {
    await expect(select(form).locator('option:checked')).toHaveText(name);
    return;
  }
  await expect(picker(form).getByRole('radio', { name, exact: true })).toBeChecked();
}
