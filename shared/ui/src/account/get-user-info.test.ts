// @vitest-environment jsdom
import { isSetUp } from '@bc/api';
import { accessTokenAtom, configureHttp, sessionStore, sessionTokenAtom, workspaceAtom } from '@bc/session';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userInfo } from '../fixtures.ts';
import { ok, type StubApi, startStubApi } from '../stub-api.ts';
import { getUserInfo } from './get-user-info.ts';

let api: StubApi;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());

beforeEach(() => {
  sessionStore.set(accessTokenAtom, { token: 'access-1', storedAt: 1 });
  sessionStore.set(sessionTokenAtom, null);
  sessionStore.set(workspaceAtom, 'ws-1');
});

function answer(body: unknown) {
  api.handle((call) => (call.path === '/api/auth/user-info' ? ok(body) : undefined));
}

describe('getUserInfo', () => {
  it('keeps the token it answers as the session token and the workspace it answered for', async () => {
    answer({ token: 'session-2', userInfo: userInfo({ current_ws: 'ws-2' }) });
    const info = await getUserInfo();
    expect(info.current_ws).toBe('ws-2');
    expect(isSetUp(info)).toBe(true);
    expect(sessionStore.get(sessionTokenAtom)).toBe('session-2');
    expect(sessionStore.get(workspaceAtom)).toBe('ws-2');
    expect(api.calls).toHaveLength(1);
  });

  it('leaves the workspace as it is before setup, when the answer names none', async () => {
    answer({
      token: 'session-new',
      userInfo: userInfo({ workspaces: [], current_ws: '', workspace_settings: [] }),
    });
    const info = await getUserInfo();
    expect(isSetUp(info)).toBe(false);
    expect(sessionStore.get(sessionTokenAtom)).toBe('session-new');
    expect(sessionStore.get(workspaceAtom)).toBe('ws-1');
  });

  it('refuses an answer in the old shape and keeps no token from it', async () => {
    answer({ data: { token: 'session-old', userInfo: userInfo() } });
    await expect(getUserInfo()).rejects.toThrow();
    expect(sessionStore.get(sessionTokenAtom)).toBeNull();
  });
});
