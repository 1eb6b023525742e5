// POST /api/entries/import over HTTP: all rows or none, balances exact to the cent, labels reused.
import {
  entryPageSchema,
  findResponseSchema,
  IMPORT_MAX_ROWS,
  labelListResponseSchema,
  labelSchema,
  walletMoney,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchTerms } from '../../src/entries/entries-sql.ts';
import { json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, ledgerTeam, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let owner: ReturnType<typeof as>;

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
  owner = as(server, team.owner);
});

afterAll(async () => {
  await server?.close();
});

const balanceCents = async (wallet: { uuid: string }) => {
  const found = (await walletsOf(server, team.owner)).find((w) => w.uuid === wallet.uuid);
  return Math.round((found ? walletMoney(found) : Number.NaN) * 100);
};

const entriesOf = async (wallet: { uuid: string }) =>
  entryPageSchema.parse(
    await json(await owner('GET', `/api/entry?filters[account_id]=${wallet.uuid}&per_page=100`)),
  );

/** Every label of the workspace, archived ones included. */
const allLabels = async () =>
  labelListResponseSchema.parse(await json(await owner('GET', '/api/label/list?archive=1')));

const importInto = (wallet: { id: number }, rows: unknown[]) =>
  owner('POST', '/api/entries/import', { account_id: wallet.id, rows });

