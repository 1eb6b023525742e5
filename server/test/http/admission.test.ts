// A few API requests reach the database at once and the rest wait their turn: every one is still answered,
// and a request the client gives up on gives its place back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONCURRENT_REQUESTS } from '../../src/http/admission.ts';
import { authHeaders, createSetUpUser } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let headers: Record<string, string>;
let limit: number;

beforeAll(async () => {
  server = await startTestServer();
  headers = authHeaders((await createSetUpUser(server, { name: 'Queued' })).session);
  limit = CONCURRENT_REQUESTS[server.db.kind];
});

afterAll(async () => {
  // Connections of requests abandoned half-way stay open on the server's side (with or without the
  // admission): closed here, or closing would wait for them.
  server?.app.server.closeAllConnections();
  await server?.close();
});

const wallets = (signal?: AbortSignal) =>
  fetch(`${server.baseUrl}/api/wallet/list`, { headers, ...(signal ? { signal } : {}) });

describe('requests admitted a few at a time', () => {
  it('answers many requests at once, each of them', async () => {
    const answers = await Promise.all(Array.from({ length: 10 * limit }, () => wallets()));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  });

  it('gives the place of an abandoned request to the next', async () => {
    const abandoned = Array.from({ length: 3 * limit }, () => {
      const controller = new AbortController();
      const answer = wallets(controller.signal).catch(() => null);
      setTimeout(() => controller.abort(), 1);
      return answer;
    });
    await Promise.all(abandoned);
    // Were places kept by the abandoned requests, these would wait for ever.
    const answers = await Promise.all(Array.from({ length: 2 * limit }, () => wallets()));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  });
});
