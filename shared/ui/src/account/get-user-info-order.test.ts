// @vitest-environment jsdom
import { accessTokenAtom, configureHttp, sessionStore, sessionTokenAtom } from '@bc/session';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userInfo } from '../fixtures.ts';
import { ok, type StubApi, startStubApi } from '../stub-api.ts';
import { getUserInfo } from './get-user-info.ts';

// The boundary held back: the schema library's module, which on a cold start takes a while to arrive.
const schemaLibrary = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, released };
});
vi.mock('@bc/api', async (importOriginal) => {
  await schemaLibrary.released;
  return importOriginal();
});

let api: StubApi;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
  sessionStore.set(accessTokenAtom, { token: 'access-1', storedAt: 1 });
  sessionStore.set(sessionTokenAtom, null);
});
afterAll(() => api.close());

describe('getUserInfo on a cold start', () => {
  it('sends its request before the schema library has loaded, then checks the answer with it', async () => {
    api.handle((call) =>
      call.path === '/api/auth/user-info' ? ok({ token: 'session-2', userInfo: userInfo() }) : undefined,
    );
    const info = getUserInfo();
    await expect.poll(() => api.calls.filter((call) => call.path === '/api/auth/user-info')).toHaveLength(1);
    schemaLibrary.release();
    expect((await info).current_ws).toBe(userInfo().current_ws);
    expect(sessionStore.get(sessionTokenAtom)).toBe('session-2');
  });
});
