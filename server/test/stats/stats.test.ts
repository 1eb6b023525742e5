// Stats against hand-computed fixtures: two months, several categories, labels, a dollar wallet (1.16 USD per
// EUR, so $116.00 is 100.00 EUR), an excluded wallet and sub-category, and entries that must not count
// (unconfirmed, excluded by their own flag, planned).
import {
  barChartSchema,
  forecastSchema,
  lineChartSchema,
  statsChangeSchema,
  statsTableSchema,
  statsTotalSchema,
  statsWalletListSchema,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetUpUser, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, type LedgerUser, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let user: LedgerUser;
let call: ReturnType<typeof as>;
let bank: number;

const JAN = '2026-01-15T10:00:00.000Z';
const FEB = '2026-02-10T10:00:00.000Z';

const entry = (type: string, body: Record<string, unknown>) =>
  call('POST', `/api/entry/${type}`, { transfer_id: false, labels: [], ...body });

beforeAll(async () => {
  server = await startTestServer();
  user = await createSetUpUser(server, { name: 'Stats' });
  call = as(server, user);
  const [first] = await walletsOf(server, user);
  bank = first?.id ?? 0;
  const dollars = await createWallet(server, user, { name: 'Dollars', currency_id: 1, balance: 0 });
  const hidden = await createWallet(server, user, { name: 'Hidden', balance: 0, exclude_stats: true });
  const food = { name: 'food', color: '#4caf50' };
  const writes: [string, Record<string, unknown>][] = [
    ['expense', { amount: -100, account_id: bank, category_id: 3, date_time: JAN, labels: [food] }],
    [
      'expense',
      {
        amount: -50,
        account_id: bank,
        category_id: 2,
        date_time: JAN,
        labels: [food, { name: 'fun', color: '#e91e63' }],
      },
    ],
    ['expense', { amount: -116, account_id: dollars.id, currency_id: 1, category_id: 3, date_time: JAN }],
    ['income', { amount: 2000, account_id: bank, category_id: 73, date_time: JAN }],
    // Not counted: an excluded wallet, an excluded sub-category, unconfirmed, excluded by its own flag.
    ['expense', { amount: -999, account_id: hidden.id, category_id: 3, date_time: JAN }],
    ['expense', { amount: -30, account_id: bank, category_id: 76, date_time: JAN }],
    ['expense', { amount: -7, account_id: bank, category_id: 3, date_time: JAN, confirmed: false }],
    ['expense', { amount: -9, account_id: bank, category_id: 3, date_time: JAN, exclude_from_stats: true }],
    ['expense', { amount: -60, account_id: bank, category_id: 3, date_time: FEB }],
    ['income', { amount: 2100, account_id: bank, category_id: 73, date_time: FEB }],
    ['debit', { amount: -40, account_id: bank, payee_id: 'Ann', date_time: FEB }],
    ['income', { amount: 15, account_id: bank, category_id: 73, date_time: '2999-01-01T00:00:00.000Z' }],
  ];
  for (const [type, body] of writes) await json(await entry(type, body), 201);
  const goal = await json<{ uuid: string }>(
    await call('POST', '/api/goals/create', {
      name: 'Car',
      amount: 1000,
      category_icon: 'car',
      due_date: '2999-01-01',
    }),
    201,
  );
  await json(
    await entry('saving', {
      amount: 25,
      account_id: bank,
      category_id: 62,
      goal_id: goal.uuid,
      date_time: FEB,
    }),
    201,
  );
});

afterAll(async () => {
  await server?.close();
});

const range = (start: string, end: string, index = 0) =>
  `date_time[${index}][start]=${start}&date_time[${index}][end]=${end}`;

describe('stats charts and tables', () => {
  it('sums expenses by sub-category and by label, in euros, counting only what counts', async () => {
    const byCategory = barChartSchema.parse(
      await json(
        await call('GET', `/api/stats/chart/bar/expenses/category?${range('2026-01-01', '2026-1-31')}`),
      ),
    );
    expect(byCategory.bar.map((bar) => [bar.data.slug, bar.value])).toEqual([
      ['groceries', -200],
      ['restaurants_fast_food', -50],
    ]);
    expect(byCategory.bar[0]?.data.category).toMatchObject({ id: 1, slug: 'food_drinks' });
    const byLabel = barChartSchema.parse(
      await json(
        await call('GET', `/api/stats/chart/bar/expenses/label?${range('2026-01-01', '2026-01-31')}`),
      ),
    );
    expect(byLabel.bar.map((bar) => [bar.data.name, bar.value, bar.color])).toEqual([
      ['food', -150, '#4caf50'],
      ['fun', -50, '#e91e63'],
    ]);
  });

  it('draws the four series one point per month, through the doubled-slash URL', async () => {
    const query = [range('2026-01-01', '2026-01-31', 0), range('2026-02-01', '2026-02-28', 1)].join('&');
    const line = lineChartSchema.parse(
      await json(await call('GET', `/api//stats/chart/line/incoming-expenses?${query}`)),
    );
    expect(
      Object.fromEntries(line.series.map((series) => [series.label, series.dataPoints.map((p) => p.xValue)])),
    ).toEqual({
      incoming: [2000, 2100],
      expenses: [-250, -60],
      debit: [0, -40],
      savings: [0, 25],
    });
    expect(line.series[0]?.dataPoints.map((point) => point.label)).toEqual(['jan', 'feb']);
  });

  it('compares a range with the range of the same length before it', async () => {
    const table = statsTableSchema.parse(
      await json(
        await call('GET', `/api/stats/chart/table/expenses/category?${range('2026-02-01', '2026-02-28')}`),
      ),
    );
    expect(table.rows.map((row) => [row.label, row.amount, row.prevAmount, row.bounceRate])).toEqual([
      ['groceries', -60, -200, -70],
      ['restaurants_fast_food', 0, -50, -100],
    ]);
  });

  it('searches by the stats filter: dates, labels, currencies, wallets, types', async () => {
    const search = (body: Record<string, unknown>) =>
      call('POST', '/api/stats/entries', { date: { start: '2026/1/01', end: '2026/1/31' }, ...body });
    const all = statsTableSchema.parse(await json(await search({})));
    expect(all.rows.map((row) => [row.type, row.label, row.amount])).toEqual([
      ['incoming', 'salary', 2000],
      ['expenses', 'groceries', -200],
      ['expenses', 'restaurants_fast_food', -50],
    ]);
    const fun = statsTableSchema.parse(
      await json(await search({ tags: [], types: ['expenses'], currencies: [1] })),
    );
    expect(fun.rows.map((row) => [row.label, row.amount])).toEqual([['groceries', -100]]);
    await expectError(
      await search({ date: { start: '2026-01-01', end: '2027-06-01' } }),
      422,
      'validation_failed',
    );
  });

  it('answers incoming and expenses against the same days a month earlier', async () => {
    const incoming = statsChangeSchema.parse(
      await json(await call('GET', '/api/stats/incoming?start_date=2026-2-1&end_date=2026-2-28')),
    );
    expect(incoming).toEqual({ total: 2100, total_passed: 2000, percentage: 5 });
    const expenses = statsChangeSchema.parse(
      await json(await call('GET', '/api/stats/expenses?start_date=2026-02-01&end_date=2026-02-28')),
    );
    expect(expenses).toEqual({ total: -60, total_passed: -250, percentage: -76 });
  });

  it('sums labels over a range with no whole month (rows only)', async () => {
    await json(await call('GET', `/api/stats/chart/bar/expenses/label?${range('2026-01-15', '2026-01-15')}`));
    await json(
      await call('POST', '/api/stats/graph/label/expenses', {
        timeStart: '2026-01-15',
        timeEnd: '2026-01-15',
      }),
    );
  });

  it('refuses bad ranges with 422 and the field', async () => {
    for (const query of [
      '',
      range('2026-01-01', '2027-01-02'),
      range('2026-02-30', '2026-03-01'),
      range('2026-03-01', '2026-02-01'),
      'date_time[0][start]=2026-01-01',
    ]) {
      const error = await expectError(
        await call('GET', `/api/stats/chart/bar/expenses/category?${query}`),
        422,
        'validation_failed',
      );
      expect(Object.keys(error.fields ?? {})).toEqual(['date_time']);
    }
    await expectError(
      await call('GET', '/api/stats/incoming?start_date=2026-13-01'),
      422,
      'validation_failed',
    );
  });
});

describe('stats totals', () => {
  it('sums the active wallets that count, converting dollars', async () => {
    const wallets = statsWalletListSchema.parse(await json(await call('GET', '/api/stats/wallets')));
    // Bank: 1234.56 opening - 100 - 50 + 2000 - 30 (excluded sub-category, still money) - 9 (excluded from
    // stats, still money) - 60 + 2100 - 40 - 25 (into the goal) = 5020.56; the unconfirmed -7 does not count.
    expect(wallets.map((wallet) => [wallet.name, wallet.balance, wallet.currency.icon])).toEqual([
      ['Bank', 5020.56, '€'],
      ['Dollars', -116, '$'],
      ['Hidden', -999, '€'],
    ]);
    // Bank and the dollars in euros ($116.00 = 100.00 EUR); the hidden wallet does not count.
    const total = statsTotalSchema.parse(await json(await call('GET', '/api/stats/total')));
    expect(total.total).toBe(4920.56);
    const debts = [
      statsTotalSchema.parse(await json(await call('GET', '/api/stats/debits/total-negative'))).total,
      statsTotalSchema.parse(await json(await call('GET', '/api/stats/debits/total-positive'))).total,
    ];
    expect(debts).toEqual([-40, 0]);
  });

  it('adds what is still planned this month to the health, and averages the year by its months', async () => {
    const read = async (path: string) => statsTotalSchema.parse(await json(await call('GET', path))).total;
    const [total, planned, health, remaining] = await Promise.all([
      read('/api/stats/total'),
      read('/api/stats/total/planned'),
      read('/api/stats/health'),
      read('/api/stats/total/planned/remaining'),
    ]);
    expect(health).toBeCloseTo(total + planned, 2);
    expect(remaining).toBeLessThanOrEqual(0);
    for (const path of [
      '/api/stats/average-expenses',
      '/api/stats/average-incoming',
      '/api/stats/average-savings',
    ]) {
      expect(typeof (await read(path))).toBe('number');
    }
  });
});

describe('the forecast', () => {
  it('adds every plan occurrence and future entry day by day, and finds the lowest point', async () => {
    const someone = await createSetUpUser(server, { name: 'Forecaster' });
    const mine = as(server, someone);
    const [wallet] = await walletsOf(server, someone);
    const day = (offset: number) => {
      const date = new Date();
      date.setUTCHours(12, 0, 0, 0);
      return new Date(date.getTime() + offset * 86_400_000).toISOString();
    };
    const plan = (body: Record<string, unknown>) =>
      mine('POST', '/api/entry/planned', { account_id: wallet?.id, labels: [], transfer_id: false, ...body });
    await json(
      await plan({ type: 'expenses', amount: -500, category_id: 16, planning: 'monthly', date_time: day(3) }),
      201,
    );
    await json(
      await plan({
        type: 'expenses',
        amount: -20,
        category_id: 3,
        planning: 'weekly',
        date_time: day(1),
        end_date_time: day(15),
      }),
      201,
    );
    await json(
      await plan({
        type: 'incoming',
        amount: 1000,
        category_id: 73,
        planning: 'one-shot',
        date_time: day(10),
      }),
      201,
    );
    await json(
      await mine('POST', '/api/entry/expense', {
        amount: -100,
        account_id: wallet?.id,
        category_id: 3,
        transfer_id: false,
        date_time: day(5),
      }),
      201,
    );
    const result = forecastSchema.parse(await json(await mine('GET', '/api/stats/forecast?days=30')));
    const start = 1234.56;
    const byDay = result.days.map((point) => point.total);
    expect(byDay).toHaveLength(30);
    expect(byDay[0]).toBe(start);
    expect(byDay[1]).toBeCloseTo(start - 20, 2);
    expect(byDay[3]).toBeCloseTo(start - 520, 2);
    expect(byDay[5]).toBeCloseTo(start - 620, 2);
    expect(byDay[8]).toBeCloseTo(start - 640, 2);
    expect(byDay[10]).toBeCloseTo(start + 360, 2);
    expect(byDay[15]).toBeCloseTo(start + 340, 2);
    expect(byDay[29]).toBeCloseTo(start + 340, 2);
    expect(result.lowest).toEqual({
      date: result.days[8]?.date,
      total: Math.round((start - 640) * 100) / 100,
    });
    expect(result.days[29]?.wallets).toEqual([
      { id: wallet?.id, balance: Math.round((start + 340) * 100) / 100 },
    ]);
    await expectError(await mine('GET', '/api/stats/forecast?days=366'), 422, 'validation_failed');
  });
});
