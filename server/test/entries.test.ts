import { type Entry, entryPageSchema, entryResponseSchema, findResponseSchema, type Wallet } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDuePlannedEntries } from '../src/entries/ledger-service.ts';
import { createSetUpUser, json } from './support/client.ts';
import { expectError } from './support/http.ts';
import { as, createWallet, ledgerTeam, walletsOf } from './support/ledger.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let owner: ReturnType<typeof as>;
let bank: { id: number; uuid: string };
let cash: { id: number; uuid: string };

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
  owner = as(server, team.owner);
  bank = await createWallet(server, team.owner, { name: 'Main', balance: 100 });
  cash = await createWallet(server, team.owner, { name: 'Cash', type: 'cache', balance: 0 });
});

afterAll(async () => {
  await server?.close();
});

async function balanceOf(wallet: { uuid: string }) {
  return (await walletsOf(server, team.owner)).find((w) => w.uuid === wallet.uuid)?.balance;
}

async function post(type: string, body: Record<string, unknown>): Promise<Entry> {
  return entryResponseSchema.parse(await json(await owner('POST', `/api/entry/${type}`, body), 201)).data;
}

const PAST = '2026-01-15T10:00:00.000Z';

describe('entries', () => {
  it('creates an expense and an income, moving the wallet balance, and reads them back', async () => {
    const expense = await post('expense', {
      amount: -12.34,
      account_id: bank.id,
      category_id: 3,
      note: 'Weekly groceries',
      date_time: PAST,
      labels: [{ name: 'Home', color: '#aa0000' }],
    });
    expect(expense).toMatchObject({
      type: 'expense',
      amount: -12.34,
      planned: false,
      confirmed: true,
      account_id: bank.id,
      wallet: { uuid: bank.uuid, name: 'Main' },
      category_id: 3,
      sub_category: { slug: 'groceries', category: { id: 1, slug: 'food_drinks' } },
      currency_id: 2,
      payment_type_id: 1,
      date_time: PAST,
      note: 'Weekly groceries',
    });
    expect(expense.labels.map((label) => label.name)).toEqual(['Home']);
    await post('income', {
      amount: 1000,
      account_id: bank.id,
      category_id: 73,
      date_time: PAST,
      labels: [{ name: 'HOME', color: null }],
    });
    expect(await balanceOf(bank)).toBe(100 - 12.34 + 1000);
    const read = entryResponseSchema.parse(await json(await owner('GET', `/api/entry/${expense.uuid}`))).data;
    expect(read.uuid).toBe(expense.uuid);
  });

  it('rejects wrong signs, missing fields, saving and unknown types with 422', async () => {
    const sign = await expectError(
      await owner('POST', '/api/entry/expense', { amount: 5, account_id: bank.id, category_id: 3 }),
      422,
      'validation_failed',
    );
    expect(sign.fields?.amount).toMatch(/negative/);
    const income = await expectError(
      await owner('POST', '/api/entry/income', { amount: -5, account_id: bank.id, category_id: 73 }),
      422,
      'validation_failed',
    );
    expect(income.fields?.amount).toMatch(/positive/);
    const missing = await expectError(
      await owner('POST', '/api/entry/expense', {}),
      422,
      'validation_failed',
    );
    expect(missing.fields).toEqual({
      amount: 'insert amount',
      account_id: 'choose wallet',
      category_id: 'choose category',
    });
    const transfer = await expectError(
      await owner('POST', '/api/entry/transfer', { amount: 5, account_id: bank.id, transfer_to: bank.id }),
      422,
      'validation_failed',
    );
    expect(transfer.fields).toEqual({ transfer_to: 'wallets must be different' });
    const noTarget = await expectError(
      await owner('POST', '/api/entry/transfer', { amount: 5, account_id: bank.id }),
      422,
      'validation_failed',
    );
    expect(noTarget.fields).toEqual({ transfer_to: 'choose wallet transfer' });
    const debit = await expectError(
      await owner('POST', '/api/entry/debit', { amount: 5, account_id: bank.id }),
      422,
      'validation_failed',
    );
    expect(debit.fields).toEqual({ payee_id: 'choose payee' });
    const blank = await expectError(
      await owner('POST', '/api/entry/debit', { amount: 5, account_id: bank.id, payee_name: ' ' }),
      422,
      'validation_failed',
    );
    expect(blank.fields).toEqual({ payee_name: 'insert payee name' });
    const saving = await expectError(
      await owner('POST', '/api/entry/saving', { amount: 5, account_id: bank.id }),
      422,
      'validation_failed',
    );
    expect(saving.message).toBe('Saving entries come with goals');
    const unknown = await expectError(
      await owner('POST', '/api/entry/gift', { amount: 5 }),
      422,
      'validation_failed',
    );
    expect(unknown.message).toBe('Invalid entry type');
    const badDate = await expectError(
      await owner('POST', '/api/entry/expense', {
        amount: -5,
        account_id: bank.id,
        category_id: 3,
        date_time: 'soon',
      }),
      422,
      'validation_failed',
    );
    expect(badDate.fields?.date_time).toBeDefined();
    const cents = await expectError(
      await owner('POST', '/api/entry/expense', { amount: -5.555, account_id: bank.id, category_id: 3 }),
      422,
      'validation_failed',
    );
    expect(cents.fields?.amount).toBeDefined();
  });

  it('writes a transfer as two linked rows; edit and delete act on both', async () => {
    const before = { bank: await balanceOf(bank), cash: await balanceOf(cash) };
    const transfer = await post('transfer', {
      amount: 50,
      account_id: bank.id,
      transfer_to: cash.id,
      date_time: PAST,
    });
    expect(transfer).toMatchObject({
      amount: -50,
      account_id: bank.id,
      transfer_to: { id: cash.id },
      category_id: 75,
    });
    const other = entryResponseSchema.parse(
      await json(await owner('GET', `/api/entry/${transfer.transfer_id}`)),
    ).data;
    expect(other).toMatchObject({ amount: 50, account_id: cash.id, transfer_id: transfer.uuid });
    expect(await balanceOf(bank)).toBeCloseTo((before.bank ?? 0) - 50, 2);
    expect(await balanceOf(cash)).toBeCloseTo((before.cash ?? 0) + 50, 2);
    await json(
      await owner('PUT', `/api/entry/transfer/${other.uuid}`, {
        amount: 20,
        account_id: cash.id,
        transfer_to: bank.id,
        date_time: PAST,
      }),
    );
    expect(await balanceOf(bank)).toBeCloseTo((before.bank ?? 0) + 20, 2);
    expect(await balanceOf(cash)).toBeCloseTo((before.cash ?? 0) - 20, 2);
    await json(await owner('DELETE', `/api/entry/${transfer.uuid}`));
    await expectError(await owner('GET', `/api/entry/${other.uuid}`), 404, 'not_found');
    expect(await balanceOf(bank)).toBeCloseTo(before.bank ?? 0, 2);
    expect(await balanceOf(cash)).toBeCloseTo(before.cash ?? 0, 2);
    const out = await post('transfer', {
      amount: 5,
      account_id: null,
      transfer_to: cash.id,
      date_time: PAST,
    });
    expect(out.account_id).toBeNull();
    expect(await balanceOf(cash)).toBeCloseTo((before.cash ?? 0) + 5, 2);
  });

  it('records debits to a new payee and to an existing one', async () => {
    const first = await post('debit', {
      amount: -30,
      account_id: bank.id,
      payee_name: 'Anna',
      date_time: PAST,
    });
    expect(first.payee?.name).toBe('Anna');
    expect(first.category_id).toBe(55);
    const second = await post('debit', {
      amount: 10,
      account_id: bank.id,
      payee_id: first.payee_id,
      date_time: PAST,
    });
    expect(second.payee_id).toBe(first.payee_id);
    const [payee] = await server.db.query<{ balance_cents: number }>(
      'SELECT balance_cents FROM payees WHERE id = $1',
      [first.payee_id],
    );
    expect(payee?.balance_cents).toBe(-2000);
  });

  it('plans future entries and counts them when the job finds them due', async () => {
    const start = await balanceOf(cash);
    const future = await post('income', {
      amount: 7.5,
      account_id: cash.id,
      category_id: 73,
      date_time: '2999-01-01T00:00:00Z',
    });
    expect(future.planned).toBe(true);
    expect(await balanceOf(cash)).toBe(start);
    await server.db.query("UPDATE entries SET date_time = now() - interval '1 minute' WHERE uuid = $1", [
      future.uuid,
    ]);
    expect(await settleDuePlannedEntries(server.db)).toBeGreaterThanOrEqual(1);
    expect(await settleDuePlannedEntries(server.db)).toBe(0);
    expect(await balanceOf(cash)).toBeCloseTo((start ?? 0) + 7.5, 2);
    const unconfirmed = await post('expense', {
      amount: -3,
      account_id: cash.id,
      category_id: 3,
      confirmed: false,
      date_time: PAST,
    });
    expect(await balanceOf(cash)).toBeCloseTo((start ?? 0) + 7.5, 2);
    await json(
      await owner('PUT', `/api/entry/expense/${unconfirmed.uuid}`, {
        amount: -3,
        account_id: cash.id,
        category_id: 3,
        date_time: PAST,
      }),
    );
    expect(await balanceOf(cash)).toBeCloseTo((start ?? 0) + 4.5, 2);
  });

  it('settles due entries across many wallets from concurrent job runs, exact and without deadlock', async () => {
    // Several servers run the job at once; each batch moves many wallets, which must be locked in one order.
    const user = await createSetUpUser(server, { name: 'Settler' });
    const wallets = await Promise.all(
      Array.from({ length: 6 }, (_, index) => createWallet(server, user, { name: `W${index}`, balance: 0 })),
    );
    const request = as(server, user);
    for (let index = 0; index < 48; index++) {
      const wallet = wallets[(index * 5) % wallets.length] as Wallet;
      await json(
        await request('POST', '/api/entry/income', {
          amount: 1.01,
          account_id: wallet.id,
          category_id: 73,
          date_time: '2999-01-01T00:00:00Z',
        }),
        201,
      );
    }
    await server.db.query(
      "UPDATE entries SET date_time = now() - random() * interval '1 day' WHERE workspace_id = $1",
      [user.workspace.uuid],
    );
    await Promise.all(Array.from({ length: 4 }, () => settleDuePlannedEntries(server.db, 5)));
    while ((await settleDuePlannedEntries(server.db, 5)) > 0) {
      // drain
    }
    const balances = (await walletsOf(server, user)).filter((w) => w.name.startsWith('W'));
    expect(balances.map((w) => w.balance)).toEqual(wallets.map(() => 8.08));
  });

  it('lists newest first with filters, pages and totals', async () => {
    const all = entryPageSchema.parse(await json(await owner('GET', '/api/entry?page=1&per_page=2')));
    expect(all.data).toHaveLength(2);
    expect(all.per_page).toBe(2);
    expect(all.last_page).toBe(Math.ceil(all.total / 2));
    const times = all.data.map((entry) => entry.date_time);
    expect(times).toEqual([...times].sort().reverse());
    const cashOnly = entryPageSchema.parse(
      await json(await owner('GET', `/api/entry?filters[account_id]=${cash.id}`)),
    );
    expect(cashOnly.data.every((entry) => entry.account_id === cash.id)).toBe(true);
    const planned = entryPageSchema.parse(
      await json(await owner('GET', '/api/entry?filters[planned]=0&filters[type]=debit')),
    );
    expect(planned.data.map((entry) => entry.type)).toEqual(['debit', 'debit']);
    const january = entryPageSchema.parse(
      await json(
        await owner(
          'GET',
          '/api/entry?filters[date_time][]=>=|2026-01-15&filters[date_time][]=<=|2026-01-15&filters[category_id]=3',
        ),
      ),
    );
    expect(january.data.length).toBeGreaterThan(0);
    expect(
      january.data.every((entry) => entry.category_id === 3 && entry.date_time.startsWith('2026-01-15')),
    ).toBe(true);
    const home = (
      await json<{ data: { id: number; name: string }[] }>(await owner('GET', '/api/label/list'))
    ).data.find((l) => l.name === 'Home');
    const labelled = entryPageSchema.parse(
      await json(await owner('GET', `/api/entry?filters[label]=${home?.id}`)),
    );
    expect(labelled.total).toBe(2);
    await expectError(await owner('GET', '/api/entry?filters[date_time][]=soon'), 422, 'validation_failed');
  });

  it('searches by text over notes, labels, payees and categories', async () => {
    const byNote = findResponseSchema.parse(
      await json(await owner('POST', '/api/find?page=1', { text: 'weekly, GROCERIES' })),
    );
    expect(byNote.data.map((entry) => entry.note)).toEqual(['Weekly groceries']);
    const byPayee = findResponseSchema.parse(await json(await owner('POST', '/api/find', { text: 'anna' })));
    expect(byPayee.total).toBe(2);
    const byLabel = findResponseSchema.parse(
      await json(await owner('POST', '/api/find', { text: 'home', type: ['income'] })),
    );
    expect(byLabel.total).toBe(1);
    const ranged = findResponseSchema.parse(
      await json(
        await owner('POST', '/api/find', {
          date_time: { start: '2026-01-01', end: '2026-01-31' },
          account: [bank.id],
        }),
      ),
    );
    expect(ranged.data.every((entry) => entry.account_id === bank.id)).toBe(true);
    const tooLong = await expectError(
      await owner('POST', '/api/find', { date_time: { start: '2025-01-01', end: '2026-01-31' } }),
      422,
      'validation_failed',
    );
    expect(tooLong.fields?.date_time).toMatch(/364/);
    const everything = findResponseSchema.parse(await json(await owner('GET', '/api/search/all?page=1')));
    expect(everything.total).toBeGreaterThan(5);
    // A renamed label is found by its new name only.
    const labels = (
      await json<{ data: { id: number; name: string }[] }>(await owner('GET', '/api/label/list'))
    ).data;
    const home = labels.find((label) => label.name === 'Home');
    await json(await owner('PUT', `/api/label/${home?.id}`, { name: 'Household', color: '#aa0000' }));
    expect(
      findResponseSchema.parse(await json(await owner('POST', '/api/find', { text: 'household' }))).total,
    ).toBe(2);
    expect(
      findResponseSchema.parse(await json(await owner('POST', '/api/find', { text: 'home' }))).total,
    ).toBe(0);
  });

  it('answers 404 for other workspaces and 403 to viewers', async () => {
    const entry = await post('expense', { amount: -1, account_id: bank.id, category_id: 3, date_time: PAST });
    const outsider = as(server, team.outsider);
    await expectError(await outsider('GET', `/api/entry/${entry.uuid}`), 404, 'not_found');
    await expectError(await outsider('DELETE', `/api/entry/${entry.uuid}`), 404, 'not_found');
    await expectError(
      await outsider('PUT', `/api/entry/expense/${entry.uuid}`, {
        amount: -1,
        account_id: bank.id,
        category_id: 3,
      }),
      404,
      'not_found',
    );
    // The outsider's own workspace cannot point at the owner's wallet.
    await expectError(
      await outsider('POST', '/api/entry/expense', { amount: -1, account_id: bank.id, category_id: 3 }),
      404,
      'not_found',
    );
    const [ownWallet] = await walletsOf(server, team.outsider);
    const foreignLabel = (await json<{ data: { id: number }[] }>(await owner('GET', '/api/label/list')))
      .data[0];
    await expectError(
      await outsider('POST', '/api/entry/expense', {
        amount: -1,
        account_id: ownWallet?.id,
        category_id: 3,
        labels: [foreignLabel?.id],
      }),
      404,
      'not_found',
    );
    const list = entryPageSchema.parse(await json(await outsider('GET', '/api/entry')));
    expect(list.total).toBe(0);
    const viewer = as(server, team.viewer, team.workspace);
    await json(await viewer('GET', `/api/entry/${entry.uuid}`));
    await expectError(await viewer('DELETE', `/api/entry/${entry.uuid}`), 403, 'forbidden');
    await expectError(
      await viewer('POST', '/api/entry/expense', { amount: -1, account_id: bank.id, category_id: 3 }),
      403,
      'forbidden',
    );
  });
});
