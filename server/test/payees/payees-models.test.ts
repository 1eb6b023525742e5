import {
  debitPageSchema,
  debtListSchema,
  entrySchema,
  labelListResponseSchema,
  messageResponseSchema,
  modelListResponseSchema,
  modelSchema,
  payeeListSchema,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, ledgerTeam, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
});

afterAll(async () => {
  await server?.close();
});

describe('payees and debts', () => {
  it('lists payees with balances, pages them, lists revolving cards after them and archives', async () => {
    const owner = as(server, team.owner);
    const [bank] = await walletsOf(server, team.owner);
    const debit = async (body: Record<string, unknown>) =>
      entrySchema.parse(
        await json(
          await owner('POST', '/api/entry/debit', {
            type: 'debit',
            account_id: bank?.id,
            category_id: 0,
            transfer_id: false,
            ...body,
          }),
          201,
        ),
      );
    const first = await debit({ amount: 25.5, payee_id: 'Zoe', date_time: '2026-01-02', note: 'Lent' });
    const back = await debit({ amount: -5.25, payee_id: first.payee_id, date_time: '2026-01-03' });
    const adam = await debit({ amount: -1, payee_id: 'Adam', date_time: '2026-01-03' });
    // Adam: six more counted debits, one planned and one unconfirmed; the newest five counted ones are listed.
    for (let day = 4; day <= 9; day++) {
      await debit({ amount: -1, payee_id: adam.payee_id, date_time: `2026-01-0${day}` });
    }
    await debit({ amount: -100, payee_id: adam.payee_id, date_time: '2999-01-01' });
    await debit({ amount: -200, payee_id: adam.payee_id, date_time: '2026-01-10', confirmed: false });

    const debts = debtListSchema.parse(await json(await owner('GET', '/api/debits')));
    expect(
      debts.map((debt) => [debt.name, debt.type, debt.debts.balance, debt.debts.entries.length]),
    ).toEqual([
      ['Adam', 'debit', -7, 5],
      ['Zoe', 'debit', 20.25, 2],
    ]);
    const zoe = debts.find((debt) => debt.name === 'Zoe');
    expect(zoe).toMatchObject({ id: first.payee_id, uuid: first.payee?.uuid });
    expect(zoe?.debts.entries).toEqual([
      { uuid: back.uuid, amount: -5.25, date_time: '2026-01-03T00:00:00.000Z', note: null },
      { uuid: first.uuid, amount: 25.5, date_time: '2026-01-02T00:00:00.000Z', note: 'Lent' },
    ]);
    expect(debts[0]?.debts.entries.map((entry) => entry.date_time.slice(0, 10))).toEqual([
      '2026-01-09',
      '2026-01-08',
      '2026-01-07',
      '2026-01-06',
      '2026-01-05',
    ]);
    expect(Number.isNaN(Date.parse(zoe?.createdAt ?? ''))).toBe(false);

    const page = debitPageSchema.parse(await json(await owner('GET', '/api/debit?page=2&per_page=1')));
    expect(page).toMatchObject({ current_page: 2, last_page: 2, total: 2 });
    expect(page.data.map((payee) => payee.name)).toEqual(['Zoe']);

    const card = await createWallet(server, team.owner, {
      name: 'Revolving',
      type: 'credit-card-revolving',
      invoice_date: '2026-02-10',
      closing_date: '2026-02-01',
      payment_account: bank?.id,
      installement_value: 100,
    });
    const spent = entrySchema.parse(
      await json(
        await owner('POST', '/api/entry/expense', {
          amount: -12,
          account_id: card.id,
          category_id: 3,
          date_time: '2026-01-20',
        }),
        201,
      ),
    );
    const withCard = debtListSchema.parse(await json(await owner('GET', '/api/debits')));
    expect(withCard.map((debt) => [debt.name, debt.type])).toEqual([
      ['Adam', 'debit'],
      ['Zoe', 'debit'],
      ['Revolving', 'credit-card-revolving'],
    ]);
    expect(withCard[2]).toMatchObject({
      id: card.id,
      uuid: card.uuid,
      currency_icon: card.currency_icon,
      debts: {
        balance: -12,
        entries: [{ uuid: spent.uuid, amount: -12, date_time: '2026-01-20T00:00:00.000Z', note: null }],
      },
    });
    // The debit select: payees only, bare.
    const payees = payeeListSchema.parse(await json(await owner('GET', '/api/payees')));
    expect(payees).toEqual([
      { id: adam.payee_id, uuid: adam.payee?.uuid, name: 'Adam', balance: -7 },
      { id: first.payee_id, uuid: first.payee?.uuid, name: 'Zoe', balance: 20.25 },
    ]);

    await expectError(await as(server, team.outsider)('DELETE', `/api/debt/${zoe?.uuid}`), 404, 'not_found');
    await expectError(
      await as(server, team.viewer, team.workspace)('DELETE', `/api/debt/${zoe?.uuid}`),
      403,
      'forbidden',
    );
    expect(debtListSchema.parse(await json(await as(server, team.outsider)('GET', '/api/debits')))).toEqual(
      [],
    );
    messageResponseSchema.parse(await json(await owner('DELETE', `/api/debt/${zoe?.uuid}`)));
    expect(
      debtListSchema.parse(await json(await owner('GET', '/api/debits'))).map((debt) => debt.name),
    ).toEqual(['Adam', 'Revolving']);
    expect(
      payeeListSchema.parse(await json(await owner('GET', '/api/payees'))).map((payee) => payee.name),
    ).toEqual(['Adam']);
  });
});

