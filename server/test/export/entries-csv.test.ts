// The entries' CSV (issue 24): every entry of the list's filters or of a search, all pages, read back by an
// independent CSV parser (csv-parse, not the papaparse that writes it) equal to what the list answers.
import { ENTRY_CSV_COLUMNS, type Entry, entryPageSchema } from '@bc/api';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_PAGE_ROWS } from '../../src/export/entries-csv.ts';
import { json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, ledgerTeam } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let owner: ReturnType<typeof as>;
let bulk: { id: number; uuid: string };

/** More rows than one read of the CSV, many at the same instant: the pages must neither skip nor repeat. */
const BULK_ROWS = CSV_PAGE_ROWS + 345;

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'error' } });
  team = await ledgerTeam(server);
  owner = as(server, team.owner);
  bulk = await createWallet(server, team.owner, { name: 'Bulk, "the" big one', balance: 0 });
  const rows = Array.from({ length: BULK_ROWS }, (_, i) => ({
    date_time: `2026-0${1 + (i % 3)}-1${i % 5}`,
    amount: i % 7 === 0 ? '12.50' : `-${(i % 400) + 1}.0${i % 10}`,
    note: i % 50 === 0 ? `Line one\nline two, with "quotes" — café €` : `row ${i}`,
    labels: i % 4 === 0 ? ['Trip', 'Food'] : [],
  }));
  await json(await owner('POST', '/api/entries/import', { account_id: bulk.id, rows }), 201);
  const other = await createWallet(server, team.owner, { name: 'Other', balance: 0 });
  for (const note of ['=SUM(A1:A9)', '+1+1', '@cmd', '-2-3', 'plain']) {
    await json(
      await owner('POST', '/api/entry/expense', {
        amount: -3.3,
        account_id: other.id,
        category_id: 3,
        note,
        date_time: '2026-02-02',
      }),
      201,
    );
  }
}, 240_000);

afterAll(async () => {
  await server?.close();
});

/** Every page of the list, as the app would read them. */
async function wholeList(query: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; ; page += 1) {
    const found = entryPageSchema.parse(
      await json(await owner('GET', `/api/entry?${query}&per_page=100&page=${page}`)),
    );
    entries.push(...found.data);
    if (page >= found.last_page) return entries;
  }
}

async function csvOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="entries-\d{4}-\d{2}-\d{2}\.csv"/,
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(new TextDecoder().decode(bytes.subarray(3)), { relax_column_count: false });
  expect(rows[0]).toEqual([...ENTRY_CSV_COLUMNS]);
  type Row = Record<(typeof ENTRY_CSV_COLUMNS)[number], string>;
  return rows
    .slice(1)
    .map((row) => Object.fromEntries(ENTRY_CSV_COLUMNS.map((column, i) => [column, row[i] ?? ''])) as Row);
}

describe('GET /api/export/entries.csv', () => {
  it("gives every entry of the list's filters, in the list's order, with exact amounts and names", async () => {
    const query = `filters[account_id]=${bulk.uuid}`;
    const [rows, listed] = await Promise.all([
      csvOf(await owner('GET', `/api/export/entries.csv?${query}`)),
      wholeList(query),
    ]);
    expect(rows).toHaveLength(BULK_ROWS);
    expect(rows.map((row) => row.id)).toEqual(listed.map((entry) => entry.uuid));
    expect(rows.map((row) => row.amount)).toEqual(listed.map((entry) => entry.amount.toFixed(2)));
    expect(new Set(rows.map((row) => row.wallet))).toEqual(new Set(['Bulk, "the" big one']));
    const noted = rows.find((row) => row.note.startsWith('Line one'));
    expect(noted).toMatchObject({
      note: 'Line one\nline two, with "quotes" — café €',
      labels: 'Food, Trip',
      currency: 'EUR',
      planned: 'false',
      confirmed: 'true',
      excluded_from_stats: 'false',
    });
    expect(rows.every((row) => /^-?\d+\.\d\d$/.test(row.amount))).toBe(true);
    expect(rows.every((row) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(row.date))).toBe(true);
  });

  it('keeps text that a spreadsheet would run as a formula as text', async () => {
    const rows = await csvOf(
      await owner(
        'GET',
        '/api/export/entries.csv?filters[date_time]=%3E%3D|2026-02-02&filters[date_time]=%3C%3D|2026-02-02',
      ),
    );
    const notes = new Map(
      rows.filter((row) => row.wallet === 'Other').map((row) => [row.note.replace(/^'/, ''), row.note]),
    );
    expect(Object.fromEntries(notes)).toEqual({
      '=SUM(A1:A9)': "'=SUM(A1:A9)",
      '+1+1': "'+1+1",
      '@cmd': "'@cmd",
      '-2-3': "'-2-3",
      plain: 'plain',
    });
    expect(rows.find((row) => row.wallet === 'Other')?.amount).toBe('-3.30');
  });

  it('answers the header alone for filters that match nothing, and 422 for filters that are not ones', async () => {
    expect(
      await csvOf(await owner('GET', '/api/export/entries.csv?filters[type]=planned&filters[planned]=0')),
    ).toEqual([]);
    const error = await expectError(
      await owner('GET', '/api/export/entries.csv?filters[category_id]=x'),
      422,
      'validation_failed',
    );
    expect(error.fields?.['filters[category_id]']).toBe('Must be ids');
  });
});

describe('POST /api/export/entries.csv', () => {
  it("gives every match of the search's criteria", async () => {
    const body = { text: 'line', tags: [] };
    const rows = await csvOf(await owner('POST', '/api/export/entries.csv', body));
    const found = await json<{ pagination: { total: number } }>(
      await owner('POST', '/api/find?per_page=1', body),
    );
    expect(rows).toHaveLength(found.pagination.total);
    expect(rows.length).toBe(Math.ceil(BULK_ROWS / 50));
    expect(rows.every((row) => row.note.startsWith('Line one'))).toBe(true);
  });
});
