import { expect, type Locator } from '@playwright/test';

/**
 * Saves the entry form and waits for the server's answer to the write (the entry created or updated): what
 * the form shows next (the list, or itself again for the next entry) is the journey's to check.
 */
export async function saveEntryForm(form: Locator): Promise<void> {
  const written = form
    .page()
    .waitForResponse(
      (response) =>
        /\/api\/entry\//.test(response.url()) && ['POST', 'PUT'].includes(response.request().method()),
    );
  await form.getByRole('button', { name: 'Save' }).click();
  const response = await written;
  expect(response.ok(), `the entry's write answered ${response.status()}`).toBe(true);
}
