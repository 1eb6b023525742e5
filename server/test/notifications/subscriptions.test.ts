// POST /api/notify/save/token and DELETE /api/notify/subscription: what is kept, for whom, and what is refused.
import { messageResponseSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetUpUser, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, type LedgerUser } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { subscribedBrowser } from './push-service.ts';

let server: TestServer;
let ada: LedgerUser;
let bob: LedgerUser;

beforeAll(async () => {
  server = await startTestServer();
  ada = await createSetUpUser(server, { name: 'Ada' });
  bob = await createSetUpUser(server, { name: 'Bob' });
});

afterAll(async () => {
  await server?.close();
});

const browser = () => subscribedBrowser({ origin: 'https://push.example.com' });

async function subscriptionsOf(user: LedgerUser) {
  return server.db.query<{ endpoint: string; p256dh: string; auth: string }>(
    `SELECT s.endpoint, s.p256dh, s.auth FROM push_subscriptions s JOIN users u ON u.id = s.user_id
     WHERE u.email = $1 ORDER BY s.id`,
    [user.email.toLowerCase()],
  );
}

describe('saving a push subscription', () => {
  it("keeps the browser's endpoint and keys, once however often it is saved", async () => {
    const { subscription } = browser();
    for (let i = 0; i < 2; i++) {
      expect(
        messageResponseSchema.parse(
          await json(await as(server, ada)('POST', '/api/notify/save/token', { subscription })),
        ),
      ).toEqual({ message: 'Saved' });
    }
    expect(await subscriptionsOf(ada)).toEqual([
      { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    ]);
  });

  it('reads keys written in standard base64 with padding, and stores them in base64url', async () => {
    const { subscription } = browser();
    const standard = (text: string) => `${Buffer.from(text, 'base64url').toString('base64')}`;
    await json(
      await as(server, ada)('POST', '/api/notify/save/token', {
        subscription: {
          ...subscription,
          keys: { p256dh: standard(subscription.keys.p256dh), auth: standard(subscription.keys.auth) },
        },
      }),
    );
    expect((await subscriptionsOf(ada)).at(-1)).toEqual({
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
  });

  it('moves a browser to the person who subscribes on it next', async () => {
    const { subscription } = browser();
    await json(await as(server, ada)('POST', '/api/notify/save/token', { subscription }));
    await json(await as(server, bob)('POST', '/api/notify/save/token', { subscription }));
    expect((await subscriptionsOf(ada)).map((row) => row.endpoint)).not.toContain(subscription.endpoint);
    expect((await subscriptionsOf(bob)).map((row) => row.endpoint)).toContain(subscription.endpoint);
  });

  it("keeps the original client's firebase_token for the person", async () => {
    const token = `fcm-${Date.now()}:APA91b-token`;
    await json(await as(server, ada)('POST', '/api/notify/save/token', { firebase_token: token }));
    await json(await as(server, bob)('POST', '/api/notify/save/token', { firebase_token: token }));
    const rows = await server.db.query<{ email: string }>(
      'SELECT u.email FROM firebase_tokens t JOIN users u ON u.id = t.user_id WHERE t.token = $1',
      [token],
    );
    expect(rows).toEqual([{ email: bob.email.toLowerCase() }]);
  });

  it('refuses with 422 and the field what is not a push subscription, storing nothing', async () => {
    const { subscription } = browser();
    const before = await subscriptionsOf(ada);
    const refused: [unknown, string][] = [
      [{}, 'subscription'],
      [{ subscription: { ...subscription, endpoint: 'http://push.example.com/x' } }, 'subscription.endpoint'],
      [{ subscription: { ...subscription, endpoint: 'not a url' } }, 'subscription.endpoint'],
      [
        { subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'abc' } } },
        'subscription.keys.p256dh',
      ],
      [
        { subscription: { ...subscription, keys: { ...subscription.keys, auth: 'A'.repeat(23) } } },
        'subscription.keys.auth',
      ],
      [{ subscription: { endpoint: subscription.endpoint } }, 'subscription.keys'],
      [{ firebase_token: '   ' }, 'firebase_token'],
    ];
    for (const [body, field] of refused) {
      const error = await expectError(
        await as(server, ada)('POST', '/api/notify/save/token', body),
        422,
        'validation_failed',
      );
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await subscriptionsOf(ada)).toEqual(before);
    await expectError(
      await fetch(`${server.baseUrl}/api/notify/save/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ subscription }),
      }),
      401,
      'unauthenticated',
    );
  });
});

describe('turning push off on a browser', () => {
  it("forgets the caller's subscription of the endpoint, and only theirs", async () => {
    const { subscription } = browser();
    await json(await as(server, ada)('POST', '/api/notify/save/token', { subscription }));
    await expectError(
      await as(server, bob)('DELETE', '/api/notify/subscription', { endpoint: subscription.endpoint }),
      404,
      'not_found',
    );
    expect(
      await json(
        await as(server, ada)('DELETE', '/api/notify/subscription', { endpoint: subscription.endpoint }),
      ),
    ).toEqual({ message: 'Removed' });
    expect((await subscriptionsOf(ada)).map((row) => row.endpoint)).not.toContain(subscription.endpoint);
    await expectError(
      await as(server, ada)('DELETE', '/api/notify/subscription', { endpoint: subscription.endpoint }),
      404,
      'not_found',
    );
  });

  it('goes with the account', async () => {
    const carol = await createSetUpUser(server, { name: 'Carol' });
    const { subscription } = browser();
    await json(await as(server, carol)('POST', '/api/notify/save/token', { subscription }));
    await json(await as(server, carol)('DELETE', '/api/auth/delete'));
    expect(
      await server.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [subscription.endpoint]),
    ).toEqual([]);
  });
});

describe('messages', () => {
  it('answers null before any, and 404 for a message that is not the caller', async () => {
    expect(await json(await as(server, bob)('GET', '/api/notify/message/last'))).toBeNull();
    for (const uuid of ['not-a-uuid', crypto.randomUUID()]) {
      await expectError(await as(server, bob)('PUT', `/api/notify/message/${uuid}/read`), 404, 'not_found');
    }
  });
});
