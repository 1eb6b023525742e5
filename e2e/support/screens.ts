// Every screen of the product (the public auth pages, the setup screen, every signed-in page), opened with
// the showcase's data in each look it has: desktop and phone, light and dark. The accessibility and visual
// checks walk this one list, so a new screen added here is checked both ways.
import { expect, type Page } from '@playwright/test';
import { type ApiSession, useSession } from './accounts.ts';
import { APP_ORIGIN } from './ports.ts';
import type { Showcase } from './showcase.ts';

export interface Screen {
  /** A file-name-safe name, also the name in failure messages. */
  name: string;
  path: (showcase: Showcase) => string;
  /** Whose session the page opens with: none (a visitor), the showcase account, or the newcomer's. */
  as: 'visitor' | 'account' | 'newcomer';
}

const visitor = (name: string, path: string): Screen => ({ name, path: () => path, as: 'visitor' });
const signedIn = (name: string, path: (showcase: Showcase) => string): Screen => ({
  name,
  path,
  as: 'account',
});
const at = (path: string) => () => path;

export const SCREENS: readonly Screen[] = [
  visitor('auth-login', '/app/auth/login'),
  visitor('auth-register', '/app/auth/register'),
  visitor('auth-recovery-password', '/app/auth/recovery-password'),
  visitor('auth-reset-password', '/app/auth/reset-password/a-reset-token'),
  visitor('auth-confirm-failed', '/app/auth/confirm/not-a-valid-code'),
  { name: 'auth-finalize', path: at('/app/auth/finalize'), as: 'newcomer' },
  signedIn('dashboard', at('/app/dashboard')),
  signedIn('entry-add', at('/app/entry')),
  signedIn('entry-edit', ({ entryId }) => `/app/entry/${entryId}`),
  signedIn('entry-goal', ({ goalId }) => `/app/entry/goal/${goalId}`),
  signedIn('entries', at('/app/entries')),
  signedIn('search', at('/app/search')),
  signedIn('planned-entries', at('/app/planned-entries')),
  signedIn('planned-entry-add', at('/app/planned_entry')),
  signedIn('planned-entry-edit', ({ plannedId }) => `/app/planned_entry/${plannedId}`),
  signedIn('payees', at('/app/payee')),
  signedIn('import', at('/app/import')),
  signedIn('stats', at('/app/stats')),
  signedIn('stats-graph', at('/app/stats/graph/label')),
  signedIn('stats-search', at('/app/stats/search')),
  signedIn('see-all', at('/app/see_all/expenses?start=2026-11-01&end=2026-11-30')),
  signedIn('budgets', at('/app/budgets')),
  signedIn('budget-new', at('/app/budgets/new?tab=2')),
  signedIn('budget-entries', ({ budgetId }) => `/app/budgets/edit/${budgetId}?tab=1`),
  signedIn('goals', at('/app/goals')),
  signedIn('goal-new', at('/app/goals/new')),
  signedIn('goal-details', ({ goalId }) => `/app/goals/details/${goalId}`),
  signedIn('goal-edit', ({ goalId }) => `/app/goals/edit/${goalId}`),
  signedIn('settings', at('/app/settings')),
  signedIn('settings-wallets', at('/app/settings/wallet')),
  signedIn('settings-categories', at('/app/settings/category')),
  signedIn('settings-category-add', at('/app/settings/category/edit')),
  signedIn(
    'settings-category-edit',
    ({ customCategory: { categoryId, subId } }) => `/app/settings/category/edit/${categoryId}/${subId}`,
  ),
  signedIn('settings-labels', at('/app/settings/label')),
  signedIn('settings-label-edit', ({ labelId }) => `/app/settings/label/edit/${labelId}`),
  signedIn('settings-currency', at('/app/settings/currency')),
  signedIn('settings-currency-add', at('/app/settings/currency/add')),
  signedIn('settings-models', at('/app/settings/model')),
  signedIn('settings-model-add', at('/app/settings/model/add')),
  signedIn('settings-model-edit', ({ modelId }) => `/app/settings/model/edit/${modelId}`),
  signedIn('settings-profile', at('/app/settings/profile')),
  signedIn('settings-preferences', at('/app/settings/preferences')),
  signedIn('settings-notifications', at('/app/settings/notifications')),
  signedIn('settings-assistance', at('/app/settings/assistance')),
  signedIn('settings-about', at('/app/settings/about-us')),
  signedIn('settings-workspaces', at('/app/settings/workspace')),
  signedIn('settings-workspace-add', at('/app/settings/workspace/add')),
];

export const VIEWPORTS = {
  // Wide enough for the desktop layout: a window narrower than 1.6 times its height is laid out as a phone.
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

function sessionOf(screen: Screen, showcase: Showcase): ApiSession | null {
  if (screen.as === 'account') return showcase.account.session;
  if (screen.as === 'newcomer') return showcase.newcomer;
  return null;
}

/**
 * Leaves in the page's storage only `session` (as a sign-in stores it), or nothing for a visitor; a session
 * already there stays as it is, which spares a navigation on most screens.
 */
async function keepOnly(page: Page, session: ApiSession | null) {
  if (!page.url().startsWith(APP_ORIGIN)) await page.goto('/api/health');
  const stored = await page.evaluate(() => localStorage.getItem('bc.session-token'));
  if (session && stored === JSON.stringify(session.sessionToken)) return;
  await page.evaluate(() => localStorage.clear());
  if (session) await useSession(page, session);
}

/**
 * Opens `screen` at the viewport, light as the system is, and waits until it has settled: its heading
 * shown, nothing loading, the network quiet. `showTheme` then switches to dark without a reload.
 */
export async function openScreen(page: Page, screen: Screen, showcase: Showcase, viewport: ViewportName) {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await keepOnly(page, sessionOf(screen, showcase));
  await page.goto(screen.path(showcase));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.bc-loading')).toHaveCount(0);
}

/** Switches the page to light or dark as the system would: the app follows it without a reload. */
export async function showTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}
