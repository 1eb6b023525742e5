import { describe, expect, it } from 'vitest';
import { allScreens, hrefOf, paths } from './paths.ts';

describe('the registry of screen paths', () => {
  it('gives every screen a pattern of its own', () => {
    const routes = allScreens().map((screen) => screen.route);
    expect(routes.length).toBeGreaterThan(40);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('fills params, encoded, and appends the query without the values left out', () => {
    expect(paths.budgets.edit.getHref({ id: 'a b/c' }, { tab: '2' })).toBe('/budgets/edit/a%20b%2Fc?tab=2');
    expect(paths.entries.add.getHref({ type: 'debit', show: undefined })).toBe('/entry?type=debit');
    expect(paths.entries.goal.getHref({ goalId: 'g-1' }, { goal_type: 'withdrawal' })).toBe(
      '/entry/goal/g-1?goal_type=withdrawal',
    );
    expect(paths.settings.categoryEdit.getHref({ categoryId: 3, subId: 41 })).toBe(
      '/settings/category/edit/3/41',
    );
    expect(paths.dashboard.getHref()).toBe('/dashboard');
  });

  it('keeps the route and the path of a screen the same pattern', () => {
    for (const screen of allScreens()) expect(screen.path).toBe(`/${screen.route}`);
  });

  it('refuses to build an address with a param missing', () => {
    expect(() => hrefOf('goals/edit/:id', {})).toThrow(':id');
  });
});
