// How the budgets and goals pages show their figures, read as a person reads them.
import type { Locator, Page } from '@playwright/test';

/** A figure of a definition list: the value (dd) right after the term (dt) named `term`. */
export const definedFigure = (scope: Locator, term: string): Locator =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** A calendar day (yyyy-mm-dd) as the budgets and goals pages write it: medium date, read in UTC. */
export const mediumDay = (page: Page, day: string): Promise<string> =>
  page.evaluate(
    (iso) => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' }),
    `${day}T00:00:00Z`,
  );

/** A day `years` years from today (its first of June, well clear of any month's end), as yyyy-mm-dd. */
export const dayInYears = (years: number): string => `${new Date().getUTCFullYear() + years}-06-01`;
