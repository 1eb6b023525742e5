// @vitest-environment jsdom
import { routesOutsideRegistry } from '@bc/router';
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { budgetsGoalsArea } from './area.tsx';
import { BudgetsGoalsRoutes } from './routes.tsx';

let api: StubApi;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() =>
  api.handle(({ path }) => (path === '/api/goals' || path === '/api/budgets/stats' ? ok([]) : undefined)),
);

describe('the area routes', () => {
  it.each([
    ['/budgets/whatever', '/budgets'],
    ['/budgets/edit', '/budgets'],
    ['/goals/whatever', '/goals'],
    ['/goals/details', '/goals'],
  ])('sends %s to %s', async (path, target) => {
    const view = await renderArea(budgetsGoalsArea, path);
    await waitFor(() => expect(view.location()).toBe(target));
  });

  it("renders nothing on another area's path (the shell is about to mount that area)", async () => {
    const view = await renderArea(budgetsGoalsArea, '/entry/goal/g-1');
    expect(view.container.textContent).toBe('');
    expect(view.location()).toBe('/entry/goal/g-1');
    expect(api.calls).toEqual([]);
  });

  it('opens the new goal form at /goals/new and the budget form at /budgets/new', async () => {
    await renderArea(budgetsGoalsArea, '/goals/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New goal' })).toBeTruthy();
    await renderArea(budgetsGoalsArea, '/budgets/new?tab=2');
    expect(screen.getByRole('heading', { level: 1, name: 'New budget' })).toBeTruthy();
  });
});

it('routes only screens of the registry of screen paths', () => {
  expect(routesOutsideRegistry(BudgetsGoalsRoutes())).toEqual([]);
});
