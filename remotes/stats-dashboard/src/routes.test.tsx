// @vitest-environment jsdom
import { routesOutsideRegistry } from '@bc/router';
import { configureHttp } from '@bc/session';
import { renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statsDashboardArea } from './area.tsx';
import { StatsDashboardRoutes } from './routes.tsx';
import { referenceAnswer } from './testing/fixtures.ts';

let api: StubApi;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => api.handle(referenceAnswer));

describe('the routes of the area', () => {
  it('sends unknown stats paths to the stats page', async () => {
    const view = await renderArea(statsDashboardArea, '/stats/nowhere/at/all');
    expect(view.location()).toBe('/stats');
    // The stats page loads on first use.
    expect(await screen.findByRole('heading', { level: 1, name: 'Stats' })).toBeTruthy();
  });

  it("stays put and renders nothing on another area's path while the shell swaps areas", async () => {
    const view = await renderArea(statsDashboardArea, '/budgets');
    expect(view.location()).toBe('/budgets');
    expect(view.container.textContent).toBe('');
  });
});

it('routes only screens of the registry of screen paths', () => {
  expect(routesOutsideRegistry(StatsDashboardRoutes())).toEqual([]);
});
