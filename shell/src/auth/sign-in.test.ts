// @vitest-environment jsdom
import {
  accessTokenAtom,
  configureHttp,
  queryClient,
  sessionStore,
  sessionTokenAtom,
  workspaceAtom,
} from '@bc/session';
import { USER_INFO_QUERY_KEY } from '@bc/ui/account';
import { ok, type StubApi, type StubCall, startStubApi, userInfo } from '@bc/ui/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { switchWorkspace } from '../workspaces/api/switch-workspace.ts';
import { finalizeSignUp } from './api/finalize-sign-up.ts';
import { login, signIn } from './api/login.ts';
import { loadSignedInUser } from './complete-sign-in.ts';
import { isSignedIn } from './session.ts';

// The API at the HTTP boundary: each test answers the calls of one step of the sign-in sequence.
let api: StubApi;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());

beforeEach(() => {
  queryClient.clear();
  sessionStore.set(accessTokenAtom, null);
  sessionStore.set(sessionTokenAtom, null);
  sessionStore.set(workspaceAtom, null);
});

const user = { uuid: 'user-1', name: 'Ada', email: 'ada@example.com', email_verified: true };
const home = { uuid: 'ws-1', name: 'Home', role: 'owner', current: true } as const;
const shared = { uuid: 'ws-2', name: 'Shared', role: 'viewer', current: false } as const;

const headersOf = (call: StubCall | undefined) => ({
  authorization: call?.headers.authorization,
  session: call?.headers['x-bc-token'],
  workspace: call?.headers['x-ws'],
});

describe('the sign-in sequence', () => {
  it('login keeps the access token and the first workspace; user-info then gives the session token', async () => {
    sessionStore.set(sessionTokenAtom, 'previous-user-session');
    api.handle((call) => {
      if (call.path === '/api/auth/authenticate')
        return ok({ token: 'access-1', user, workspaces: [home, shared] });
      if (call.path === '/api/auth/user-info')
        return ok({ token: 'session-1', userInfo: userInfo({ workspaces: [home, shared] }) });
      return undefined;
    });

    await login({ email: 'ada@example.com', password: 'Secret#2026' });
    expect(sessionStore.get(accessTokenAtom)?.token).toBe('access-1');
    expect(sessionStore.get(sessionTokenAtom)).toBeNull();
    expect(sessionStore.get(workspaceAtom)).toBe('ws-1');
    expect(isSignedIn()).toBe(false);

    const info = await loadSignedInUser();
    expect(info.current_ws).toBe('ws-1');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/authenticate', '/api/auth/user-info']);
    expect(headersOf(api.calls[1])).toEqual({
      authorization: 'Bearer access-1',
      session: undefined,
      workspace: 'ws-1',
    });
    expect(sessionStore.get(sessionTokenAtom)).toBe('session-1');
    expect(isSignedIn()).toBe(true);
    expect(queryClient.getQueryData(USER_INFO_QUERY_KEY)).toEqual(info);
  });

  it('a user with no workspace yet signs in without X-WS', async () => {
    api.handle((call) => {
      if (call.path === '/api/auth/authenticate') return ok({ token: 'access-1', user, workspaces: [] });
      if (call.path === '/api/auth/user-info')
        return ok({
          token: 'session-1',
          userInfo: userInfo({ workspaces: [], current_ws: '', workspace_settings: [] }),
        });
      return undefined;
    });
    await login({ email: 'ada@example.com', password: 'Secret#2026' });
    await loadSignedInUser();
    expect(api.calls[1]?.headers['x-ws']).toBeUndefined();
    expect(sessionStore.get(workspaceAtom)).toBeNull();
    expect(isSignedIn()).toBe(true);
  });

  it('goes on to finalize until the account is set up, then to the dashboard', async () => {
    let setUp = false;
    api.handle((call) => {
      if (call.path === '/api/auth/authenticate') return ok({ token: 'access-1', user, workspaces: [home] });
      if (call.path === '/api/auth/user-info')
        return ok({
          token: 'session-1',
          userInfo: setUp ? userInfo() : userInfo({ current_ws: '', workspace_settings: [] }),
        });
      return undefined;
    });
    const credentials = { email: 'ada@example.com', password: 'Secret#2026' };
    expect(await signIn(credentials)).toBe('/auth/finalize');
    setUp = true;
    expect(await signIn(credentials)).toBe('/dashboard');
  });

  it('finalize answers like user-info: its token and workspace are the session from then on', async () => {
    sessionStore.set(accessTokenAtom, { token: 'access-1', storedAt: 1 });
    sessionStore.set(sessionTokenAtom, 'session-1');
    api.handle((call) =>
      call.method === 'POST' && call.path === '/api/auth/user-1/finalize/sign-up'
        ? ok({ token: 'session-home', userInfo: userInfo() })
        : undefined,
    );
    const info = await finalizeSignUp({
      userUuid: 'user-1',
      workspace: { name: 'Home', currency: 2, payment_type: 1 },
      wallet: {
        name: 'Bank',
        balance: 0,
        type: 'bank',
        color: '#0f766e',
        currency: 2,
        exclude_from_stats: false,
      },
    });
    expect(headersOf(api.calls[0])).toEqual({
      authorization: 'Bearer access-1',
      session: 'session-1',
      workspace: undefined,
    });
    expect(info.current_ws).toBe('ws-1');
    expect(sessionStore.get(sessionTokenAtom)).toBe('session-home');
    expect(sessionStore.get(workspaceAtom)).toBe('ws-1');
  });

  it('a workspace switch is user-info asked with the new X-WS, whose token becomes the session token', async () => {
    sessionStore.set(accessTokenAtom, { token: 'access-1', storedAt: 1 });
    sessionStore.set(sessionTokenAtom, 'session-1');
    sessionStore.set(workspaceAtom, 'ws-1');
    queryClient.setQueryData(USER_INFO_QUERY_KEY, userInfo());
    api.handle((call) =>
      call.path === '/api/auth/user-info'
        ? ok({
            token: 'session-2',
            userInfo: userInfo({
              workspaces: [
                { ...home, current: false },
                { ...shared, current: true },
              ],
              current_ws: 'ws-2',
            }),
          })
        : undefined,
    );
    const info = await switchWorkspace('ws-2');
    expect(api.calls).toHaveLength(1);
    expect(headersOf(api.calls[0])).toEqual({
      authorization: 'Bearer access-1',
      session: 'session-1',
      workspace: 'ws-2',
    });
    expect(info.current_ws).toBe('ws-2');
    expect(sessionStore.get(sessionTokenAtom)).toBe('session-2');
    expect(sessionStore.get(workspaceAtom)).toBe('ws-2');
  });
});
