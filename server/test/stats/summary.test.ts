// The top strip's one call (GET /api/stats/summary) against the eight calls it replaces: the same figures
// through the same rules (a dollar wallet converted, an excluded wallet, a future-dated expense still planned
// this month, money owed both ways, another workspace's spending), for this month so far and for a range.
import { statsChangeSchema, statsSummarySchema, statsTotalSchema, statsWalletListSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetUpUser, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, type LedgerUser, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let user: LedgerUser;
let call: ReturnType<typeof as>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

const summary = async (query = '') =>
  statsSummarySchema.parse(await json(await call('GET', `/api/stats/summary${query}`)));

const total = async (path: string) =>
  statsTotalSchema.parse(await json(await call('GET', `/api/stats/${path}`))).total;

/** The summary as the eight calls answer it. */
async function eightCalls(query = '') {
  const change = async (type: string) =>
    statsChangeSchema.parse(await json(await call('GET', `/api/stats/${type}${query}`)));
  return {
    total: await total('total'),
    planned: await total('total/planned'),
    health: await total('health'),
    incoming: await change('incoming'),
    expenses: await change('expenses'),
    debits: {
      negative: await total('debits/total-negative'),
      positive: await total('debits/total-positive'),
    },
    wallets: statsWalletListSchema.parse(await json(await call('GET', '/api/stats/wallets'))),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  user = await createSetUpUser(server, { name: 'Summary' });
  call = as(server, user);
  const bank = (await walletsOf(server, user))[0]?.id ?? 0;
  const dollars = await createWallet(server, user, { name: 'Dollars', currency_id: 1, balance: 116 });
  const hidden = await createWallet(server, user, { name: 'Hidden', balance: 50, exclude_stats: true });
  const entry = (type: string, body: Record<string, unknown>) =>
    call('POST', `/api/entry/${type}`, { transfer_id: false, labels: [], ...body });
  for (const [type, body] of [
    ['expenses', { amount: -12.5, account_id: bank, category_id: 3, date_time: day(0) }],
    ['expenses', { amount: -23.2, account_id: dollars.id, category_id: 3, date_time: day(0) }],
    ['incoming', { amount: 1500, account_id: bank, category_id: 11, date_time: day(0) }],
    ['expenses', { amount: -9, account_id: hidden.id, category_id: 3, date_time: day(0) }],
    ['expenses', { amount: -40, account_id: bank, category_id: 3, date_time: day(-40) }],
    ['debit', { amount: -30, account_id: bank, payee_id: 'Anna', date_time: day(0) }],
    ['debit', { amount: 20, account_id: bank, payee_id: 'Ben', date_time: day(0) }],
  ] as const) {
    expect((await entry(type, body)).status, `${type} ${JSON.stringify(body)}`).toBe(201);
  }
  // Still to come this month (or next, on its last day): planned, not in the balances.
  await entry('expenses', { amount: -7, account_id: bank, category_id: 3, date_time: day(1) });

  // Another workspace's spending never shows.
  const other = await createSetUpUser(server, { name: 'Other' });
  const otherBank = (await walletsOf(server, other))[0]?.id ?? 0;
  await as(server, other)('POST', '/api/entry/expenses', {
    amount: -999,
    account_id: otherBank,
    category_id: 3,
    transfer_id: false,
    labels: [],
  });
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/stats/summary', () => {
  it('answers what the eight calls of the top strip answer, this month so far', async () => {
    const one = await summary();
    expect(one).toEqual(await eightCalls());
    // The figures are the seeded ones, not two empty answers that happen to agree.
    expect(one.wallets.map((wallet) => wallet.name)).toEqual(expect.arrayContaining(['Dollars', 'Hidden']));
    expect(one.debits).toEqual({ negative: -30, positive: 20 });
    expect(one.incoming.total).toBe(1500);
    expect(one.total).not.toBe(0);
  });

  it('answers incoming and expenses of the range it is given', async () => {
    const start = day(-60).slice(0, 10);
    const end = day(0).slice(0, 10);
    const query = `?start_date=${start}&end_date=${end}`;
    const one = await summary(query);
    expect(one).toEqual(await eightCalls(query));
    expect(one.expenses.total).toBeLessThan((await summary()).expenses.total);
  });

  it('refuses a range out of bounds as the incoming call does', async () => {
    await expectError(
      await call('GET', '/api/stats/summary?start_date=2020-01-01&end_date=2026-01-01'),
      422,
      'validation_failed',
    );
  });
});
