// @vitest-environment jsdom
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenAtom, onlineAtom, sessionStore, sessionTokenAtom, workspaceAtom } from './atoms.ts';
import { configureHttp, http } from './http.ts';

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
    answer = { status: 401, body: { error: { status: 401 } } };
    await expect(http().get('api/auth/check').json()).rejects.toThrow();
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
    expect(sessionStore.get(sessionTokenAtom)).toBeNull();
    expect(sessionStore.get(workspaceAtom)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('serves a recent GET from its cache while offline', async () => {
    answer = { status: 200, body: { data: ['cached list'] } };
    await http().get('api/wallet/list').json();
    sessionStore.set(onlineAtom, false);
    answer = { status: 200, body: { data: ['fresh list'] } };
    expect(await http().get('api/wallet/list').json()).toEqual({ data: ['cached list'] });
    expect(received).toHaveLength(1);
  });
});
