// @vitest-environment jsdom
import { ok, type StubApi, startStubApi } from '@bc/ui/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The API at the HTTP boundary answers every chart with nothing to draw: then only the cold open's own
// start, not an answer, can have asked for the charts' code.
let api: StubApi;
beforeAll(async () => {
  api = await startStubApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.handle(() => ok({ bar: [] }));
  Object.defineProperty(window, 'innerWidth', { value: 1440, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
});

/** The area's modules as a cold open finds them: nothing loaded yet. */
async function freshArea() {
  vi.resetModules();
  const { configureHttp } = await import('@bc/session');
  configureHttp({ apiBase: api.baseUrl });
  const { prefetchPage } = await import('./prefetch.ts');
  const { loadChart } = await import('./components/lazy-charts.tsx');
  return { prefetchPage, loadChart };
}

describe('prefetchPage', () => {
  it("starts the code of the dashboard's bar and doughnut with their calls, whatever those answer", async () => {
    const { prefetchPage, loadChart } = await freshArea();
    prefetchPage('/dashboard');
    await vi.waitFor(() => {
      expect(loadChart.bar.loaded()).toBeDefined();
      expect(loadChart.pie.loaded()).toBeDefined();
    });
  });

  it('starts no chart code for another page of the area', async () => {
    const { prefetchPage, loadChart } = await freshArea();
    prefetchPage('/stats');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadChart.bar.loaded()).toBeUndefined();
    expect(loadChart.pie.loaded()).toBeUndefined();
  });
});
