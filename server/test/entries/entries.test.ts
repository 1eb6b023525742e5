import {
  type Entry,
  entryPageSchema,
  entrySchema,
  findResponseSchema,
  labelListResponseSchema,
  messageResponseSchema,
  payeeListSchema,
  type Wallet,
  walletMoney,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDuePlannedEntries } from '../../src/entries/ledger-service.ts';
import { createSetUpUser, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, ledgerTeam, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

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
  const found = (await walletsOf(server, team.owner)).find((w) => w.uuid === wallet.uuid);
  return found && walletMoney(found);
}

async function post(type: string, body: Record<string, unknown>): Promise<Entry> {
  return entrySchema.parse(await json(await owner('POST', `/api/entry/${type}`, body), 201));
}

/** A transfer's other row, read through the API (its uuid is only in the database). */
async function twinOf(entry: Entry): Promise<Entry> {
  const [row] = await server.db.query<{ uuid: string }>(
    'SELECT uuid FROM entries WHERE transfer_uuid = $1::uuid AND deleted_at IS NULL',
    [entry.uuid],
  );
  expect(row).toBeDefined();
  return entrySchema.parse(await json(await owner('GET', `/api/entry/${row?.uuid}`)));
}

const labelsOf = async (request: ReturnType<typeof as>) =>
  labelListResponseSchema.parse(await json(await request('GET', '/api/label/list')));

const PAST = '2026-01-15T10:00:00.000Z';

