import { describe, expect, it } from 'vitest';
import { remoteOwning as owner } from './area-routes.ts';

describe('the route table of SPEC §2', () => {
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
