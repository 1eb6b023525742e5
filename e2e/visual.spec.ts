// Screenshots of every screen, desktop and phone, light and dark, compared with the baselines committed
// beside this file (e2e/visual.spec.ts-snapshots). A deliberate change of a screen updates its baselines in
// the same commit: `pnpm exec playwright test e2e/visual.spec.ts --update-snapshots`.
import type { Locator, Page } from '@playwright/test';
import { openScreen, SCREENS, showTheme, THEMES, VIEWPORTS, type ViewportName } from './support/screens.ts';
import { expect, showcaseTest as test } from './support/showcase.ts';

/**
 * What changes from run to run although the screen does not: the showcase's generated e-mail address, and
 * what the server computes from its own clock, which the browser's fixed clock does not reach: the time of a
 * wallet's last write, this month's summary, averages, forecasts, budget periods and goal projections; and
 * the colour a new wallet is given at random.
 */
function varying(page: Page): Locator[] {
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  return [
    page.getByText(/@example\.com/),
    page.getByText(/^Last update/),
    region('Wallets and summary').getByRole('list').nth(1),
    region('Averages'),
    region('Balance forecast'),
    region('Your wallets'),
    page.locator('main dl'),
    page.getByRole('progressbar'),
    page.locator('input[type="color"]'),
  ];
}

for (const screen of SCREENS) {
  test(`${screen.name} looks as its baselines`, async ({ screenPage: page, showcase }) => {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      await openScreen(page, screen, showcase, viewport);
      for (const theme of THEMES) {
        await showTheme(page, theme);
        await expect(page).toHaveScreenshot(`${screen.name}-${viewport}-${theme}.png`, {
          fullPage: true,
          mask: varying(page),
        });
      }
    }
  });
}
