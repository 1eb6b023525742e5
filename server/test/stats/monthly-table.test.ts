// The monthly table's one call (GET /api/stats/chart/table/expenses/category/monthly?year=) against the twelve
// bar-chart calls it replaces: month by month the same bars, through the same rules (dollars converted after
// summing, an excluded wallet and sub-category, unconfirmed, excluded, deleted and future-dated entries, the
// months next to the year, another workspace).
import { type BarChart, barChartSchema, monthlyCategoryBarsSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetUpUser, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, type LedgerUser, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let user: LedgerUser;
let call: ReturnType<typeof as>;
let bank: number;

const NOW = new Date();
const THIS_YEAR = NOW.getUTCFullYear();
/** A past year: every entry dated in it counts (nothing of it is still planned). */
const PAST = THIS_YEAR - 1;
const at = (year: number, month: number, day = 10) =>
  new Date(Date.UTC(year, month - 1, day, 10)).toISOString();

const MONTHLY = '/api/stats/chart/table/expenses/category/monthly';

const monthly = async (year: number | string, caller = call) =>
  monthlyCategoryBarsSchema.parse(await json(await caller('GET', `${MONTHLY}?year=${year}`)));

/** The bars by category of one month, as the dashboard asked them before (one call per month). */
async function barsOfMonth(year: number, month: number): Promise<BarChart> {
  const pad = (value: number) => String(value).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const query = `date_time[0][start]=${year}-${pad(month)}-01&date_time[0][end]=${year}-${pad(month)}-${last}`;
  return barChartSchema.parse(
    await json(await call('GET', `/api/stats/chart/bar/expenses/category?${query}`)),
  );
}

/** The answer of the one call and of the twelve, month by month. */
async function bothOf(year: number) {
  const one = await monthly(year);
  const twelve = await Promise.all(Array.from({ length: 12 }, (_, index) => barsOfMonth(year, index + 1)));
  return { one, twelve };
}

const valuesOf = (bar: BarChart['bar']) => bar.map((item) => [item.data.slug, item.value]);

const entry = (type: string, body: Record<string, unknown>, caller = call) =>
  caller('POST', `/api/entry/${type}`, { transfer_id: false, labels: [], ...body });

beforeAll(async () => {
  server = await startTestServer();
  user = await createSetUpUser(server, { name: 'Monthly' });
  call = as(server, user);
  bank = (await walletsOf(server, user))[0]?.id ?? 0;
  // 1.16 USD per EUR: $116.00 is 100.00 EUR.
  const dollars = await createWallet(server, user, { name: 'Dollars', currency_id: 1, balance: 0 });
  const hidden = await createWallet(server, user, { name: 'Hidden', balance: 0, exclude_stats: true });
  const writes: [string, Record<string, unknown>][] = [
    // January: groceries in euros and dollars, restaurants, a salary (not an expense).
    ['expense', { amount: -100, account_id: bank, category_id: 3, date_time: at(PAST, 1) }],
    [
      'expense',
      { amount: -116, account_id: dollars.id, currency_id: 1, category_id: 3, date_time: at(PAST, 1) },
    ],
    ['expense', { amount: -50, account_id: bank, category_id: 2, date_time: at(PAST, 1, 31) }],
    ['income', { amount: 2000, account_id: bank, category_id: 73, date_time: at(PAST, 1) }],
    // March: three $0.05 that are 0.13 EUR once summed (0.04 each if converted one by one), and rent.
    ...[1, 2, 3].map((day): [string, Record<string, unknown>] => [
      'expense',
      { amount: -0.05, account_id: dollars.id, currency_id: 1, category_id: 2, date_time: at(PAST, 3, day) },
    ]),
    ['expense', { amount: -800, account_id: bank, category_id: 16, date_time: at(PAST, 3) }],
    ['expense', { amount: -12.34, account_id: bank, category_id: 3, date_time: at(PAST, 3) }],
    // December, on its last day; and the Decembers next to the year, which belong to other years.
    ['expense', { amount: -70, account_id: bank, category_id: 3, date_time: at(PAST, 12, 31) }],
    ['expense', { amount: -500, account_id: bank, category_id: 3, date_time: at(PAST - 1, 12, 31) }],
    ['expense', { amount: -600, account_id: bank, category_id: 3, date_time: at(THIS_YEAR, 1, 1) }],
    // Not counted: an excluded wallet, an excluded sub-category, unconfirmed, excluded by its own flag.
    ['expense', { amount: -999, account_id: hidden.id, category_id: 3, date_time: at(PAST, 1) }],
    ['expense', { amount: -30, account_id: bank, category_id: 76, date_time: at(PAST, 1) }],
    ['expense', { amount: -7, account_id: bank, category_id: 3, date_time: at(PAST, 3), confirmed: false }],
    [
      'expense',
      { amount: -9, account_id: bank, category_id: 3, date_time: at(PAST, 3), exclude_from_stats: true },
    ],
    // This year: one counted at the start of this month, one still planned (dated tomorrow).
    [
      'expense',
      {
        amount: -45,
        account_id: bank,
        category_id: 2,
        date_time: new Date(Date.UTC(THIS_YEAR, NOW.getUTCMonth(), 1, 0, 1)).toISOString(),
      },
    ],
    [
      'expense',
      {
        amount: -333,
        account_id: bank,
        category_id: 2,
        date_time: new Date(NOW.getTime() + 86_400_000).toISOString(),
      },
    ],
  ];
  for (const [type, body] of writes) await json(await entry(type, body), 201);
  // Deleted: counted nowhere.
  const gone = await json<{ uuid: string }>(
    await entry('expense', { amount: -444, account_id: bank, category_id: 16, date_time: at(PAST, 3) }),
    201,
  );
  expect((await call('DELETE', `/api/entry/${gone.uuid}`)).status).toBeLessThan(300);
  // Another workspace's spending in the same months.
  const other = await createSetUpUser(server, { name: 'Other' });
  const otherCall = as(server, other);
  const otherBank = (await walletsOf(server, other))[0]?.id ?? 0;
  await json(
    await entry(
      'expense',
      { amount: -321, account_id: otherBank, category_id: 3, date_time: at(PAST, 1) },
      otherCall,
    ),
    201,
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the monthly table by category in one call', () => {
  it('answers each month of a past year as its bar-chart call does, in euros, counting only what counts', async () => {
    const { one, twelve } = await bothOf(PAST);
    expect(one.months.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => `${PAST}-${String(index + 1).padStart(2, '0')}`),
    );
    for (const [index, month] of one.months.entries())
      expect(month.bar, month.month).toEqual(twelve[index]?.bar);
    // And those are the hand-computed sums.
    expect(one.months.map((month) => valuesOf(month.bar))).toEqual([
      [
        ['groceries', -200],
        ['restaurants_fast_food', -50],
      ],
      [],
      [
        ['rent', -800],
        ['groceries', -12.34],
        ['restaurants_fast_food', -0.13],
      ],
      [],
      [],
      [],
      [],
      [],
      [],
      [],
      [],
      [['groceries', -70]],
    ]);
    expect(one.months[0]?.bar[0]?.data.category).toMatchObject({ id: 1, slug: 'food_drinks' });
  });

  it('answers this year as its bar-chart calls do, leaving out what is still planned', async () => {
    const { one, twelve } = await bothOf(THIS_YEAR);
    for (const [index, month] of one.months.entries())
      expect(month.bar, month.month).toEqual(twelve[index]?.bar);
    const spent = one.months.flatMap((month) => month.bar.map((item) => item.value));
    // The -600 of 1 January and the -45 of this month; the -333 of tomorrow does not count yet.
    expect(spent.reduce((sum, value) => sum + value, 0)).toBe(-645);
  });

  it("answers an empty year with twelve empty months, and nothing of another workspace's", async () => {
    const empty = await monthly(1990);
    expect(empty.months).toHaveLength(12);
    expect(empty.months.every((month) => month.bar.length === 0)).toBe(true);
    const someone = await createSetUpUser(server, { name: 'Nobody' });
    const theirs = await monthly(PAST, as(server, someone));
    expect(theirs.months.every((month) => month.bar.length === 0)).toBe(true);
  });

  it('refuses a year outside 1900-2999 or not a year with 422 and the field', async () => {
    for (const query of ['year=1899', 'year=3000', 'year=abc', 'year=2026.5', 'year=', '']) {
      const error = await expectError(await call('GET', `${MONTHLY}?${query}`), 422, 'validation_failed');
      expect(Object.keys(error.fields ?? {}), query).toEqual(['year']);
    }
  });
});
