// Web Push end to end: a browser's subscription saved through the API, a budget alert sent by the job, the
// encrypted message received by a push service stand-in and decrypted with the browser's keys; the choice
// of channels; subscriptions the push service says are gone are removed.
import {
  lastMessageResponseSchema,
  notificationMessageSchema,
  notificationPreferencesSchema,
  pushPayloadSchema,
  vapidKeyResponseSchema,
} from '@bc/api';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBudgetAlerts } from '../../src/jobs/budget-alerts.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { createPushSender, type PushSender } from '../../src/notifications/push-sender.ts';
import { loadVapidKeys } from '../../src/notifications/vapid-keys.ts';
import { monthlyBudget } from '../support/budgets.ts';
import { createSetUpUser, json } from '../support/client.ts';
import { as, type LedgerUser, walletsOf } from '../support/ledger.ts';
import { readOutbox } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  type Browser,
  type PushServiceStandIn,
  startPushService,
  subscribedBrowser,
  vapidOf,
} from './push-service.ts';

let server: TestServer;
let service: PushServiceStandIn;
let push: PushSender;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  server = await startTestServer({ env: { VAPID_SUBJECT: 'mailto:push-admin@example.com' } });
  service = await startPushService();
  push = createPushSender(
    server.db,
    await loadVapidKeys(server.db, server.config),
    'mailto:push-admin@example.com',
    silent,
  );
});

afterAll(async () => {
  await service?.close();
  await server?.close();
});

async function subscribe(user: LedgerUser, browser = subscribedBrowser(service)): Promise<Browser> {
  await json(
    await as(server, user)('POST', '/api/notify/save/token', { subscription: browser.subscription }),
  );
  return browser;
}

/** A user whose 100 € monthly budget alerts their own address, and an expense of `spent` € this month. */
async function budgetAt(spent: number, name = 'Groceries') {
  const user = await createSetUpUser(server, { name: 'Ada' });
  const me = as(server, user);
  const [bank] = await walletsOf(server, user);
  const budget = await json<{ uuid: string }>(
    await me(
      'POST',
      '/api/budget/create',
      monthlyBudget({ name, amount: 100, notification: true, emails: [user.email] }),
    ),
    201,
  );
  await json(
    await me('POST', '/api/entry/expense', {
      type: 'expenses',
      amount: -spent,
      account_id: bank?.id,
      category_id: 3,
      transfer_id: false,
      labels: [],
      date_time: new Date(Date.now() - 60_000).toISOString(),
    }),
    201,
  );
  return { user, me, budget };
}

const runAlerts = () =>
  sendBudgetAlerts(server.db, createMailer(server.config, silent), server.config.publicUrl, new Date(), push);

const mailsTo = async (email: string) =>
  (await readOutbox(server.outboxDir)).filter((mail) => mail.to === email.toLowerCase());

