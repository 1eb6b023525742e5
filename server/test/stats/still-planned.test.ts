// The top strip's "Still planned this month" card (GET /api/stats/summary `planned`, as GET
// /api/stats/total/planned): the planned entries still to come before this month ends, incoming less
// expenses, on the wallets that count; what has already happened, next month's and an excluded wallet's do
// not count.
import { statsSummarySchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetUpUser, json } from '../support/client.ts';
import { as, createWallet, type LedgerUser, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let user: LedgerUser;
let call: ReturnType<typeof as>;

beforeAll(async () => {
  server = await startTestServer();
  user = await createSetUpUser(server, { name: 'Still planned' });
  call = as(server, user);
});

afterAll(async () => {
  await server?.close();
});

describe('what is still planned this month', () => {
  it('is the planned entries and plan occurrences between now and the month’s end, not the month’s end balance', async () => {
    const now = Date.now();
    const today = new Date(now);
    const monthEnd = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1);
    // Later this month, whatever day this runs on (at least a minute away, so it is still to come when asked).
    const later = new Date(Math.max(now + 60_000, now + (monthEnd - now) / 2)).toISOString();
    const nextMonth = new Date(monthEnd + 2 * 86_400_000).toISOString();
    const bank = (await walletsOf(server, user))[0]?.id ?? 0;
    const hidden = await createWallet(server, user, { name: 'Hidden', balance: 0, exclude_stats: true });
    const entry = (type: string, body: Record<string, unknown>) =>
      call('POST', `/api/entry/${type}`, { transfer_id: false, labels: [], ...body });
    for (const [type, body] of [
      // Already happened: in the balance, not still planned.
      [
        'expenses',
        { amount: -12, account_id: bank, category_id: 3, date_time: new Date(now - 60_000).toISOString() },
      ],
      ['expenses', { amount: -7, account_id: bank, category_id: 3, date_time: later }],
      ['expenses', { amount: -50, account_id: bank, category_id: 3, date_time: nextMonth }],
      ['incoming', { amount: 9, account_id: hidden.id, category_id: 11, date_time: later }],
      [
        'planned',
        {
          type: 'incoming',
          amount: 100,
          account_id: bank,
          category_id: 11,
          planning: 'monthly',
          date_time: later,
        },
      ],
    ] as const) {
      expect((await entry(type, body)).status, `${type} ${JSON.stringify(body)}`).toBe(201);
    }

    const summary = statsSummarySchema.parse(await json(await call('GET', '/api/stats/summary')));
    // The expense later this month and the plan's one occurrence before the month ends.
    expect(summary.planned).toBe(93);
    expect(summary.health).toBeCloseTo(summary.total + 93, 2);
    const alone = await json<{ total: number }>(await call('GET', '/api/stats/total/planned'));
    expect(alone.total).toBe(93);
  });
});
