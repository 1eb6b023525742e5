import type { Page } from '@playwright/test';

/**
 * Runs `act` and waits for the toast saying `text`. A toast closes itself two seconds after it shows, so it
 * is watched from before the action, in the page: a busy machine's slower checks cannot miss it.
 */
export async function withToast(page: Page, text: string, act: () => Promise<void>): Promise<void> {
  const shown = page.getByText(text, { exact: true }).waitFor();
  await act();
  await shown;
}
