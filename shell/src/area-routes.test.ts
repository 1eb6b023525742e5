import { allScreens, paths } from '@bc/router';
import { describe, expect, it } from 'vitest';
import { remoteOwning as owner } from './area-routes.ts';

describe('the route table: which remote owns which screens', () => {
  it.each([
    ['/dashboard', 'stats-dashboard'],
    ['/stats/graph/label', 'stats-dashboard'],
    ['/entry', 'entries'],
    ['/entry/goal/abc', 'entries'],
    ['/entries', 'entries'],
    ['/search', 'entries'],
    ['/planned-entries', 'entries'],
    ['/planned_entry/42', 'entries'],
    ['/payee', 'entries'],
    ['/import', 'entries'],
    ['/model/7', 'entries'],
    ['/budgets/edit/1', 'budgets-goals'],
    ['/goals/details/9', 'budgets-goals'],
    ['/settings/category/edit/1/80', 'settings'],
  ])('sends %s to the %s remote', (pathname, remote) => {
    expect(owner(pathname)).toBe(remote);
  });

  it('owns no path outside the areas', () => {
    expect(owner('/auth/login')).toBeNull();
    expect(owner('/landing')).toBeNull();
  });
});

it('gives every screen of the registry outside sign-in to an area', () => {
  const signIn = new Set<string>(Object.values(paths.auth).map((screen) => screen.route));
  const unowned = allScreens()
    .filter((screen) => !signIn.has(screen.route))
    .map((screen) => screen.path.replace(/:\w+/g, 'x'))
    .filter((pathname) => owner(pathname) === null);
  expect(unowned).toEqual([]);
});