describe('a budget alert by push', () => {
  it('reaches the browser encrypted for its keys, signed with the VAPID key the app subscribes with', async () => {
    const { user, me, budget } = await budgetAt(75);
    const browser = await subscribe(user);

    expect(await runAlerts()).toBe(1);
    const [request] = await service.received(browser.id);
    if (!request) throw new Error('no push');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const payload = pushPayloadSchema.parse(JSON.parse(browser.decrypt(request.body)));
    expect(payload).toMatchObject({
      title: 'Groceries: 70 % of the budget spent',
      url: `/app/budgets/edit/${budget.uuid}?tab=1`,
    });
    expect(payload.body).toMatch(/^€75\.00 spent of €100\.00; €25\.00 left until /);

    const { public_key } = vapidKeyResponseSchema.parse(await json(await me('GET', '/api/notify/vapid-key')));
    const vapid = await vapidOf(request, service.origin);
    expect(vapid.publicKey).toBe(public_key);
    expect(vapid.claims.sub).toBe('mailto:push-admin@example.com');

    // The pop-up shows the same message until it is read; the mail went too (the default choice).
    const last = lastMessageResponseSchema.parse(await json(await me('GET', '/api/notify/message/last')));
    expect(last).toMatchObject({
      uuid: payload.uuid,
      title: payload.title,
      message: payload.body,
      read: false,
    });
    const read = notificationMessageSchema.parse(
      await json(await me('PUT', `/api/notify/message/${payload.uuid}/read`)),
    );
    expect(read.read).toBe(true);
    expect((await mailsTo(user.email)).map((mail) => mail.subject)).toContain(
      'Budget Control: Groceries has reached 70 %',
    );
    // Nothing is sent twice.
    expect(await runAlerts()).toBe(0);
    expect(service.requests.filter((each) => each.id === browser.id)).toHaveLength(1);
  });

  it('keeps the VAPID key pair across restarts, and takes it from the environment when set', async () => {
    const kept = await loadVapidKeys(server.db, server.config);
    expect(await loadVapidKeys(server.db, server.config)).toEqual(kept);
    expect(kept.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const fromEnv = { publicKey: `B${'x'.repeat(86)}`, privateKey: 'y'.repeat(43) };
    expect(await loadVapidKeys(server.db, { push: { vapidKeys: fromEnv, subject: 'mailto:a@b.c' } })).toEqual(
      fromEnv,
    );
  });
});

describe('the choice of channels', () => {
  it('sends by push only, by mail only, or not at all, as the person chose', async () => {
    const cases = [
      { push: true, mail: false, pushes: 1, mails: 0 },
      { push: false, mail: true, pushes: 0, mails: 1 },
      { push: false, mail: false, pushes: 0, mails: 0 },
    ];
    for (const expected of cases) {
      const { user, me } = await budgetAt(95, `Budget ${expected.push}-${expected.mail}`);
      const browser = await subscribe(user);
      const chosen = {
        budget_alerts_push: expected.push,
        budget_alerts_mail: expected.mail,
        planned_reminders_push: true,
        planned_reminders_mail: true,
      };
      expect(
        notificationPreferencesSchema.parse(await json(await me('PUT', '/api/notify/preferences', chosen))),
      ).toEqual(chosen);
      expect(await json(await me('GET', '/api/notify/preferences'))).toEqual(chosen);
      const mailsBefore = (await mailsTo(user.email)).length;

      await runAlerts();
      if (expected.pushes > 0) await service.received(browser.id, 2);
      // 70 and 90 % were both reached: two alerts by each chosen channel.
      expect(service.requests.filter((each) => each.id === browser.id)).toHaveLength(expected.pushes * 2);
      expect((await mailsTo(user.email)).length - mailsBefore).toBe(expected.mails * 2);
      const last = lastMessageResponseSchema.parse(await json(await me('GET', '/api/notify/message/last')));
      if (expected.push || expected.mail) expect(last?.title).toMatch(/: 90 % of the budget spent$/);
      else expect(last).toBeNull();
    }
  });

  it('answers the defaults to a person who never chose: budget alerts both ways, reminders by push', async () => {
    const user = await createSetUpUser(server, { name: 'New' });
    expect(await json(await as(server, user)('GET', '/api/notify/preferences'))).toEqual({
      budget_alerts_push: true,
      budget_alerts_mail: true,
      planned_reminders_push: true,
      planned_reminders_mail: false,
    });
  });
});

describe('subscriptions the push service has dropped', () => {
  it('are removed on 404 and 410, kept on other failures, and the other browsers still get the push', async () => {
    const { user } = await budgetAt(80);
    const [gone, expired, failing, working] = [
      await subscribe(user),
      await subscribe(user),
      await subscribe(user),
      await subscribe(user),
    ];
    service.answer(gone.id, 410);
    service.answer(expired.id, 404);
    service.answer(failing.id, 503);

    await runAlerts();
    for (const browser of [gone, expired, failing, working]) await service.received(browser.id);
    const endpoints = await server.db.query<{ endpoint: string }>(
      'SELECT endpoint FROM push_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 ORDER BY s.id',
      [user.email.toLowerCase()],
    );
    expect(endpoints.map((row) => row.endpoint)).toEqual([
      failing.subscription.endpoint,
      working.subscription.endpoint,
    ]);
    expect(
      JSON.parse(working.decrypt((await service.received(working.id))[0]?.body ?? Buffer.alloc(0))),
    ).toMatchObject({ title: 'Groceries: 70 % of the budget spent' });
  });
});
