// @vitest-environment jsdom
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenAtom, onlineAtom, sessionStore, sessionTokenAtom, workspaceAtom } from './atoms.ts';
import { configureHttp, http, storeSessionToken } from './http.ts';

// A real HTTP server on loopback stands in for the API: the boundary under test is the client.
let server: Server;
let received: IncomingHttpHeaders[] = [];
let answer: { status: number; body: unknown; authorization?: string } = { status: 200, body: {} };
const onUnauthorized = vi.fn();

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request.headers);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (answer.authorization) headers.Authorization = answer.authorization;
    response.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureHttp({ apiBase: `http://127.0.0.1:${port}`, onUnauthorized });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  received = [];
  answer = { status: 200, body: { ok: true } };
  onUnauthorized.mockReset();
  sessionStore.set(onlineAtom, true);
  sessionStore.set(accessTokenAtom, { token: 'access-1', storedAt: 1 });
  sessionStore.set(sessionTokenAtom, 'session-1');
  sessionStore.set(workspaceAtom, 'ws-uuid-1');
});

describe('http client', () => {
  it('sends the access token, the session token and the current workspace', async () => {
    await http().get('api/health').json();
    expect(received[0]?.authorization).toBe('Bearer access-1');
    expect(received[0]?.['x-bc-token']).toBe('session-1');
    expect(received[0]?.['x-ws']).toBe('ws-uuid-1');
  });

  it('stores a token that comes back in the Authorization response header', async () => {
    answer = { status: 200, body: {}, authorization: 'Bearer access-2' };
    await http().get('api/health').json();
    expect(sessionStore.get(accessTokenAtom)?.token).toBe('access-2');
  });

  it('clears the session and reports a 401', async () => {
    answer = { status: 401, body: { error: 'Unauthenticated', status: 401, code: 'unauthenticated' } };
    await expect(http().get('api/auth/check').json()).rejects.toThrow();
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
    expect(sessionStore.get(sessionTokenAtom)).toBeNull();
    expect(sessionStore.get(workspaceAtom)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('serves a recent GET from its cache while offline', async () => {
    answer = { status: 200, body: ['cached list'] };
    await http().get('api/wallet/list').json();
    sessionStore.set(onlineAtom, false);
    answer = { status: 200, body: ['fresh list'] };
    expect(await http().get('api/wallet/list').json()).toEqual(['cached list']);
    expect(received).toHaveLength(1);
  });

  it('sends the session token user-info answered, and its workspace when it names one', async () => {
    storeSessionToken('session-2', 'ws-uuid-2');
    await http().get('api/health').json();
    storeSessionToken('session-3', null);
    await http().get('api/health').json();
    expect(received.map((headers) => [headers['x-bc-token'], headers['x-ws']])).toEqual([
      ['session-2', 'ws-uuid-2'],
      ['session-3', 'ws-uuid-2'],
    ]);
    expect(sessionStore.get(sessionTokenAtom)).toBe('session-3');
  });

  it("keeps an embed's session token in memory, never in the page's stored session", async () => {
    configureHttp({ embedCredentials: { token: 'partner-token' } });
    try {
      storeSessionToken('embed-session', 'embed-ws');
      await http().get('api/health').json();
    } finally {
      configureHttp({ embedCredentials: null });
    }
    expect(received[0]?.authorization).toBe('Bearer partner-token');
    expect(received[0]?.['x-bc-token']).toBe('embed-session');
    expect(received[0]?.['x-ws']).toBe('embed-ws');
    expect(sessionStore.get(sessionTokenAtom)).toBe('session-1');
    expect(sessionStore.get(workspaceAtom)).toBe('ws-uuid-1');
  });
});