describe('POST /api/entries/import', () => {
  it('imports expenses, incoming and planned rows with labels, moving the balance exactly once', async () => {
    const wallet = await createWallet(server, team.owner, { name: 'Imported', balance: 100 });
    const existing = labelSchema.parse(
      await json(await owner('POST', '/api/label', { name: 'Groceries', color: '#00aa00' }), 201),
    );
    const response = await importInto(wallet, [
      { date_time: '2026-01-15', amount: '-12.34', note: 'Weekly shop', labels: ['GROCERIES', 'Food'] },
      { date_time: '2026-01-16', amount: '0.10', payee: 'Bank', note: 'Interest' },
      { date_time: '2026-01-16', amount: 0.2, category_id: 67, labels: ['food'] },
      { date_time: '2026-01-17T09:30:00.000Z', amount: '-1234567.89', category_id: 16, payee: 'Landlord' },
      { date_time: '2999-01-01', amount: '-50', note: 'Next rent' },
    ]);
    expect(await json(response, 201)).toEqual({ imported: 5 });

    // 100 - 12.34 + 0.10 + 0.20 - 1,234,567.89; the future row waits for its date.
    expect(await balanceCents(wallet)).toBe(10_000 - 1_234 + 10 + 20 - 123_456_789);

    const listed = await entriesOf(wallet);
    expect(listed.total).toBe(5);
    const byAmount = new Map(listed.data.map((entry) => [entry.amount, entry]));
    expect(byAmount.get(-12.34)).toMatchObject({
      type: 'expenses',
      planned: false,
      category_id: 75,
      note: 'Weekly shop',
      date_time: '2026-01-15T00:00:00.000Z',
      currency_id: 2,
    });
    expect(byAmount.get(0.1)).toMatchObject({ type: 'incoming', category_id: 75, note: 'Bank · Interest' });
    expect(byAmount.get(0.2)).toMatchObject({ type: 'incoming', category_id: 67 });
    expect(byAmount.get(-1234567.89)).toMatchObject({ category_id: 16, note: 'Landlord', payee_id: null });
    expect(byAmount.get(-50)).toMatchObject({ type: 'expenses', planned: true });

    // "GROCERIES" reused the existing label; "Food" and "food" are one new label.
    const shop = byAmount.get(-12.34);
    expect(shop?.labels.map((label) => label.name)).toEqual(['Food', 'Groceries']);
    expect(shop?.labels.find((label) => label.name === 'Groceries')?.id).toBe(existing.id);
    expect(byAmount.get(0.2)?.labels.map((label) => label.name)).toEqual(['Food']);
    const labels = await allLabels();
    expect(labels.filter((label) => label.name.toLowerCase() === 'groceries')).toHaveLength(1);
    expect(labels.filter((label) => label.name.toLowerCase() === 'food')).toHaveLength(1);

    // Search finds imported rows by label, category and payee (kept in the note).
    const find = async (text: string) =>
      findResponseSchema.parse(await json(await owner('POST', '/api/find', { text, account: [wallet.id] })))
        .pagination.total;
    expect(await find('food')).toBe(2);
    expect(await find('interest dividends')).toBe(1);
    expect(await find('landlord')).toBe(1);

    // Search terms as the label service would rebuild them.
    const terms = () =>
      server.db.query<{ id: number; search_terms: string }>(
        'SELECT id, search_terms FROM entries WHERE account_id = $1 ORDER BY id',
        [wallet.id],
      );
    const written = await terms();
    await refreshSearchTerms(
      server.db,
      written.map((row) => row.id),
    );
    expect(await terms()).toEqual(written);

    // The unfiltered list total comes from entry_counts, kept by the statement trigger.
    const [counts] = await server.db.query<{ planned: number; unplanned: number }>(
      'SELECT planned, unplanned FROM entry_counts WHERE workspace_id = $1',
      [team.workspace],
    );
    const live = await server.db.query<{ planned: boolean }>(
      'SELECT planned FROM entries WHERE workspace_id = $1 AND deleted_at IS NULL',
      [team.workspace],
    );
    expect(counts).toEqual({
      planned: live.filter((row) => row.planned).length,
      unplanned: live.filter((row) => !row.planned).length,
    });
  });

  it('refuses invalid rows with the row and field, and writes nothing', async () => {
    const wallet = await createWallet(server, team.owner, { name: 'Untouched', balance: 10 });
    const labelsBefore = (await allLabels()).length;
    const good = { date_time: '2026-01-15', amount: '-1.00', labels: ['Brand new label'] };
    const rejected = async (rows: unknown[]) =>
      (await expectError(await importInto(wallet, rows), 422, 'validation_failed')).fields ?? {};

    expect(await rejected([good, { ...good, date_time: '2026-02-30' }])).toEqual({
      'rows.1.date_time': expect.any(String),
    });
    expect(await rejected([good, { ...good, date_time: '15/01/2026' }])).toHaveProperty('rows.1.date_time');
    expect(await rejected([{ ...good, amount: '12.345' }])).toEqual({ 'rows.0.amount': expect.any(String) });
    expect(await rejected([{ ...good, amount: '1,50' }])).toHaveProperty('rows.0.amount');
    expect(await rejected([{ ...good, amount: 0.1 + 0.2 }])).toHaveProperty('rows.0.amount');
    expect(await rejected([good, good, { ...good, amount: '0.00' }])).toEqual({
      'rows.2.amount': 'insert amount',
    });
    expect(await rejected([{ ...good, note: 'n'.repeat(990), payee: 'A long payee name' }])).toEqual({
      'rows.0.note': expect.any(String),
    });
    expect(await rejected([good, { ...good, category_id: 99_999 }])).toEqual({
      'rows.1.category_id': 'Category not found',
    });
    expect(await rejected([])).toHaveProperty('rows');
    // Several bad rows are all named at once.
    expect(
      Object.keys(await rejected([{ ...good, amount: 'x' }, good, { ...good, date_time: 'soon' }])).sort(),
    ).toEqual(['rows.0.amount', 'rows.2.date_time']);

    expect(await balanceCents(wallet)).toBe(1_000);
    expect((await entriesOf(wallet)).total).toBe(0);
    const labelsAfter = await allLabels();
    expect(labelsAfter).toHaveLength(labelsBefore);
    expect(labelsAfter.some((label) => label.name === 'Brand new label')).toBe(false);
  });

  it(`imports ${IMPORT_MAX_ROWS} rows in one request and refuses one more`, async () => {
    const wallet = await createWallet(server, team.owner, { name: 'Bulk', balance: 0 });
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, index) => ({
      date_time: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
      amount: index % 3 === 0 ? `${index}.01` : `-${index % 100}.99`,
      note: `Row ${index}`,
      labels: [`bulk-${index % 7}`],
    }));
    const expected = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);

    const tooMany = await expectError(await importInto(wallet, [...rows, rows[0]]), 422, 'validation_failed');
    expect(tooMany.fields).toHaveProperty('rows');

    expect(await json(await importInto(wallet, rows), 201)).toEqual({ imported: IMPORT_MAX_ROWS });
    expect(await balanceCents(wallet)).toBe(expected);
    // A filtered list counts exactly only so far; the database says how many rows and labels there are.
    const [stored] = await server.db.query<{ entries: number; labelled: number }>(
      `SELECT count(*)::int AS entries, (SELECT count(*)::int FROM entry_labels el JOIN entries l ON l.id = el.entry_id
         WHERE l.account_id = $1) AS labelled
       FROM entries WHERE account_id = $1 AND deleted_at IS NULL`,
      [wallet.id],
    );
    expect(stored).toEqual({ entries: IMPORT_MAX_ROWS, labelled: IMPORT_MAX_ROWS });
  });

  it("answers 404 for another workspace's wallet and 403 for a viewer, writing nothing", async () => {
    const theirs = await createWallet(server, team.outsider, { name: 'Not yours', balance: 5 });
    const row = { date_time: '2026-01-15', amount: '-1' };
    await expectError(await importInto(theirs, [row]), 404, 'not_found');
    await expectError(
      await as(server, team.outsider)(
        'POST',
        '/api/entries/import',
        { account_id: theirs.id, rows: [row] },
        {
          workspace: team.workspace,
        },
      ),
      404,
      'not_found',
    );
    const mine = await createWallet(server, team.owner, { name: 'Viewed', balance: 5 });
    await expectError(
      await as(server, team.viewer, team.workspace)('POST', '/api/entries/import', {
        account_id: mine.id,
        rows: [row],
      }),
      403,
      'forbidden',
    );
    expect(await balanceCents(mine)).toBe(500);
    expect((await entriesOf(mine)).total).toBe(0);
    const [outsiderWallet] = await server.db.query<{ balance_cents: number }>(
      'SELECT balance_cents FROM wallets WHERE id = $1',
      [theirs.id],
    );
    expect(outsiderWallet?.balance_cents).toBe(500);
  });
});