describe('models', () => {
  it('creates, lists by name, reads, updates and deletes', async () => {
    const owner = as(server, team.owner);
    const [bank] = await walletsOf(server, team.owner);
    const model = async (body: Record<string, unknown>, status = 201) =>
      modelSchema.parse(await json(await owner('POST', '/api/entry/model', body), status));
    const rent = await model({
      name: ' Rent ',
      type: 'expenses',
      amount: -800,
      account_id: bank?.id,
      category_id: 16,
      labels: [{ name: 'house', color: '#112233' }],
    });
    expect(rent).toMatchObject({
      name: 'Rent',
      type: 'expenses',
      amount: -800,
      account_id: bank?.id,
      wallet: { id: bank?.id, uuid: bank?.uuid, name: bank?.name },
      category_id: 16,
      sub_category: { id: 16, slug: 'rent', category: { slug: 'home' } },
      currency_id: 2,
      currency: { id: 2, code: 'EUR' },
      payment_type: null,
      payee_id: null,
      exclude_from_stats: false,
    });
    expect(rent.labels.map((label) => [label.name, label.color])).toEqual([['house', '#112233']]);
    const house = rent.labels[0]?.id;
    // Nothing but a name and a type: the workspace's currency, no wallet, no sub-category.
    const gym = await model({ name: 'Gym', type: 'expenses' });
    expect(gym).toMatchObject({
      amount: null,
      currency: { id: 2 },
      wallet: null,
      account_id: null,
      category_id: null,
      sub_category: null,
      payment_type: null,
      labels: [],
    });
    // As the client writes a body: a numeric string, 0/1 flags, an existing label by id.
    const dollars = await model({
      name: 'Dollars',
      type: 'expenses',
      amount: '-12.50',
      currency_id: 1,
      payment_type: 4,
      exclude_from_stats: 1,
      transfer_id: false,
      labels: [{ name: house, color: null }],
    });
    expect(dollars).toMatchObject({
      amount: -12.5,
      currency_id: 1,
      currency: { id: 1, code: 'USD' },
      payment_type: { id: 4, slug: 'cash' },
      exclude_from_stats: true,
      labels: [{ id: house, name: 'house' }],
    });
    // Debit and saving models get their fixed sub-categories.
    const payee = entrySchema.parse(
      await json(
        await owner('POST', '/api/entry/debit', {
          amount: -1,
          account_id: bank?.id,
          payee_id: 'Model payee',
          date_time: '2026-01-05',
        }),
        201,
      ),
    ).payee;
    const loan = await model({
      name: 'Loan',
      type: 'debit',
      amount: -50,
      account_id: bank?.id,
      category_id: 0,
      payee_id: payee?.id,
    });
    expect(loan).toMatchObject({
      type: 'debit',
      payee_id: payee?.id,
      category_id: 55,
      sub_category: { id: 55 },
    });
    const saving = await model({ name: 'Saving', type: 'saving', amount: 10, account_id: bank?.id });
    expect(saving).toMatchObject({ type: 'saving', category_id: 62, sub_category: { id: 62 } });

    const listed = modelListResponseSchema.parse(
      await json(await owner('GET', '/api/entry/model?order[name]=asc')),
    );
    expect(listed.map((item) => item.name)).toEqual(['Dollars', 'Gym', 'Loan', 'Rent', 'Saving']);
    const desc = modelListResponseSchema.parse(
      await json(await owner('GET', '/api/entry/model?order[name]=desc')),
    );
    expect(desc.map((item) => item.name)).toEqual(['Saving', 'Rent', 'Loan', 'Gym', 'Dollars']);

    const updated = modelSchema.parse(
      await json(
        await owner('PUT', `/api/entry/model/${rent.uuid}`, {
          name: 'Salary',
          type: 'incoming',
          amount: 2000,
          category_id: 73,
        }),
      ),
    );
    expect(updated).toMatchObject({
      uuid: rent.uuid,
      name: 'Salary',
      type: 'incoming',
      amount: 2000,
      category_id: 73,
      wallet: null,
      labels: [],
    });
    expect(modelSchema.parse(await json(await owner('GET', `/api/entry/model/${rent.uuid}`)))).toEqual(
      updated,
    );

    // 422s write nothing.
    const noName = await expectError(
      await owner('POST', '/api/entry/model', { name: '  ', type: 'expenses' }),
      422,
      'validation_failed',
    );
    expect(noName.fields?.name).toBe('insert model name');
    const sign = await expectError(
      await owner('POST', '/api/entry/model', { name: 'x', type: 'expenses', amount: 3 }),
      422,
      'validation_failed',
    );
    expect(sign.fields?.amount).toMatch(/negative/);
    const transfer = await expectError(
      await owner('POST', '/api/entry/model', { name: 'x', type: 'transfer', amount: 3 }),
      422,
      'validation_failed',
    );
    expect(transfer.fields).toEqual({ type: 'Invalid entry type' });
    const cents = await expectError(
      await owner('POST', '/api/entry/model', { name: 'x', type: 'expenses', amount: '-1.234' }),
      422,
      'validation_failed',
    );
    expect(Object.keys(cents.fields ?? {})).toEqual(['amount']);
    const badLabel = await expectError(
      await owner('POST', '/api/entry/model', { name: 'x', type: 'expenses', labels: [house] }),
      422,
      'validation_failed',
    );
    expect(Object.keys(badLabel.fields ?? {}).every((key) => key.startsWith('labels'))).toBe(true);
    const unknownCurrency = await expectError(
      await owner('POST', '/api/entry/model', { name: 'x', type: 'expenses', currency_id: 999 }),
      422,
      'validation_failed',
    );
    expect(Object.keys(unknownCurrency.fields ?? {})).toEqual(['currency_id']);
    expect(
      modelListResponseSchema
        .parse(await json(await owner('GET', '/api/entry/model')))
        .map((item) => item.name)
        .sort(),
    ).toEqual(['Dollars', 'Gym', 'Loan', 'Salary', 'Saving']);

    // Other workspaces: 404 for the model and for references to the owner's wallet, payee and label.
    const outsider = as(server, team.outsider);
    await expectError(await outsider('GET', `/api/entry/model/${rent.uuid}`), 404, 'not_found');
    await expectError(
      await outsider('PUT', `/api/entry/model/${rent.uuid}`, { name: 'Mine', type: 'expenses' }),
      404,
      'not_found',
    );
    await expectError(await outsider('DELETE', `/api/entry/model/${rent.uuid}`), 404, 'not_found');
    for (const reference of [
      { account_id: bank?.id },
      { type: 'debit', payee_id: payee?.id },
      { labels: [{ name: house, color: null }] },
    ]) {
      await expectError(
        await outsider('POST', '/api/entry/model', { name: 'Theirs', type: 'expenses', ...reference }),
        404,
        'not_found',
      );
    }
    expect(modelListResponseSchema.parse(await json(await outsider('GET', '/api/entry/model')))).toEqual([]);
    expect(labelListResponseSchema.parse(await json(await outsider('GET', '/api/label/list')))).toEqual([]);
    await expectError(
      await as(server, team.viewer, team.workspace)('DELETE', `/api/entry/model/${rent.uuid}`),
      403,
      'forbidden',
    );
    messageResponseSchema.parse(await json(await owner('DELETE', `/api/entry/model/${rent.uuid}`)));
    await expectError(await owner('GET', `/api/entry/model/${rent.uuid}`), 404, 'not_found');
  });
});
