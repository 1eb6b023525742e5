// @vitest-environment jsdom
import { accessTokenAtom, configureHttp, queryClient, sessionStore, sessionTokenAtom } from '@bc/session';
import { USER_INFO_QUERY_KEY } from '@bc/ui/account';
import { ok, type StubApi, startStubApi, userInfo } from '@bc/ui/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLinkedPage } from './preload-linked-page.ts';
import { loadArea } from './remotes/federation.ts';

// The boundary: module federation's loading of a remote's code over the network, out of this test's reach.
const prefetchPage = vi.fn();
vi.mock('./remotes/federation.ts', () => ({ loadArea: vi.fn(async () => ({ prefetchPage })) }));

let api: StubApi;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  queryClient.clear();
  vi.mocked(loadArea).mockClear();
  prefetchPage.mockClear();
  api.handle((call) =>
    call.path === '/api/auth/user-info' ? ok({ token: 'session-2', userInfo: userInfo() }) : undefined,
  );
  sessionStore.set(accessTokenAtom, { token: 'access-1', storedAt: 1 });
  sessionStore.set(sessionTokenAtom, 'session-1');
});

const userInfoCalls = () => api.calls.filter((call) => call.path === '/api/auth/user-info');

describe('preloading the page a link opens', () => {
  it("asks for the user's info at start-up when a signed-in page opens with a session stored", async () => {
    preloadLinkedPage('/app/dashboard');
    await expect.poll(() => queryClient.getQueryData(USER_INFO_QUERY_KEY)).toBeTruthy();
    expect(userInfoCalls()).toHaveLength(1);
    expect(vi.mocked(loadArea).mock.calls).toEqual([['stats-dashboard']]);
    // The area starts the page's own calls once its code is in.
    expect(prefetchPage.mock.calls).toEqual([['/dashboard']]);
  });

  it("loads only the area's code for a visitor, and nothing for a page outside the areas", async () => {
    sessionStore.set(sessionTokenAtom, null);
    // Another area than the first test's: an area's code is fetched once per page load.
    preloadLinkedPage('/app/entries');
    sessionStore.set(sessionTokenAtom, 'session-1');
    preloadLinkedPage('/app/auth/login');
    preloadLinkedPage('/elsewhere');
    // The import of the guard's module is what a preload waits for first: give it the time it takes.
    await import('./auth/require-session.tsx');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(userInfoCalls()).toHaveLength(0);
    expect(vi.mocked(loadArea).mock.calls).toEqual([['entries']]);
    expect(prefetchPage).not.toHaveBeenCalled();
  });
});
