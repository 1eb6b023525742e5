// The search's total over HTTP: every match of every page, in the workspace currency, converted as the stats
// convert (cents added per currency, then each currency converted once, rounded half away from zero). First on
// hand-computed entries in euros and dollars (1.16 USD per EUR), then against the rows themselves for every kind
// of filter: the month sums' whole months, the rows of partial months, the entries that do not count (planned,
// unconfirmed), the deep pages and the filters the counters do not know (text, labels).
import { type FindResponse, findResponseSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTH_JUMP_FROM, TOTAL_CAP } from '../../src/entries/entry-list.ts';
import { createSetUpUser, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, type LedgerUser, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const EUR = { id: 2, code: 'EUR', symbol: '€' };
const USD = { id: 1, code: 'USD', symbol: '$' };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function found(user: LedgerUser, body: unknown, page = 1): Promise<FindResponse> {
  return findResponseSchema.parse(await json(await as(server, user)('POST', `/api/find?page=${page}`, body)));
}

async function everything(user: LedgerUser, page = 1): Promise<FindResponse> {
  return findResponseSchema.parse(await json(await as(server, user)('GET', `/api/search/all?page=${page}`)));
}

async function setWorkspaceCurrency(user: LedgerUser, currency: number) {
  await json(
    await as(server, user)('PUT', `/api/workspace/update/${user.workspace.uuid}`, {
      name: 'Home',
      currency,
      payment_type: 1,
    }),
  );
}

describe('the search total, by hand', () => {
  let user: LedgerUser;
  let dollars: number;

  beforeAll(async () => {
    user = await createSetUpUser(server, { name: 'Totals' });
    const [bank] = await walletsOf(server, user);
    dollars = (await createWallet(server, user, { name: 'Dollars', currency_id: 1 })).id;
    const call = as(server, user);
    const write = async (type: string, body: Record<string, unknown>) =>
      json(await call('POST', `/api/entry/${type}`, { labels: [], ...body }), 201);
    const euro = { account_id: bank?.id, category_id: 2 };
    const dollar = { account_id: dollars, currency_id: 1, category_id: 2 };
    // 31 x -12.34 EUR, two of them coffee: entry i on day 1 + i % 28 of month 1 + i % 3 of 2026.
    for (let index = 0; index < 31; index++) {
      await write('expense', {
        ...euro,
        amount: -12.34,
        note: index < 2 ? 'coffee beans' : 'groceries',
        date_time: `2026-0${1 + (index % 3)}-${String(1 + (index % 28)).padStart(2, '0')}T10:00:00.000Z`,
      });
    }
    // $-0.03 five times: $-0.15 is -0.13 EUR (12.93 cents), where converting each row would make -0.15 EUR.
    for (let index = 0; index < 5; index++) {
      await write('expense', { ...dollar, amount: -0.03, note: 'coffee', date_time: '2026-02-14T08:00:00Z' });
    }
    await write('expense', { ...dollar, amount: -116, date_time: '2026-03-02T08:00:00Z' });
    await write('expense', { ...dollar, amount: -116, date_time: '2026-03-03T08:00:00Z' });
    await write('income', { ...dollar, category_id: 73, amount: 23.2, date_time: '2026-03-04T08:00:00Z' });
    // Listed, so added up too: a planned (future) entry and an unconfirmed one.
    await write('expense', { ...euro, amount: -5, note: 'planned', date_time: '2099-01-15T10:00:00Z' });
    await write('expense', { ...euro, amount: -2.5, confirmed: false, date_time: '2026-02-20T10:00:00Z' });
  }, 60_000);

  it('adds up every match of every page in the workspace currency', async () => {
    // EUR: 31 x -12.34 - 5.00 - 2.50 = -390.04. USD: -0.15 - 232.00 + 23.20 = -208.95, / 1.16 = -180.13 EUR.
    const first = await everything(user);
    expect(first.pagination).toMatchObject({ total: 41, total_pages: 2, per_page: 30 });
    expect(first.data).toHaveLength(30);
    expect(first.total_amount).toEqual({ amount: -570.17, currency: EUR });
    const second = await everything(user, 2);
    expect(second.data).toHaveLength(11);
    expect(second.total_amount).toEqual({ amount: -570.17, currency: EUR });
    // The search with no criteria is the same list.
    expect((await found(user, {}, 2)).total_amount).toEqual({ amount: -570.17, currency: EUR });
  });

  it('adds up only what the criteria keep', async () => {
    expect((await found(user, { planned: false })).total_amount).toEqual({ amount: -565.17, currency: EUR });
    const wallet = await found(user, { account: [dollars] });
    expect(wallet.pagination.total).toBe(8);
    expect(wallet.total_amount).toEqual({ amount: -180.13, currency: EUR });
    expect((await found(user, { account: [dollars], type: ['incoming'] })).total_amount).toEqual({
      amount: 20,
      currency: EUR,
    });
    // A range that cuts a month: 1 February to 3 March holds ten euro rows of February and two of March (-148.08),
    // the unconfirmed one (-2.50), the five $-0.03 and the two $-116.00 ($-232.15 = -200.13 EUR).
    const range = await found(user, { date_time: ['2026-02-01', '2026-03-03'], planned: true });
    expect(range.pagination.total).toBe(20);
    expect(range.total_amount).toEqual({ amount: -350.71, currency: EUR });
    // Text is a filter the counters do not know: its few rows are added up.
    const coffee = await found(user, { text: 'coffee' });
    expect(coffee.pagination.total).toBe(7);
    expect(coffee.total_amount).toEqual({ amount: -24.81, currency: EUR });
    const none = await found(user, { text: 'nothing-like-this' });
    expect(none.pagination.total).toBe(0);
    expect(none.total_amount).toEqual({ amount: 0, currency: EUR });
  });

  it('answers in the workspace currency when it changes', async () => {
    await setWorkspaceCurrency(user, 1);
    try {
      // EUR -390.04 x 1.16 = -452.4464 -> -452.45 USD, and $-208.95 as it is.
      expect((await everything(user)).total_amount).toEqual({ amount: -661.4, currency: USD });
    } finally {
      await setWorkspaceCurrency(user, 2);
    }
  });

  it('refuses criteria it cannot read with 422 and the field', async () => {
    const body = await expectError(
      await as(server, user)('POST', '/api/find', { account: ['x'] }),
      422,
      'validation_failed',
    );
    expect(Object.keys(body.fields ?? {})).toEqual(['account.0']);
  });
});

describe('the search total, against the rows', () => {
  const ROWS = 5_000;
  let user: LedgerUser;
  let wallets: number[];
  let rare: number;
  let common: number;

  beforeAll(async () => {
    user = await createSetUpUser(server, { name: 'Rows' });
    await createWallet(server, user, { name: 'Second' });
    await createWallet(server, user, { name: 'Third' });
    wallets = (await walletsOf(server, user)).map((wallet) => wallet.id);
    const labels = await server.db.query<{ id: number }>(
      `INSERT INTO labels (workspace_id, name, color) VALUES ($1, 'rare', '#336699'), ($1, 'common', '#993366')
       RETURNING id`,
      [user.workspace.uuid],
    );
    [rare, common] = labels.map((label) => Number(label.id)) as [number, number];
    // Over 2024, many on a UTC month's first or last microsecond; in euros, dollars and pounds with odd cents;
    // some out of wallet, planned, unconfirmed, deleted or excluded from stats (the search lists them all but
    // the deleted).
    await server.db.query(
      `INSERT INTO entries (workspace_id, type, amount_cents, currency_id, payment_type_id, date_time, account_id,
         category_id, planned, confirmed, exclude_from_stats, deleted_at, note)
       SELECT $1,
         CASE WHEN g % 50 = 0 THEN 'transfer' WHEN g % 4 = 0 THEN 'income' ELSE 'expense' END,
         CASE WHEN g % 4 = 0 THEN 1 ELSE -1 END * (1 + (g * 7919) % 100003), 1 + g % 3, 1,
         CASE g % 10
           WHEN 0 THEN timestamptz '2024-02-01 00:00:00+00' + (g % 9) * interval '1 month'
           WHEN 1 THEN timestamptz '2024-02-01 00:00:00+00' + (g % 9) * interval '1 month' - interval '1 microsecond'
           ELSE timestamptz '2024-01-01 06:00:00+00' + (g % 97) * interval '3 days 17 hours' END,
         CASE WHEN g % 50 = 0 THEN NULL ELSE ($2::bigint[])[1 + g % 3] END,
         1 + g % 5, g % 13 = 0, g % 17 <> 0, g % 23 = 0, CASE WHEN g % 19 = 0 THEN now() END,
         CASE WHEN g % 97 = 0 THEN 'special row ' || g ELSE 'row ' || g END
       FROM generate_series(1, $3::int) g`,
      [user.workspace.uuid, wallets, ROWS],
    );
    await server.db.query(
      `INSERT INTO entry_labels (entry_id, label_id)
       SELECT id, CASE WHEN id % 40 = 0 THEN $2::bigint ELSE $3::bigint END FROM entries
       WHERE workspace_id = $1 AND (id % 40 = 0 OR id % 2 = 0)`,
      [user.workspace.uuid, rare, common],
    );
  }, 60_000);

  /**
   * The live entries of the workspace that `sql` keeps ($1 the workspace, $2 the wallets, $3 the rare label, $4
   * the workspace currency), added up per currency and converted in numeric, rounded half away from zero.
   */
  async function expected(sql: string, currency = EUR.id) {
    const [row] = await server.db.query<{ entries: number; cents: number }>(
      `SELECT coalesce(sum(n), 0)::int AS entries, coalesce(sum(converted), 0)::bigint AS cents FROM (
         SELECT count(*) AS n, round(sum(e.amount_cents)::numeric * w.exchange_rate / c.exchange_rate) AS converted
         FROM entries e JOIN currencies c ON c.id = e.currency_id JOIN currencies w ON w.id = $4
         WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND $2::bigint[] IS NOT NULL
           AND $3::bigint IS NOT NULL AND (${sql})
         GROUP BY c.id, c.exchange_rate, w.exchange_rate) per_currency`,
      [user.workspace.uuid, wallets, rare, currency],
    );
    return { entries: Number(row?.entries), amount: Number(row?.cents) / 100 };
  }

  const cases = (): { body: Record<string, unknown>; sql: string }[] => {
    const [first, second] = wallets as [number, number];
    return [
      { body: {}, sql: 'true' },
      { body: { planned: false }, sql: 'NOT e.planned' },
      { body: { account: [first] }, sql: 'e.account_id = $2[1]' },
      {
        body: { account: [first, second], type: ['expenses'] },
        sql: "e.account_id IN ($2[1], $2[2]) AND e.type = 'expense'",
      },
      { body: { category: [2, 3] }, sql: 'e.category_id IN (2, 3)' },
      { body: { type: ['transfer'] }, sql: "e.type = 'transfer'" },
      {
        body: { date_time: ['2024-02-15', '2024-07-10'] },
        sql: "e.date_time >= '2024-02-15'::date AND e.date_time < '2024-07-11'::date",
      },
      {
        body: { date_time: ['2024-03-01', '2024-03-31'] },
        sql: "e.date_time >= '2024-03-01'::date AND e.date_time < '2024-04-01'::date",
      },
      {
        body: { date_time: ['2024-04-03', '2024-04-20'], planned: false },
        sql: "e.date_time >= '2024-04-03'::date AND e.date_time < '2024-04-21'::date AND NOT e.planned",
      },
      {
        body: { date_time: ['2024-01-31', '2024-12-30'], account: [second], category: [1, 4] },
        sql: `e.date_time >= '2024-01-31'::date AND e.date_time < '2024-12-31'::date AND e.account_id = $2[2]
          AND e.category_id IN (1, 4)`,
      },
      {
        body: { tags: [rare] },
        sql: 'EXISTS (SELECT 1 FROM entry_labels l WHERE l.entry_id = e.id AND l.label_id = $3)',
      },
      { body: { text: 'special' }, sql: "e.note LIKE 'special%'" },
      {
        body: { text: 'special', account: [first], date_time: ['2024-02-15', '2024-07-10'] },
        sql: `e.note LIKE 'special%' AND e.account_id = $2[1]
          AND e.date_time >= '2024-02-15'::date AND e.date_time < '2024-07-11'::date`,
      },
    ];
  };

  it('adds up exactly what each filter lists, in the workspace currency', async () => {
    for (const currency of [EUR, USD]) {
      await setWorkspaceCurrency(user, currency.id);
      for (const { body, sql } of cases()) {
        const rows = await expected(sql, currency.id);
        const answer = await found(user, body);
        const label = `${JSON.stringify(body)} in ${currency.code}`;
        expect(answer.pagination.total, label).toBe(rows.entries);
        expect(answer.total_amount, label).toEqual({ amount: rows.amount, currency });
      }
    }
    await setWorkspaceCurrency(user, EUR.id);
  });

  it('stays exact after writes that move amounts between currencies, months and what counts', async () => {
    const workspace = user.workspace.uuid;
    // Each in its own statement, many rows at a time: the sums' triggers see every write path.
    for (const sql of [
      "UPDATE entries SET date_time = date_time + interval '17 days' WHERE workspace_id = $1 AND id % 7 = 0",
      'UPDATE entries SET currency_id = 1 + (currency_id % 3), amount_cents = amount_cents * 3 WHERE workspace_id = $1 AND id % 11 = 0',
      'UPDATE entries SET planned = NOT planned WHERE workspace_id = $1 AND id % 29 = 0',
      'UPDATE entries SET confirmed = NOT confirmed WHERE workspace_id = $1 AND id % 31 = 0',
      'UPDATE entries SET deleted_at = now() WHERE workspace_id = $1 AND id % 37 = 0 AND deleted_at IS NULL',
      'UPDATE entries SET deleted_at = NULL WHERE workspace_id = $1 AND id % 38 = 0 AND deleted_at IS NOT NULL',
    ]) {
      await server.db.query(sql, [workspace]);
    }
    const [wrong] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT currency_id, cents FROM entry_currency_sums WHERE workspace_id = $1 AND cents <> 0
         UNION ALL
         SELECT currency_id, -sum(amount_cents) FROM entries
         WHERE workspace_id = $1 AND deleted_at IS NULL AND confirmed AND NOT planned GROUP BY 1) both_sides
       GROUP BY currency_id HAVING sum(cents) <> 0`,
      [workspace],
    );
    expect(wrong?.n ?? 0).toBe(0);
    for (const { body, sql } of cases()) {
      const rows = await expected(sql);
      const answer = await found(user, body);
      expect(answer.pagination.total, JSON.stringify(body)).toBe(rows.entries);
      expect(answer.total_amount, JSON.stringify(body)).toEqual({ amount: rows.amount, currency: EUR });
    }
  });

  it('adds up every match on a deep page too', async () => {
    const body = { date_time: ['2024-01-01', '2024-12-30'], type: ['expenses'] };
    const rows = await expected(
      "e.date_time >= '2024-01-01'::date AND e.date_time < '2024-12-31'::date AND e.type = 'expense'",
    );
    expect(rows.entries).toBeGreaterThan(MONTH_JUMP_FROM + 60);
    const deep = await found(user, body, Math.floor(MONTH_JUMP_FROM / 30) + 2);
    expect(deep.data).toHaveLength(30);
    expect(deep.pagination.total).toBe(rows.entries);
    expect(deep.total_amount).toEqual({ amount: rows.amount, currency: EUR });
  });

  it('says it has no total where it counts no more than a cap of the matches', async () => {
    // Half the entries carry the common label: more than the count reads past the page.
    const labelled = await found(user, { tags: [common] });
    expect(labelled.pagination.total).toBe(30 + TOTAL_CAP);
    expect(labelled.total_amount).toBeNull();
    expect((await found(user, { text: 'row' })).total_amount).toBeNull();
  });
});
