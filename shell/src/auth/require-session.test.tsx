// @vitest-environment jsdom
import { shellResources } from '@bc/i18n/namespaces/shell';
import { Route, Routes } from '@bc/router';
import { accessTokenAtom, configureHttp, sessionStore, sessionTokenAtom, workspaceAtom } from '@bc/session';
import type { AreaDefinition } from '@bc/ui';
import { ok, renderArea, type StubApi, startStubApi, userInfo } from '@bc/ui/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RequireSession } from './require-session.tsx';

let api: StubApi;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());

beforeEach(() => {
  sessionStore.set(accessTokenAtom, { token: 'access-1', storedAt: 1 });
  sessionStore.set(sessionTokenAtom, 'session-1');
  sessionStore.set(workspaceAtom, 'ws-1');
});

const guarded: AreaDefinition = {
  namespace: 'shell',
  resources: shellResources,
  routes: (
    <Routes>
      <Route
        path="/dashboard"
        element={
          <RequireSession>
            <h1>Dashboard</h1>
          </RequireSession>
        }
      />
      <Route path="/auth/finalize" element={<h1>Set up</h1>} />
      <Route path="/auth/login" element={<h1>Login</h1>} />
    </Routes>
  ),
};

function answerUserInfo(body: unknown) {
  api.handle((call) => (call.path === '/api/auth/user-info' ? ok(body) : undefined));
}

describe('RequireSession', () => {
  it('lets a set-up user in, keeping the session token user-info renewed', async () => {
    answerUserInfo({ token: 'session-2', userInfo: userInfo() });
    const view = await renderArea(guarded, '/dashboard');
    expect(await view.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(sessionStore.get(sessionTokenAtom)).toBe('session-2');
  });

  it('sends a user whose workspace has no settings yet to finalize', async () => {
    answerUserInfo({
      token: 'session-2',
      userInfo: userInfo({ workspaces: [], current_ws: '', workspace_settings: [] }),
    });
    const view = await renderArea(guarded, '/dashboard');
    expect(await view.findByRole('heading', { name: 'Set up' })).toBeTruthy();
    expect(view.location()).toBe('/auth/finalize');
  });

  it('sends a visitor without a session token to login, asking nothing', async () => {
    sessionStore.set(sessionTokenAtom, null);
    answerUserInfo({ token: 'session-2', userInfo: userInfo() });
    const view = await renderArea(guarded, '/dashboard');
    expect(await view.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('a signed-out visitor of a page of the app', () => {
  it('is sent to login and the page is kept, once, for after the sign-in', async () => {
    const { takeReturnPath } = await import('./return-path.ts');
    sessionStore.set(sessionTokenAtom, null);
    const view = await renderArea(guarded, '/dashboard?invitation=abc');
    expect(await view.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(takeReturnPath()).toBe('/dashboard?invitation=abc');
    expect(takeReturnPath()).toBeNull();
  });
});

describe('a person whose session ends on a page', () => {
  it('is sent to login without the page kept: the next sign-in starts at the dashboard', async () => {
    const { takeReturnPath } = await import('./return-path.ts');
    answerUserInfo({ token: 'session-2', userInfo: userInfo() });
    const view = await renderArea(guarded, '/dashboard');
    expect(await view.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    sessionStore.set(sessionTokenAtom, null);
    expect(await view.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(takeReturnPath()).toBeNull();
  });
});
