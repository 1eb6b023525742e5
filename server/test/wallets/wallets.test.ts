import { walletListResponseSchema, walletSchema } from '@bc/api';
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

describe('wallets', () => {
  it('lists the setup wallet with its balance', async () => {
    const [bank] = await walletsOf(server, team.owner);
    expect(bank).toMatchObject({
      name: 'Bank',
      type: 'bank',
      balance: 1234.56,
      archived: false,
      currency: 2,
      currency_id: 2,
      currency_code: 'EUR',
      currency_icon: '€',
      exclude_stats: false,
      exclude_from_stats: false,
    });
  });

  it('creates, shows, updates, archives, restores and sorts a wallet', async () => {
    const owner = as(server, team.owner);
    const wallet = await createWallet(server, team.owner, { name: 'Cash', type: 'cache', balance: 10.5 });
    expect(wallet).toMatchObject({ name: 'Cash', balance: 10.5, opening_balance: 10.5 });
    const shown = walletSchema.parse(await json(await owner('GET', `/api/wallet/show/${wallet.uuid}`)));
    expect(shown.uuid).toBe(wallet.uuid);
    const updated = walletSchema.parse(
      await json(
        await owner('PUT', `/api/wallet/update/${wallet.uuid}`, {
          name: 'Pocket',
          type: 'cache',
          balance: 20,
          currency_id: 1,
          exclude_stats: 1,
        }),
      ),
    );
    expect(updated).toMatchObject({ name: 'Pocket', balance: 20, currency: 1, exclude_from_stats: true });
    expect(
      (await json<{ archived: boolean }>(await owner('PATCH', `/api/wallet/archive/${wallet.uuid}`)))
        .archived,
    ).toBe(true);
    const active = walletListResponseSchema.parse(
      await json(await owner('GET', '/api/wallet/list?order[name]=asc&filters[archived]=false')),
    );
    expect(active.map((w) => w.uuid)).not.toContain(wallet.uuid);
    const archived = walletListResponseSchema.parse(
      await json(await owner('GET', '/api/wallet/list?filters[archived]=true')),
    );
    expect(archived.map((w) => w.uuid)).toEqual([wallet.uuid]);
    await json(await owner('PATCH', `/api/wallet/restore/${wallet.uuid}`));
    const sorted = walletSchema.parse(
      await json(await owner('PATCH', `/api/wallet/sorting/${wallet.uuid}`, { sorting: 7 })),
    );
    expect(sorted.sorting).toBe(7);
    const deleted = walletSchema.parse(await json(await owner('DELETE', `/api/wallet/${wallet.uuid}`)));
    expect(deleted.archived).toBe(true);
  });

  it('orders by name when asked', async () => {
    await createWallet(server, team.owner, { name: 'aardvark' });
    const list = walletListResponseSchema.parse(
      await json(await as(server, team.owner)('GET', '/api/wallet/list?order[name]=asc')),
    );
    const names = list.map((w) => w.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('checks credit cards, revolving cards and vouchers', async () => {
    const owner = as(server, team.owner);
    const base = { name: 'Card', balance: 0, currency_id: 2 };
    const card = await expectError(
      await owner('POST', '/api/wallet/create', { ...base, type: 'credit-card-revolving' }),
      422,
      'validation_failed',
    );
    expect(card.fields).toMatchObject({
      invoice_date: 'wallet_invoice_date_required',
      closing_date: 'wallet_closing_date_required',
      payment_account: 'wallet_payment_account_required',
      installement_value: 'wallet_installment_required',
    });
    const [bank] = await walletsOf(server, team.owner);
    const dates = { invoice_date: '2026-02-10', closing_date: '2026-02-01' };
    const visa = await createWallet(server, team.owner, {
      ...base,
      type: 'credit-card',
      ...dates,
      payment_account: bank?.id,
    });
    expect(visa).toMatchObject({ payment_account: bank?.id, invoice_date: '2026-02-10' });
    const payByCard = await expectError(
      await owner('POST', '/api/wallet/create', {
        ...base,
        type: 'credit-card',
        ...dates,
        payment_account: visa.id,
      }),
      422,
      'validation_failed',
    );
    expect(payByCard.fields?.payment_account).toBe('wallet_payment_account_invalid');
    const noVoucher = await expectError(
      await owner('POST', '/api/wallet/create', { ...base, type: 'voucher' }),
      422,
      'validation_failed',
    );
    expect(noVoucher.fields?.voucher_value).toBe('wallet_voucher_value_required');
    const meal = await createWallet(server, team.owner, {
      ...base,
      type: 'voucher',
      balance: 12,
      voucher_value: 8.5,
    });
    expect(meal).toMatchObject({
      balance: { value_in_voucher: 12, value_in_valut: 102 },
      opening_balance: 12,
      voucher_value: 8.5,
    });
    const bad = await expectError(
      await owner('POST', '/api/wallet/create', { name: '', type: 'boat', currency_id: 999 }),
      422,
      'validation_failed',
    );
    expect(bad.fields).toMatchObject({ name: 'wallet_name_required', type: 'wallet_type_invalid' });
  });

  it('hides other workspaces (404) and refuses writes to viewers (403)', async () => {
    const [bank] = await walletsOf(server, team.owner);
    const outsider = as(server, team.outsider);
    await expectError(await outsider('GET', `/api/wallet/show/${bank?.uuid}`), 404, 'not_found');
    await expectError(await outsider('PATCH', `/api/wallet/archive/${bank?.uuid}`), 404, 'not_found');
    await expectError(
      await as(server, team.outsider, team.workspace)('GET', '/api/wallet/list'),
      404,
      'not_found',
    );
    const viewer = as(server, team.viewer, team.workspace);
    await json(await viewer('GET', '/api/wallet/list'));
    await expectError(await viewer('PATCH', `/api/wallet/archive/${bank?.uuid}`), 403, 'forbidden');
    await expectError(
      await viewer('POST', '/api/wallet/create', { name: 'x', type: 'bank', currency_id: 2 }),
      403,
      'forbidden',
    );
  });
});
