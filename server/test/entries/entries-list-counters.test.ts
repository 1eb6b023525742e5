// The entries list at depth: totals from the month counters (0005_entry_month_counts.sql) equal count(*)
// for every filter the counters know, also after writes that move rows between months, wallets, categories
// and the planned flag; a deep page, which starts at its month, holds the same rows as OFFSET would, ties on
// date_time included. Rows are seeded in SQL (the counters' triggers see every write path, not only the API).
import { entryPageSchema, entrySchema, findResponseSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTH_JUMP_FROM, TOTAL_CAP } from '../../src/entries/entry-list.ts';
import { createSetUpUser, json } from '../support/client.ts';
import { as, createWallet, type LedgerUser, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ROWS = 5_000;

let server: TestServer;
let user: LedgerUser;
let wallets: number[];
let walletUuids: string[];
let label: number;

beforeAll(async () => {
  server = await startTestServer();
  user = await createSetUpUser(server);
  await createWallet(server, user, { name: 'Second' });
  await createWallet(server, user, { name: 'Third' });
  const listed = await walletsOf(server, user);
  wallets = listed.map((wallet) => wallet.id);
  walletUuids = listed.map((wallet) => wallet.uuid);
  const [row] = await server.db.query<{ id: number }>(
    "INSERT INTO labels (workspace_id, name, color) VALUES ($1, 'tagged', '#336699') RETURNING id",
    [user.workspace.uuid],
  );
  label = row?.id ?? 0;
  // Few distinct instants (many ties), some exactly on a UTC month's first microsecond or its last one,
  // some out of wallet (a transfer's other side), some planned.
  await server.db.query(
    `INSERT INTO entries (workspace_id, type, amount_cents, currency_id, payment_type_id, date_time, account_id,
       category_id, planned, note)
     SELECT $1,
       CASE WHEN g % 50 = 0 THEN 'transfer' WHEN g % 4 = 0 THEN 'income' ELSE 'expense' END,
       CASE WHEN g % 4 = 0 THEN 500 ELSE -500 END, 2, 1,
       CASE g % 10
         WHEN 0 THEN timestamptz '2024-03-01 00:00:00+00' + (g % 7) * interval '1 month'
         WHEN 1 THEN timestamptz '2024-03-01 00:00:00+00' + (g % 7) * interval '1 month' - interval '1 microsecond'
         ELSE timestamptz '2024-01-01 06:00:00+00' + (g % 97) * interval '5 days 1 hour' END,
       CASE WHEN g % 50 = 0 THEN NULL ELSE ($2::bigint[])[1 + g % 3] END,
       1 + g % 5, g % 13 = 0, 'row ' || g
     FROM generate_series(1, $3::int) g`,
    [user.workspace.uuid, wallets, ROWS],
  );
  await server.db.query(
    `INSERT INTO entry_labels (entry_id, label_id)
     SELECT id, $2 FROM entries WHERE workspace_id = $1 AND id % 3 = 0`,
    [user.workspace.uuid, label],
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/**
 * A list query and the same filter in SQL over `entries e` ($1 the workspace, $2 the wallets, $3 the label).
 * `capped`: a filter the counters do not know, whose total is exact up to TOTAL_CAP rows past the page.
 */
type Case = { query: string; sql: string; capped?: boolean };

const cases = (): Case[] => {
  const [first, second] = wallets as [number, number];
  return [
    { query: '', sql: 'true' },
    { query: 'filters[planned]=0', sql: 'NOT e.planned' },
    { query: `filters[account_id]=${first}`, sql: 'e.account_id = $2[1]' },
    // Wallets by uuid, as the original client filters them.
    { query: `filters[account_id]=${walletUuids[1]}`, sql: 'e.account_id = $2[2]' },
    {
      query: `filters[account_id]=${walletUuids[0]},${walletUuids[2]}&filters[planned]=0&filters[planned]=0`,
      sql: 'e.account_id IN ($2[1], $2[3]) AND NOT e.planned',
    },
    // A uuid of no wallet of the workspace matches nothing.
    { query: 'filters[account_id]=00000000-0000-4000-8000-000000000000', sql: 'false' },
    {
      query: `filters[wallet_id]=${first},${second}&filters[planned]=1`,
      sql: 'e.account_id IN ($2[1], $2[2]) AND e.planned',
    },
    { query: 'filters[account_id]=0', sql: 'false' },
    {
      query: 'filters[type]=expenses&filters[category_id]=2',
      sql: "e.type = 'expense' AND e.category_id = 2",
    },
    { query: 'filters[type]=transfer', sql: "e.type = 'transfer'" },
    // planned: the future-dated entries (here: flagged planned).
    { query: 'filters[type]=planned', sql: 'e.planned' },
    {
      query: `filters[type]=planned&filters[account_id]=${first}`,
      sql: 'e.planned AND e.account_id = $2[1]',
    },
    {
      query: 'filters[date_time]=>=|2024-03-01&filters[date_time]=<=|2024-05-31',
      sql: "e.date_time >= '2024-03-01'::date AND e.date_time < '2024-06-01'::date",
    },
    {
      query: `filters[date_time]=>=|2024-02-15&filters[date_time]=<=|2024-07-10&filters[account_id]=${second}`,
      sql: "e.date_time >= '2024-02-15'::date AND e.date_time < '2024-07-11'::date AND e.account_id = $2[2]",
    },
    {
      query: 'filters[date_time]=>|2024-02-29&filters[type]=incoming',
      sql: "e.date_time >= '2024-03-01'::date AND e.type = 'income'",
    },
    { query: 'filters[date_time]=<|2024-06-01', sql: "e.date_time < '2024-06-01'::date" },
    {
      query: 'filters[date_time]=>=|2024-4-3&filters[date_time]=<=|2024-04-20',
      sql: "e.date_time >= '2024-04-03'::date AND e.date_time < '2024-04-21'::date",
    },
    {
      query: 'filters[date_time]==|2024-05-01',
      sql: "e.date_time >= '2024-05-01'::date AND e.date_time < '2024-05-02'::date",
    },
    {
      query: 'filters[date_time]=>=|2024-06-01&filters[date_time]=<=|2024-03-31',
      sql: 'false',
    },
    {
      query:
        'filters[date_time]=>=|2024-01-01&filters[date_time]=>=|2024-02-10&filters[date_time]=<=|2025-12-31',
      sql: "e.date_time >= '2024-02-10'::date AND e.date_time < '2026-01-01'::date",
    },
    {
      query: `filters[label]=${label}`,
      sql: 'EXISTS (SELECT 1 FROM entry_labels l WHERE l.entry_id = e.id AND l.label_id = $3)',
      capped: true,
    },
  ];
};

async function expected(sql: string, limit = 1_000_000, offset = 0) {
  const rows = await server.db.query<{ id: number }>(
    `SELECT e.id FROM entries e WHERE e.workspace_id = $1 AND e.deleted_at IS NULL
       AND $2::bigint[] IS NOT NULL AND $3::bigint IS NOT NULL AND (${sql})
     ORDER BY e.date_time DESC, e.id DESC LIMIT $4 OFFSET $5`,
    [user.workspace.uuid, wallets, label, limit, offset],
  );
  return rows.map((row) => row.id);
}

async function listed(query: string, page: number, perPage: number) {
  return entryPageSchema.parse(
    await json(await as(server, user)('GET', `/api/entry?page=${page}&per_page=${perPage}&${query}`)),
  );
}

async function expectExactTotals() {
  for (const { query, sql, capped } of cases()) {
    const page = await listed(query, 1, 30);
    const all = await expected(sql);
    const total = capped ? Math.min(all.length, 30 + TOTAL_CAP) : all.length;
    expect(page.total, query).toBe(total);
    expect(page.last_page, query).toBe(Math.max(1, Math.ceil(total / 30)));
    expect(
      page.data.map((entry) => entry.id),
      query,
    ).toEqual(all.slice(0, 30));
  }
}

/** The maintained counters equal the rows, key by key. */
async function expectCountersMatchRows() {
  const [difference] = await server.db.query<{ wrong: number }>(
    `SELECT count(*)::int AS wrong FROM (
       SELECT workspace_id, month, account_key, category_id, type, planned, entries FROM entry_month_counts
       WHERE workspace_id = $1 AND entries <> 0
       UNION ALL
       SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date, coalesce(account_id, 0),
         category_id, type, planned, -count(*)
       FROM entries WHERE workspace_id = $1 AND deleted_at IS NULL GROUP BY 1, 2, 3, 4, 5, 6) both_sides
     GROUP BY workspace_id, month, account_key, category_id, type, planned HAVING sum(entries) <> 0`,
    [user.workspace.uuid],
  );
  expect(difference?.wrong ?? 0).toBe(0);
  const totals = await server.db.query<{ month: string; planned: boolean; entries: number; actual: number }>(
    `SELECT t.month::text AS month, t.planned, t.entries, (SELECT count(*) FROM entries e
       WHERE e.workspace_id = t.workspace_id AND e.deleted_at IS NULL AND e.planned = t.planned
         AND date_trunc('month', e.date_time AT TIME ZONE 'UTC')::date = t.month)::bigint AS actual
     FROM entry_month_totals t WHERE t.workspace_id = $1`,
    [user.workspace.uuid],
  );
  for (const row of totals) expect(row.entries, `${row.month} planned ${row.planned}`).toBe(row.actual);
  const [missing] = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM entries e WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND NOT EXISTS (
       SELECT 1 FROM entry_month_totals t WHERE t.workspace_id = e.workspace_id AND t.planned = e.planned
         AND t.month = date_trunc('month', e.date_time AT TIME ZONE 'UTC')::date)`,
    [user.workspace.uuid],
  );
  expect(missing?.n).toBe(0);
}

describe('entries list counters', () => {
  it('gives exact totals for wallet, category, type, planned and date filters', async () => {
    await expectCountersMatchRows();
    await expectExactTotals();
  });

  it('serves deep pages from their month with the rows OFFSET gives, ties included', async () => {
    const [, second] = wallets as [number, number, number];
    // Lists longer than MONTH_JUMP_FROM: whole, planned, a range with partial months at both ends, by the
    // counters' keys (one value and several).
    const deep = [
      ...cases().filter((item) => item.query === '' || item.query === 'filters[planned]=0'),
      {
        query: 'filters[date_time]=>=|2024-02-15&filters[date_time]=<=|2025-02-10',
        sql: "e.date_time >= '2024-02-15'::date AND e.date_time < '2025-02-11'::date",
      },
      { query: 'filters[type]=expenses', sql: "e.type = 'expense'" },
      {
        // By uuid and by id in one list.
        query: `filters[account_id]=${walletUuids[0]},${second},${walletUuids[2]}`,
        sql: 'e.account_id IN ($2[1], $2[2], $2[3])',
      },
    ];
    for (const { query, sql } of deep) {
      const all = await expected(sql);
      expect(all.length, query).toBeGreaterThan(MONTH_JUMP_FROM + 60);
      for (const perPage of [30, 7]) {
        const lastPage = Math.max(1, Math.ceil(all.length / perPage));
        const firstDeep = Math.floor(MONTH_JUMP_FROM / perPage) + 1;
        // Every deep page of 30 (pages inside a month, read from either end, and pages across two months);
        // a sample of the pages of 7.
        const pages =
          perPage === 30
            ? Array.from({ length: lastPage + 2 - firstDeep }, (_, index) => firstDeep + index)
            : [firstDeep, firstDeep + 1, Math.floor((firstDeep + lastPage) / 2), lastPage, lastPage + 1];
        for (const page of pages) {
          const result = await listed(query, page, perPage);
          const offset = (page - 1) * perPage;
          expect(
            result.data.map((entry) => entry.id),
            `${query} page ${page} of ${perPage}`,
          ).toEqual(all.slice(offset, offset + perPage));
          expect(result.total, `${query} page ${page} of ${perPage}`).toBe(all.length);
        }
      }
    }
    // The search pages alike.
    const body = { date_time: ['2024-01-15', '2024-12-31'], type: ['expenses'], planned: true };
    const all = await expected(
      "e.date_time >= '2024-01-15'::date AND e.date_time < '2025-01-01'::date AND e.type = 'expense'",
    );
    const page = Math.floor(MONTH_JUMP_FROM / 30) + 2;
    const found = findResponseSchema.parse(
      await json(await as(server, user)('POST', `/api/find?page=${page}&per_page=30`, body)),
    );
    expect(found.pagination).toMatchObject({
      current_page: page,
      per_page: 30,
      total: all.length,
      total_pages: Math.ceil(all.length / 30),
      has_prev_page: true,
    });
    expect(found.data.map((entry) => entry.id)).toEqual(all.slice((page - 1) * 30, page * 30));
  });

  it('keeps the totals exact after writes that move rows between months and keys', async () => {
    const workspace = user.workspace.uuid;
    // Across month edges, between wallets and categories, in and out of planned, out of wallet, deleted,
    // restored, inserted: each in its own statement, several rows at a time.
    await server.db.query(
      "UPDATE entries SET date_time = date_time + interval '17 days' WHERE workspace_id = $1 AND id % 7 = 0",
      [workspace],
    );
    await server.db.query(
      'UPDATE entries SET account_id = ($2::bigint[])[1 + (id % 2)::int], category_id = 1 + id % 3 WHERE workspace_id = $1 AND id % 11 = 0 AND account_id IS NOT NULL',
      [workspace, wallets],
    );
    await server.db.query(
      'UPDATE entries SET planned = NOT planned WHERE workspace_id = $1 AND id % 17 = 0',
      [workspace],
    );
    await server.db.query(
      'UPDATE entries SET deleted_at = now() WHERE workspace_id = $1 AND id % 19 = 0 AND deleted_at IS NULL',
      [workspace],
    );
    await server.db.query(
      'UPDATE entries SET deleted_at = NULL WHERE workspace_id = $1 AND id % 38 = 0 AND deleted_at IS NOT NULL',
      [workspace],
    );
    await server.db.query(
      `UPDATE entries SET type = 'transfer', account_id = NULL WHERE workspace_id = $1 AND id % 23 = 0`,
      [workspace],
    );
    await server.db.query(
      `INSERT INTO entries (workspace_id, type, amount_cents, currency_id, payment_type_id, date_time, account_id, category_id)
       SELECT $1, 'expense', -100, 2, 1, timestamptz '2024-04-30 23:59:59.999999+00' + g * interval '1 microsecond',
         ($2::bigint[])[1 + g % 3], 2
       FROM generate_series(0, 40) g`,
      [workspace, wallets],
    );
    // An entry written through the API lands in its month too.
    await json(
      await as(server, user)('POST', '/api/entry/expense', {
        amount: -3.5,
        account_id: wallets[0],
        category_id: 2,
        date_time: '2024-05-31T23:59:59.000Z',
      }),
      201,
    );
    await expectCountersMatchRows();
    await expectExactTotals();
  });

  it('lets concurrent writers of one workspace move rows between months without deadlock', async () => {
    const request = as(server, user);
    const [first, second] = wallets as [number, number];
    const created: string[] = [];
    for (let index = 0; index < 12; index++) {
      const entry = entrySchema.parse(
        await json(
          await request('POST', '/api/entry/expense', {
            amount: -1,
            account_id: first,
            category_id: 2,
            date_time: `2024-0${1 + (index % 6)}-15T12:00:00.000Z`,
          }),
          201,
        ),
      );
      created.push(entry.uuid);
    }
    // Transfers both ways: editing one rewrites its two rows in two statements, whose month counters (one
    // per wallet) a transfer the other way takes in the opposite order.
    const transfers: { uuid: string; from: number; to: number }[] = [];
    for (let index = 0; index < 8; index++) {
      const [from, to] = index % 2 === 0 ? [first, second] : [second, first];
      const entry = entrySchema.parse(
        await json(
          await request('POST', '/api/entry/transfer', {
            amount: 3,
            account_id: from,
            transfer_id: to,
            date_time: '2024-03-05T00:00:00.000Z',
          }),
          201,
        ),
      );
      expect(entry).toMatchObject({ account_id: from, transfer_id: to });
      transfers.push({ uuid: entry.uuid, from, to });
    }
    const moveTransfers = transfers.flatMap((transfer, index) =>
      [4, 5, 6].map((month) =>
        request('PUT', `/api/entry/transfer/${transfer.uuid}`, {
          amount: 3,
          account_id: transfer.from,
          transfer_id: transfer.to,
          date_time: `2024-0${month + (index % 3)}-05T00:00:00.000Z`,
        }),
      ),
    );
    // Edits that change only month, category or wallet (the planned split, and so entry_counts, does not
    // move), next to creates and transfers that do: all at once, several per entry.
    const work = Array.from({ length: 48 }, (_, index) => {
      const uuid = created[index % created.length] as string;
      if (index % 3 === 0) {
        return request('PUT', `/api/entry/expense/${uuid}`, {
          amount: -2,
          account_id: index % 2 === 0 ? first : second,
          category_id: 1 + (index % 4),
          date_time: `2024-${String(1 + (index % 12)).padStart(2, '0')}-28T12:00:00.000Z`,
        });
      }
      if (index % 3 === 1) {
        return request('POST', '/api/entry/transfer', {
          amount: 3,
          account_id: first,
          transfer_id: second,
          date_time: `2024-${String(1 + (index % 12)).padStart(2, '0')}-01T00:00:00.000Z`,
        });
      }
      return request('POST', '/api/entry/expense', {
        amount: -4,
        account_id: second,
        category_id: 3,
        date_time: `2024-${String(1 + (index % 12)).padStart(2, '0')}-10T08:00:00.000Z`,
      });
    });
    const statuses = await Promise.all(
      [...moveTransfers, ...work].map(async (pending) => {
        const response = await pending;
        await response.text();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status >= 300)).toEqual([]);
    await expectCountersMatchRows();
    await expectExactTotals();
  });
});