describe('entries', () => {
  it('creates an expense and an income, moving the wallet balance, and reads them back', async () => {
    const expense = await post('expense', {
      type: 'expenses',
      amount: -12.34,
      account_id: bank.id,
      category_id: 3,
      note: 'Weekly groceries',
      date_time: PAST,
      transfer_id: false,
      labels: [{ name: 'Home', color: '#aa0000' }],
    });
    expect(expense).toMatchObject({
      type: 'expenses',
      amount: -12.34,
      planned: false,
      confirmed: true,
      account_id: bank.id,
      wallet: { id: bank.id, uuid: bank.uuid, name: 'Main' },
      category_id: 3,
      sub_category: { slug: 'groceries', name: 'groceries', category: { id: 1, slug: 'food_drinks' } },
      currency_id: 2,
      payment_type_id: 1,
      payment_type: { id: 1 },
      date_time: PAST,
      note: 'Weekly groceries',
      transfer_id: null,
      transfer_to: null,
      payee_id: null,
      goal_id: null,
    });
    expect(expense.labels.map((label) => [label.name, label.color])).toEqual([['Home', '#aa0000']]);
    const home = expense.labels[0]?.id;
    const income = await post('income', {
      type: 'incoming',
      amount: 1000,
      account_id: bank.id,
      category_id: 73,
      date_time: PAST,
      // By id, and a new one by a name that exists in another case: both the one label.
      labels: [
        { name: home, color: null },
        { name: 'HOME', color: '#00ff00' },
      ],
    });
    expect(income.type).toBe('incoming');
    expect(income.labels.map((label) => [label.id, label.name, label.color])).toEqual([
      [home, 'Home', '#aa0000'],
    ]);
    expect(await balanceOf(bank)).toBe(100 - 12.34 + 1000);
    const read = entrySchema.parse(await json(await owner('GET', `/api/entry/${expense.uuid}`)));
    expect(read).toEqual(expense);
  });

  it('rejects wrong signs, missing fields, a saving without its goal and unknown types with 422, changing nothing', async () => {
    const before = {
      bank: await balanceOf(bank),
      cash: await balanceOf(cash),
      total: entryPageSchema.parse(await json(await owner('GET', '/api/entry'))).total,
      payees: payeeListSchema.parse(await json(await owner('GET', '/api/payees'))).length,
      labels: (await labelsOf(owner)).length,
    };
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
      await owner('POST', '/api/entry/transfer', { amount: 5, account_id: bank.id, transfer_id: bank.id }),
      422,
      'validation_failed',
    );
    expect(transfer.fields).toEqual({ transfer_id: 'wallets must be different' });
    for (const target of [{}, { transfer_id: false }, { transfer_id: -1 }]) {
      const noTarget = await expectError(
        await owner('POST', '/api/entry/transfer', { amount: 5, account_id: bank.id, ...target }),
        422,
        'validation_failed',
      );
      expect(noTarget.fields, JSON.stringify(target)).toEqual({ transfer_id: 'choose wallet transfer' });
    }
    const nowhere = await expectError(
      await owner('POST', '/api/entry/transfer', { amount: 5, account_id: null, transfer_id: 0 }),
      422,
      'validation_failed',
    );
    expect(nowhere.fields).toEqual({ account_id: 'choose wallet', transfer_id: 'choose wallet transfer' });
    const debit = await expectError(
      await owner('POST', '/api/entry/debit', { amount: 5, account_id: bank.id }),
      422,
      'validation_failed',
    );
    expect(debit.fields).toEqual({ payee_id: 'choose payee' });
    const blank = await expectError(
      await owner('POST', '/api/entry/debit', { amount: 5, account_id: bank.id, payee_id: ' ' }),
      422,
      'validation_failed',
    );
    expect(blank.fields).toEqual({ payee_id: 'insert payee name' });
    const saving = await expectError(
      await owner('POST', '/api/entry/saving', { amount: 5, account_id: bank.id }),
      422,
      'validation_failed',
    );
    expect(saving.fields).toEqual({ goal_id: 'choose goal' });
    await expectError(
      await owner('POST', '/api/entry/saving', {
        amount: 5,
        account_id: bank.id,
        goal_id: '00000000-0000-4000-8000-000000000000',
      }),
      404,
      'not_found',
    );
    const unknown = await expectError(
      await owner('POST', '/api/entry/gift', { amount: 5 }),
      422,
      'validation_failed',
    );
    expect(unknown.error).toBe('Invalid entry type');
    const valid = { amount: -5, account_id: bank.id, category_id: 3, date_time: PAST };
    for (const date_time of ['soon', '2026-02-30', '2026-13-01', '2025-02-29T10:00:00Z', '15/01/2026']) {
      const badDate = await expectError(
        await owner('POST', '/api/entry/expense', { ...valid, date_time }),
        422,
        'validation_failed',
      );
      expect(Object.keys(badDate.fields ?? {}), date_time).toEqual(['date_time']);
    }
    for (const amount of [-5.555, '-5.555', 'five', '', '1e3']) {
      const badAmount = await expectError(
        await owner('POST', '/api/entry/expense', { ...valid, amount }),
        422,
        'validation_failed',
      );
      expect(Object.keys(badAmount.fields ?? {}), String(amount)).toEqual(['amount']);
    }
    // Labels go as { name: id, color: null } or { name: text, color }: a bare id or { id } is refused.
    const home = (await labelsOf(owner)).find((label) => label.name === 'Home')?.id as number;
    for (const label of [home, { id: home }, { name: ' ', color: '#aa0000' }]) {
      const badLabel = await expectError(
        await owner('POST', '/api/entry/expense', { ...valid, labels: [label] }),
        422,
        'validation_failed',
      );
      const keys = Object.keys(badLabel.fields ?? {});
      expect(keys.length, JSON.stringify(label)).toBeGreaterThan(0);
      expect(
        keys.every((key) => key.startsWith('labels')),
        JSON.stringify(label),
      ).toBe(true);
    }
    const flag = await expectError(
      await owner('POST', '/api/entry/expense', { ...valid, exclude_from_stats: 2 }),
      422,
      'validation_failed',
    );
    expect(Object.keys(flag.fields ?? {})).toEqual(['exclude_from_stats']);
    expect({
      bank: await balanceOf(bank),
      cash: await balanceOf(cash),
      total: entryPageSchema.parse(await json(await owner('GET', '/api/entry'))).total,
      payees: payeeListSchema.parse(await json(await owner('GET', '/api/payees'))).length,
      labels: (await labelsOf(owner)).length,
    }).toEqual(before);
  });

  it('applies the presence rules of the path whatever tab the body names', async () => {
    // The original client always sends its tab in `type`; the path decides, and its rules apply.
    const before = {
      bank: await balanceOf(bank),
      total: entryPageSchema.parse(await json(await owner('GET', '/api/entry'))).total,
    };
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['expense', { type: 'expenses', amount: -5, category_id: 3 }, { account_id: 'choose wallet' }],
      ['expense', { type: 'expenses', amount: -5, account_id: bank.id }, { category_id: 'choose category' }],
      [
        'income',
        { type: 'incoming', amount: 5, category_id: 0 },
        {
          account_id: 'choose wallet',
          category_id: 'choose category',
        },
      ],
      ['expense', { type: 'expense', amount: -5, category_id: 3 }, { account_id: 'choose wallet' }],
    ];
    for (const [path, body, fields] of cases) {
      const error = await expectError(
        await owner('POST', `/api/entry/${path}`, { ...body, date_time: PAST }),
        422,
        'validation_failed',
      );
      expect(error.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect({
      bank: await balanceOf(bank),
      total: entryPageSchema.parse(await json(await owner('GET', '/api/entry'))).total,
    }).toEqual(before);
  });

  it('reads amounts, flags and dates as the original client writes them', async () => {
    const start = (await balanceOf(cash)) ?? 0;
    const text = await post('expense', {
      type: 'expenses',
      amount: '-2.50',
      account_id: cash.id,
      category_id: 3,
      date_time: '2026-1-15',
      confirmed: 1,
      waranty: 0,
      exclude_from_stats: 1,
      transfer_id: false,
      payee_id: null,
      labels: [],
    });
    expect(text).toMatchObject({
      type: 'expenses',
      amount: -2.5,
      date_time: '2026-01-15T00:00:00.000Z',
      confirmed: true,
      waranty: false,
      exclude_from_stats: true,
      transfer_id: null,
      payee_id: null,
      labels: [],
    });
    const comma = await post('income', {
      amount: '3,25',
      account_id: cash.id,
      category_id: 73,
      date_time: '2026/1/15',
      exclude_from_stats: 0,
    });
    expect(comma).toMatchObject({
      type: 'incoming',
      amount: 3.25,
      date_time: '2026-01-15T00:00:00.000Z',
      exclude_from_stats: false,
    });
    expect(await balanceOf(cash)).toBeCloseTo(start - 2.5 + 3.25, 2);
    // An edit reads the same forms.
    const edited = entrySchema.parse(
      await json(
        await owner('PUT', `/api/entry/expense/${text.uuid}`, {
          amount: '-4',
          account_id: cash.id,
          category_id: 3,
          date_time: '2026-01-15 10:00:00',
          exclude_from_stats: 0,
        }),
      ),
    );
    expect(edited).toMatchObject({
      uuid: text.uuid,
      amount: -4,
      date_time: PAST,
      exclude_from_stats: false,
    });
    expect(await balanceOf(cash)).toBeCloseTo(start - 4 + 3.25, 2);
    // An impossible day on an edit is refused and the entry stays as it was.
    const refused = await expectError(
      await owner('PUT', `/api/entry/expense/${text.uuid}`, {
        amount: -9,
        account_id: cash.id,
        category_id: 3,
        date_time: '2026-02-30',
      }),
      422,
      'validation_failed',
    );
    expect(Object.keys(refused.fields ?? {})).toEqual(['date_time']);
    expect(entrySchema.parse(await json(await owner('GET', `/api/entry/${text.uuid}`)))).toEqual(edited);
    expect(await balanceOf(cash)).toBeCloseTo(start - 4 + 3.25, 2);
  });

  it('writes a transfer as two linked rows; edit and delete act on both', async () => {
    const before = { bank: (await balanceOf(bank)) ?? 0, cash: (await balanceOf(cash)) ?? 0 };
    const transfer = await post('transfer', {
      type: 'transfer',
      amount: 50,
      account_id: bank.id,
      transfer_id: cash.id,
      category_id: 0,
      date_time: PAST,
    });
    expect(transfer).toMatchObject({
      type: 'transfer',
      amount: -50,
      account_id: bank.id,
      wallet: { id: bank.id, uuid: bank.uuid, name: 'Main' },
      transfer_id: cash.id,
      transfer_to: { id: cash.id, uuid: cash.uuid, name: 'Cash' },
      category_id: 75,
    });
    const other = await twinOf(transfer);
    expect(other).toMatchObject({
      type: 'transfer',
      amount: 50,
      account_id: cash.id,
      wallet: { id: cash.id, uuid: cash.uuid },
      transfer_id: bank.id,
      transfer_to: { id: bank.id, uuid: bank.uuid, name: 'Main' },
      category_id: 75,
    });
    expect(await balanceOf(bank)).toBeCloseTo(before.bank - 50, 2);
    expect(await balanceOf(cash)).toBeCloseTo(before.cash + 50, 2);
    // Edited through the other row, the other way round: both rows follow.
    const edited = entrySchema.parse(
      await json(
        await owner('PUT', `/api/entry/transfer/${other.uuid}`, {
          type: 'transfer',
          amount: 20,
          account_id: cash.id,
          transfer_id: bank.id,
          category_id: 0,
          date_time: PAST,
        }),
      ),
    );
    expect(edited).toMatchObject({ uuid: other.uuid, type: 'transfer' });
    expect(Math.abs(edited.amount)).toBe(20);
    expect(await balanceOf(bank)).toBeCloseTo(before.bank + 20, 2);
    expect(await balanceOf(cash)).toBeCloseTo(before.cash - 20, 2);
    const fromCash = entrySchema.parse(await json(await owner('GET', `/api/entry/${transfer.uuid}`)));
    expect(fromCash).toMatchObject({ amount: -20, account_id: cash.id, transfer_id: bank.id });
    messageResponseSchema.parse(await json(await owner('DELETE', `/api/entry/${transfer.uuid}`)));
    await expectError(await owner('GET', `/api/entry/${other.uuid}`), 404, 'not_found');
    await expectError(await owner('GET', `/api/entry/${transfer.uuid}`), 404, 'not_found');
    expect(await balanceOf(bank)).toBeCloseTo(before.bank, 2);
    expect(await balanceOf(cash)).toBeCloseTo(before.cash, 2);

    // Into a wallet from out of wallet (account_id null): the row without a wallet names no transfer_to.
    const into = await post('transfer', {
      amount: 5,
      account_id: null,
      transfer_id: cash.id,
      date_time: PAST,
    });
    expect(into).toMatchObject({
      amount: -5,
      account_id: null,
      wallet: null,
      transfer_id: cash.id,
      transfer_to: null,
    });
    expect(await twinOf(into)).toMatchObject({
      amount: 5,
      account_id: cash.id,
      transfer_id: 0,
      transfer_to: null,
    });
    expect(await balanceOf(cash)).toBeCloseTo(before.cash + 5, 2);
    // Out of a wallet (transfer_id 0), then edited as the client edits it ("" for out of wallet).
    const out = await post('transfer', { amount: 3, account_id: cash.id, transfer_id: 0, date_time: PAST });
    expect(out).toMatchObject({
      amount: -3,
      account_id: cash.id,
      wallet: { id: cash.id },
      transfer_id: 0,
      transfer_to: null,
    });
    expect(await twinOf(out)).toMatchObject({
      amount: 3,
      account_id: null,
      wallet: null,
      transfer_id: cash.id,
    });
    expect(await balanceOf(cash)).toBeCloseTo(before.cash + 2, 2);
    const outEdited = entrySchema.parse(
      await json(
        await owner('PUT', `/api/entry/transfer/${out.uuid}`, {
          amount: 4,
          account_id: cash.id,
          transfer_id: '',
          date_time: PAST,
        }),
      ),
    );
    expect(outEdited).toMatchObject({ amount: -4, account_id: cash.id, transfer_id: 0 });
    expect(await balanceOf(cash)).toBeCloseTo(before.cash + 1, 2);
    expect(await balanceOf(bank)).toBeCloseTo(before.bank, 2);
  });

  it('records debits to a new payee, given by name, and to an existing one, by id', async () => {
    const first = await post('debit', {
      type: 'debit',
      amount: -30,
      account_id: bank.id,
      category_id: 0,
      transfer_id: false,
      payee_id: 'Anna',
      date_time: PAST,
    });
    expect(first).toMatchObject({
      type: 'debit',
      category_id: 55,
      payee: { name: 'Anna' },
      transfer_id: null,
      transfer_to: null,
    });
    const second = await post('debit', {
      type: 'debit',
      amount: 10,
      account_id: bank.id,
      category_id: 0,
      payee_id: first.payee_id,
      date_time: PAST,
    });
    expect(second.payee_id).toBe(first.payee_id);
    const payees = payeeListSchema.parse(await json(await owner('GET', '/api/payees')));
    expect(payees).toEqual([{ id: first.payee_id, uuid: first.payee?.uuid, name: 'Anna', balance: -20 }]);
  });

  it('plans future entries and counts them when the job finds them due', async () => {
    const start = (await balanceOf(cash)) ?? 0;
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
    expect(await balanceOf(cash)).toBeCloseTo(start + 7.5, 2);
    const unconfirmed = await post('expense', {
      amount: -3,
      account_id: cash.id,
      category_id: 3,
      confirmed: false,
      date_time: PAST,
    });
    expect(await balanceOf(cash)).toBeCloseTo(start + 7.5, 2);
    await json(
      await owner('PUT', `/api/entry/expense/${unconfirmed.uuid}`, {
        amount: -3,
        account_id: cash.id,
        category_id: 3,
        date_time: PAST,
      }),
    );
    expect(await balanceOf(cash)).toBeCloseTo(start + 4.5, 2);
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
    const list = async (query: string) =>
      entryPageSchema.parse(await json(await owner('GET', `/api/entry?${query}`)));
    const all = await list('page=1&per_page=2');
    expect(all.data).toHaveLength(2);
    expect(all.per_page).toBe(2);
    expect(all.last_page).toBe(Math.ceil(all.total / 2));
    const times = all.data.map((entry) => entry.date_time);
    expect(times).toEqual([...times].sort().reverse());
    // Wallets by uuid, as the client filters them (or by id).
    const cashOnly = await list(`filters[account_id]=${cash.uuid}&per_page=100`);
    expect(cashOnly.total).toBeGreaterThan(0);
    expect(cashOnly.data).toHaveLength(cashOnly.total);
    expect(cashOnly.data.every((entry) => entry.account_id === cash.id)).toBe(true);
    expect((await list(`filters[account_id]=${cash.id}&per_page=100`)).data).toEqual(cashOnly.data);
    // Payees by uuid, with filters[planned]=0 twice (the client's links add it again).
    const anna = payeeListSchema
      .parse(await json(await owner('GET', '/api/payees')))
      .find((payee) => payee.name === 'Anna');
    const debits = await list(`filters[payee_id]=${anna?.uuid}&filters[planned]=0&filters[planned]=0`);
    expect(debits.data.map((entry) => [entry.type, entry.amount])).toEqual([
      ['debit', 10],
      ['debit', -30],
    ]);
    expect(debits.total).toBe(2);
    const incoming = await list('filters[type]=incoming&filters[planned]=0');
    expect(incoming.data.map((entry) => [entry.type, entry.amount]).sort()).toEqual([
      ['incoming', 1000],
      ['incoming', 3.25],
      ['incoming', 7.5],
    ]);
    expect(incoming.total).toBe(3);
    // filters[type]=planned: the future-dated entries.
    const someday = await post('expense', {
      amount: -1,
      account_id: cash.id,
      category_id: 3,
      note: 'Someday',
      date_time: '2999-01-01T00:00:00.000Z',
    });
    expect((await list('filters[type]=planned')).data.map((entry) => entry.uuid)).toEqual([someday.uuid]);
    expect((await list('filters[planned]=1')).data.map((entry) => entry.uuid)).toEqual([someday.uuid]);
    expect(await list('filters[type]=planned&filters[planned]=0')).toMatchObject({ data: [], total: 0 });
    expect(
      (await list('filters[type]=expenses&filters[planned]=0')).data.every((e) => e.type === 'expenses'),
    ).toBe(true);
    // Dates repeat filters[date_time] without [], padded or not.
    const january = await list(
      'filters[date_time]=>=|2026-1-15&filters[date_time]=<=|2026-01-15&filters[category_id]=3',
    );
    expect(january.data.length).toBeGreaterThan(0);
    expect(
      january.data.every((entry) => entry.category_id === 3 && entry.date_time.startsWith('2026-01-15')),
    ).toBe(true);
    const home = (await labelsOf(owner)).find((l) => l.name === 'Home');
    const labelled = await list(`filters[label]=${home?.id}`);
    expect(labelled.total).toBe(2);
    for (const bad of ['filters[date_time]=soon', 'filters[date_time]=>=|2026-02-30', 'filters[type]=gift']) {
      await expectError(await owner('GET', `/api/entry?${bad}`), 422, 'validation_failed');
    }
  });

  it('searches by text over notes, labels, payees and categories', async () => {
    const find = async (body: unknown, page = '') =>
      findResponseSchema.parse(await json(await owner('POST', `/api/find${page}`, body)));
    const byNote = await find({ text: 'weekly, GROCERIES' }, '?page=1');
    expect(byNote.data.map((entry) => entry.note)).toEqual(['Weekly groceries']);
    expect(byNote.pagination).toEqual({
      current_page: 1,
      per_page: 30,
      total: 1,
      total_pages: 1,
      has_next_page: false,
      has_prev_page: false,
    });
    expect((await find({ text: 'anna' })).pagination.total).toBe(2);
    expect((await find({ text: 'home', type: ['incoming'] })).pagination.total).toBe(1);
    expect((await find({ text: 'home', type: ['expenses', 'incoming'] })).pagination.total).toBe(2);
    // The client's whole form: dates as ISO instants (read as their UTC day), planned: true = included.
    const ranged = await find({
      no_entry_found: false,
      text: null,
      date_time: ['2026-01-01T00:00:00.000Z', '2026-01-31T23:00:00.000Z'],
      type: [],
      account: [bank.id],
      category: [],
      tags: [],
      planned: true,
    });
    expect(ranged.data.length).toBeGreaterThan(0);
    expect(ranged.data.every((entry) => entry.account_id === bank.id)).toBe(true);
    expect(ranged.pagination.total).toBe(ranged.data.length);
    expect((await find({ text: 'someday', planned: true })).data.map((entry) => entry.note)).toEqual([
      'Someday',
    ]);
    expect((await find({ text: 'someday', planned: false })).pagination.total).toBe(0);
    const tooLong = await expectError(
      await owner('POST', '/api/find', { date_time: ['2025-01-01', '2026-01-31'] }),
      422,
      'validation_failed',
    );
    expect(tooLong.fields?.date_time).toMatch(/364/);
    await expectError(
      await owner('POST', '/api/find', { date_time: ['2026-02-01', '2026-02-30'] }),
      422,
      'validation_failed',
    );
    const everything = findResponseSchema.parse(await json(await owner('GET', '/api/search/all?page=1')));
    expect(everything.pagination.total).toBeGreaterThan(5);
    // A renamed label is found by its new name only.
    const home = (await labelsOf(owner)).find((label) => label.name === 'Home');
    await json(await owner('PUT', `/api/label/${home?.id}`, { name: 'Household', color: '#aa0000' }));
    expect((await find({ text: 'household' })).pagination.total).toBe(2);
    expect((await find({ text: 'home' })).pagination.total).toBe(0);
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
    // The outsider's own workspace cannot point at the owner's wallet, label or payee.
    await expectError(
      await outsider('POST', '/api/entry/expense', { amount: -1, account_id: bank.id, category_id: 3 }),
      404,
      'not_found',
    );
    await expectError(
      await outsider('POST', '/api/entry/transfer', { amount: 1, account_id: null, transfer_id: bank.id }),
      404,
      'not_found',
    );
    const [ownWallet] = await walletsOf(server, team.outsider);
    const foreignLabel = (await labelsOf(owner))[0];
    expect(foreignLabel).toBeDefined();
    await expectError(
      await outsider('POST', '/api/entry/expense', {
        amount: -1,
        account_id: ownWallet?.id,
        category_id: 3,
        labels: [{ name: foreignLabel?.id, color: null }],
      }),
      404,
      'not_found',
    );
    const [foreignPayee] = payeeListSchema.parse(await json(await owner('GET', '/api/payees')));
    expect(foreignPayee).toBeDefined();
    await expectError(
      await outsider('POST', '/api/entry/debit', {
        amount: -1,
        account_id: ownWallet?.id,
        payee_id: foreignPayee?.id,
      }),
      404,
      'not_found',
    );
    // The owner's wallet and payee uuids filter nothing in the outsider's list.
    const list = entryPageSchema.parse(await json(await outsider('GET', '/api/entry')));
    expect(list.total).toBe(0);
    const byUuid = entryPageSchema.parse(
      await json(await outsider('GET', `/api/entry?filters[account_id]=${bank.uuid}`)),
    );
    expect(byUuid.total).toBe(0);
    expect(
      payeeListSchema.parse(await json(await outsider('GET', '/api/payees'))).map((payee) => payee.id),
    ).toEqual([]);
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

describe('input PostgreSQL cannot hold', () => {
  it('answers 422 for a NUL character in any text and for ids beyond integers, and writes nothing', async () => {
    const owner = as(server, team.owner);
    const [bank] = await walletsOf(server, team.owner);
    const before = (await json<{ total: number }>(await owner('GET', '/api/entry'))).total;
    const nul = await expectError(
      await owner('POST', '/api/entry/expense', {
        amount: -5,
        account_id: bank?.id,
        category_id: 3,
        note: 'coffee\u0000',
        labels: [{ name: 'ok\u0000', color: null }],
      }),
      422,
      'validation_failed',
    );
    expect(nul.fields).toEqual({ note: 'Text cannot contain a NUL character' });
    await expectError(await owner('GET', '/api/entry?filters[note]=a%00b'), 422, 'validation_failed');
    for (const filter of ['category_id', 'label', 'account_id', 'payee_id']) {
      const big = await expectError(
        await owner('GET', `/api/entry?filters[${filter}]=99999999999`),
        422,
        'validation_failed',
      );
      expect(Object.keys(big.fields ?? {})).toEqual([`filters[${filter}]`]);
    }
    expect((await json<{ total: number }>(await owner('GET', '/api/entry'))).total).toBe(before);
  });
});
