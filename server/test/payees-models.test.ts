import {
  debitListSchema,
  debitPageSchema,
  modelListResponseSchema,
  modelResponseSchema,
  payeeListSchema,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from './support/client.ts';
import { expectError } from './support/http.ts';
import { as, createWallet, ledgerTeam, walletsOf } from './support/ledger.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

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
  it('lists payees with balances, pages them, lists revolving cards apart and archives', async () => {
    const owner = as(server, team.owner);
    const [bank] = await walletsOf(server, team.owner);
    const first = await json<{ data: { payee_id: number } }>(
      await owner('POST', '/api/entry/debit', {
        amount: 25.5,
        account_id: bank?.id,
        payee_name: 'Zoe',
        date_time: '2026-01-02',
      }),
      201,
    );
    await json(
      await owner('POST', '/api/entry/debit', {
        amount: -5.25,
        account_id: bank?.id,
        payee_id: first.data.payee_id,
        date_time: '2026-01-03',
      }),
      201,
    );
    await json(
      await owner('POST', '/api/entry/debit', {
        amount: -1,
        account_id: bank?.id,
        payee_name: 'Adam',
        date_time: '2026-01-03',
      }),
      201,
    );
    const all = debitListSchema.parse(await json(await owner('GET', '/api/debits'))).data;
    expect(all.map((payee) => [payee.name, payee.balance, payee.debts.entries])).toEqual([
      ['Adam', -1, 1],
      ['Zoe', 20.25, 2],
    ]);
    const page = debitPageSchema.parse(await json(await owner('GET', '/api/debit?page=2&per_page=1')));
    expect(page).toMatchObject({ current_page: 2, last_page: 2, total: 2 });
    expect(page.data.map((payee) => payee.name)).toEqual(['Zoe']);
    await createWallet(server, team.owner, {
      name: 'Revolving',
      type: 'credit-card-revolving',
      invoice_date: '2026-02-10',
      closing_date: '2026-02-01',
      payment_account: bank?.id,
      installement_value: 100,
    });
    const payees = payeeListSchema.parse(await json(await owner('GET', '/api/payees')));
    expect(payees.revolving.map((wallet) => wallet.name)).toEqual(['Revolving']);
    expect(payees.data).toHaveLength(2);
    const zoe = all.find((payee) => payee.name === 'Zoe');
    await expectError(await as(server, team.outsider)('DELETE', `/api/debt/${zoe?.uuid}`), 404, 'not_found');
    await expectError(
      await as(server, team.viewer, team.workspace)('DELETE', `/api/debt/${zoe?.uuid}`),
      403,
      'forbidden',
    );
    await json(await owner('DELETE', `/api/debt/${zoe?.uuid}`));
    expect(
      debitListSchema.parse(await json(await owner('GET', '/api/debits'))).data.map((payee) => payee.name),
    ).toEqual(['Adam']);
  });
});

describe('models', () => {
  it('creates, lists by name, reads, updates and deletes', async () => {
    const owner = as(server, team.owner);
    const [bank] = await walletsOf(server, team.owner);
    const rent = modelResponseSchema.parse(
      await json(
        await owner('POST', '/api/entry/model', {
          name: ' Rent ',
          type: 'expense',
          amount: -800,
          account_id: bank?.id,
          category_id: 16,
          labels: [{ name: 'house', color: '#112233' }],
        }),
        201,
      ),
    ).data;
    expect(rent).toMatchObject({ name: 'Rent', amount: -800, account_id: bank?.id, category_id: 16 });
    expect(rent.labels.map((label) => label.name)).toEqual(['house']);
    await json(await owner('POST', '/api/entry/model', { name: 'Gym', type: 'expense' }), 201);
    const listed = modelListResponseSchema.parse(
      await json(await owner('GET', '/api/entry/model?order[name]=asc')),
    ).data;
    expect(listed.map((model) => model.name)).toEqual(['Gym', 'Rent']);
    const updated = modelResponseSchema.parse(
      await json(
        await owner('PUT', `/api/entry/model/${rent.uuid}`, {
          name: 'Salary',
          type: 'income',
          amount: 2000,
          category_id: 73,
        }),
      ),
    ).data;
    expect(updated).toMatchObject({ name: 'Salary', type: 'income', amount: 2000, labels: [] });
    expect(
      modelResponseSchema.parse(await json(await owner('GET', `/api/entry/model/${rent.uuid}`))).data.name,
    ).toBe('Salary');
    const noName = await expectError(
      await owner('POST', '/api/entry/model', { name: '  ', type: 'expense' }),
      422,
      'validation_failed',
    );
    expect(noName.fields?.name).toBe('insert model name');
    const sign = await expectError(
      await owner('POST', '/api/entry/model', { name: 'x', type: 'expense', amount: 3 }),
      422,
      'validation_failed',
    );
    expect(sign.fields?.amount).toMatch(/negative/);
    await expectError(
      await as(server, team.outsider)('GET', `/api/entry/model/${rent.uuid}`),
      404,
      'not_found',
    );
    await expectError(
      await as(server, team.viewer, team.workspace)('DELETE', `/api/entry/model/${rent.uuid}`),
      403,
      'forbidden',
    );
    await json(await owner('DELETE', `/api/entry/model/${rent.uuid}`));
    await expectError(await owner('GET', `/api/entry/model/${rent.uuid}`), 404, 'not_found');
  });
});
