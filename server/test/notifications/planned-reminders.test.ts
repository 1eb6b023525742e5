// The reminder the day before a planned entry runs: once per occurrence to each person of the workspace,
// by the channels each chose, however often and wherever the job runs.
import { lastMessageResponseSchema, type PlannedEntry, plannedEntrySchema } from '@bc/api';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPlannedReminders } from '../../src/jobs/planned-reminders.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import type { NotifyDeps } from '../../src/notifications/notifier.ts';
import { createPushSender } from '../../src/notifications/push-sender.ts';
import { loadVapidKeys } from '../../src/notifications/vapid-keys.ts';
import { json } from '../support/client.ts';
import { as, createWallet, ledgerTeam } from '../support/ledger.ts';
import { readOutbox } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { type PushServiceStandIn, startPushService, subscribedBrowser } from './push-service.ts';

const HOUR = 3_600_000;

let server: TestServer;
let service: PushServiceStandIn;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let deps: NotifyDeps;

beforeAll(async () => {
  server = await startTestServer();
  service = await startPushService();
  team = await ledgerTeam(server);
  const log = pino({ level: 'silent' });
  deps = {
    db: server.db,
    mailer: createMailer(server.config, log),
    push: createPushSender(
      server.db,
      await loadVapidKeys(server.db, server.config),
      'mailto:a@example.com',
      log,
    ),
  };
});

afterAll(async () => {
  await service?.close();
  await server?.close();
});

async function plan(date: Date, note: string | null, category = 16): Promise<PlannedEntry> {
  const wallet = await createWallet(server, team.owner, { name: 'Current account' });
  return plannedEntrySchema.parse(
    await json(
      await as(server, team.owner)('POST', '/api/entry/planned', {
        type: 'expenses',
        amount: -850,
        account_id: wallet.id,
        category_id: category,
        planning: 'monthly',
        date_time: date.toISOString(),
        note,
      }),
      201,
    ),
  );
}

const mailsTo = async (email: string) =>
  (await readOutbox(server.outboxDir)).filter((mail) => mail.to === email.toLowerCase());

describe('planned entry reminders', () => {
  it('remind each person once the day before, by the channels each chose', async () => {
    const owner = as(server, team.owner);
    await json(
      await owner('PUT', '/api/notify/preferences', {
        budget_alerts_push: false,
        budget_alerts_mail: false,
        planned_reminders_push: true,
        planned_reminders_mail: true,
      }),
    );
    const browser = subscribedBrowser(service);
    await json(await owner('POST', '/api/notify/save/token', { subscription: browser.subscription }));
    const now = new Date();
    const rent = await plan(new Date(now.getTime() + 20 * HOUR), 'Rent');
    const later = await plan(new Date(now.getTime() + 30 * HOUR), 'Later');
    const ownerMails = (await mailsTo(team.owner.email)).length;
    const viewerMails = (await mailsTo(team.viewer.email)).length;

    // Two servers at once, then again: one reminder per person.
    const runs = await Promise.all([
      sendPlannedReminders(deps, server.config.publicUrl, now),
      sendPlannedReminders(deps, server.config.publicUrl, now),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await sendPlannedReminders(deps, server.config.publicUrl, now)).toBe(0);

    const [push] = await service.received(browser.id);
    expect(JSON.parse(browser.decrypt(push?.body ?? Buffer.alloc(0)))).toMatchObject({
      title: 'Tomorrow: Rent',
      url: `/app/planned_entry/${rent.uuid}`,
    });
    const mails = (await mailsTo(team.owner.email)).slice(ownerMails);
    expect(mails.map((mail) => mail.subject)).toEqual(['Budget Control: Rent is planned for tomorrow']);
    expect(mails[0]?.text).toContain('-€850.00');
    expect(mails[0]?.text).toContain(`${server.config.publicUrl}/app/planned_entry/${rent.uuid}`);

    // The viewer never chose: by push (no browser subscribed), not by mail; the pop-up shows it.
    expect(await mailsTo(team.viewer.email)).toHaveLength(viewerMails);
    const viewerLast = lastMessageResponseSchema.parse(
      await json(await as(server, team.viewer, team.workspace)('GET', '/api/notify/message/last')),
    );
    expect(viewerLast).toMatchObject({ kind: 'planned_reminder', title: 'Tomorrow: Rent' });
    // The outsider is not in the workspace.
    expect(await json(await as(server, team.outsider)('GET', '/api/notify/message/last'))).toBeNull();

    // The later plan comes into the day ahead of it.
    expect(
      await sendPlannedReminders(deps, server.config.publicUrl, new Date(now.getTime() + 7 * HOUR)),
    ).toBe(2);
    const [, second] = await service.received(browser.id, 2);
    expect(JSON.parse(browser.decrypt(second?.body ?? Buffer.alloc(0))).url).toBe(
      `/app/planned_entry/${later.uuid}`,
    );
  });

  it('names a plan without a note by its category, and skips deleted plans', async () => {
    const now = new Date(Date.now() + 100 * 24 * HOUR);
    const groceries = await plan(new Date(now.getTime() + 2 * HOUR), null, 3);
    const deleted = await plan(new Date(now.getTime() + 3 * HOUR), 'Deleted');
    await json(await as(server, team.owner)('DELETE', `/api/entry/planned/${deleted.uuid}`));
    expect(await sendPlannedReminders(deps, server.config.publicUrl, now)).toBe(2);
    const last = lastMessageResponseSchema.parse(
      await json(await as(server, team.owner)('GET', '/api/notify/message/last')),
    );
    expect(last).toMatchObject({ title: 'Tomorrow: Groceries', url: `/app/planned_entry/${groceries.uuid}` });
  });
});
