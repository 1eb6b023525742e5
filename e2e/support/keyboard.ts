// What a keyboard user meets: Tab moves through the page's controls in order, and the control that has the
// focus shows it.
import { expect, type Locator, type Page } from '@playwright/test';

const MAX_TABS = 60;

/** Presses Tab until `target` has the focus; fails if it is not reached within the page's first controls. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} in ${MAX_TABS} presses`);
}

/**
 * Whether the focused control draws a focus indicator: an outline or a ring (box-shadow) of at least 2 px
 * that is not transparent, as a keyboard focus shows it (:focus-visible).
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 2 &&
      !/, 0\)$|transparent/.test(style.outlineColor);
    const ring = style.boxShadow !== 'none' && !/rgba\([^)]*, 0\)/.test(style.boxShadow);
    return {
      shown: outline || ring,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
    };
  });
  expect(
    indicator.shown,
    `${target} has the focus but shows no indicator (outline ${indicator.outline})`,
  ).toBe(true);
}

/** Tabs to each control in turn, and checks that each shows that it has the focus. */
export async function expectKeyboardReaches(page: Page, controls: Locator[]): Promise<void> {
  for (const control of controls) {
    await tabTo(page, control);
    await expectVisibleFocus(control);
  }
}
