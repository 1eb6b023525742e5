// Clients that send `content-type: application/json` on every request, bodiless ones too.
import { entrySchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createSetUpUser, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, type LedgerUser } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let user: LedgerUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await createSetUpUser(server);
});

afterAll(async () => {
  await server?.close();
});

/** A request with the JSON content type and exactly `body` (none when undefined). */
const send = (method: string, path: string, body?: string) =>
  fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...authHeaders(user.session),
      'x-ws': user.workspace.uuid,
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body }),
  });

describe('a JSON content type with no body', () => {
  it('is accepted on a DELETE: the entry is deleted', async () => {
    const wallet = await createWallet(server, user);
    const entry = entrySchema.parse(
      await json(
        await as(server, user)('POST', '/api/entry/expenses', {
          amount: -4,
          account_id: wallet.id,
          category_id: 3,
        }),
        201,
      ),
    );
    const response = await send('DELETE', `/api/entry/${entry.uuid}`);
    expect(response.status, await response.text()).toBeLessThan(300);
    await expectError(await as(server, user)('GET', `/api/entry/${entry.uuid}`), 404, 'not_found');
  });

  it('is accepted on any bodiless write: a PATCH archives the wallet', async () => {
    const wallet = await createWallet(server, user, { name: 'To archive' });
    const response = await send('PATCH', `/api/wallet/archive/${wallet.uuid}`);
    expect(response.status, await response.text()).toBe(200);
  });

  it('on a route that needs a body, answers 422 for the missing body rather than 400', async () => {
    await expectError(await send('POST', '/api/label'), 422, 'validation_failed');
  });
});

describe('JSON bodies are still read strictly', () => {
  it('refuses malformed JSON and prototype poisoning with 400', async () => {
    await expectError(await send('POST', '/api/label', '{"name":'), 400, 'bad_request');
    await expectError(
      await send('POST', '/api/label', '{"name":"x","__proto__":{"admin":true}}'),
      400,
      'bad_request',
    );
    await expectError(
      await send('POST', '/api/label', '{"name":"x","constructor":{"prototype":{"admin":true}}}'),
      400,
      'bad_request',
    );
  });
});
