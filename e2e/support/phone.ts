// The phone the daily journeys run on, and what a phone must never do: scroll sideways.
import { expect, type Page } from '@playwright/test';

/** A common phone: 390×844 CSS pixels, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Nothing on the page is wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}
