// The phone's bottom bar at the narrowest width the app serves: every label whole, in every language.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { APP_ORIGIN } from './support/ports.ts';

interface LabelBox {
  text: string;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  /** Whether the label lies within its item (its tap target) and the window. */
  inside: boolean;
}

/** The bar's labels as drawn: whether any is wider or taller than its box, or leaves its item. */
function measureLabels(page: Page): Promise<LabelBox[]> {
  return page.locator('.bc-bottom-nav-label').evaluateAll((labels) =>
    labels.map((label) => {
      const box = label.getBoundingClientRect();
      const item = label.closest('.bc-bottom-nav-item')?.getBoundingClientRect();
      return {
        text: label.textContent ?? '',
        scrollWidth: label.scrollWidth,
        clientWidth: label.clientWidth,
        scrollHeight: label.scrollHeight,
        clientHeight: label.clientHeight,
        inside:
          !!item &&
          box.left >= item.left &&
          box.right <= item.right &&
          box.top >= item.top &&
          box.bottom <= item.bottom &&
          box.right <= window.innerWidth,
      };
    }),
  );
}

/** The app's five languages. */
const LANGUAGES = ['en', 'it', 'es', 'de', 'fr'] as const;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const language of LANGUAGES) {
  test(`at 360 px in ${language}, every label of the bottom bar fits, whichever area is open`, async ({
    signedInPage: page,
    context,
  }) => {
    await context.addInitScript((chosen) => localStorage.setItem('bc-language', chosen), language);
    await context.addCookies([{ name: 'bc-language', value: language, url: APP_ORIGIN }]);
    await page.goto('/app/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const bar = page.locator('.bc-bottom-nav');
    const links = bar.locator('a.bc-bottom-nav-item:has(.bc-bottom-nav-label)');
    await expect(links).toHaveCount(4);
    // Each area in turn, so that each label is measured as the current one too.
    for (let index = 0; index < 4; index += 1) {
      await links.nth(index).click();
      await expect(links.nth(index)).toHaveAttribute('aria-current', 'page');
      const labels = await measureLabels(page);
      expect(labels).toHaveLength(5);
      for (const label of labels) {
        expect
          .soft(label.scrollWidth, `"${label.text}" is wider than its box`)
          .toBeLessThanOrEqual(label.clientWidth);
        expect
          .soft(label.scrollHeight, `"${label.text}" is taller than its box`)
          .toBeLessThanOrEqual(label.clientHeight);
        expect.soft(label.inside, `"${label.text}" leaves its item`).toBe(true);
      }
    }
  });
}

test('the bar’s items keep the names the rest of the app gives the areas', async ({ signedInPage: page }) => {
  await page.goto('/app/dashboard');
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  for (const name of ['Dashboard', 'Entries', 'Budgets', 'Goals']) {
    await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(bar.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
});
