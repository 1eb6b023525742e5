// @vitest-environment jsdom
import { walletMoney } from '@bc/api';
import { configureHttp } from '@bc/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallet } from '../fixtures.ts';
import { ok, type StubApi, startStubApi } from '../stub-api.ts';
import { getLabels } from './get-labels.ts';
import { getModels } from './get-models.ts';
import { getWallets } from './get-wallets.ts';

let api: StubApi;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());

const food = { id: 1, uuid: 'l-1', name: 'food', color: '#f44336', archive: false };
const old = { id: 2, uuid: 'l-2', name: 'old', color: '#4caf50', archive: true };

describe('the ledger lists, bare arrays', () => {
  it('asks the active labels without archive=1, and every label with it', async () => {
    api.handle((call) =>
      call.path === '/api/label/list'
        ? ok(call.query.get('archive') === '1' ? [food, old] : [food])
        : undefined,
    );
    expect(await getLabels('active')).toEqual([food]);
    expect(await getLabels('all')).toEqual([food, old]);
    expect(await getLabels('archived')).toEqual([old]);
    expect(api.calls.map((call) => call.query.toString())).toEqual([
      'order%5Bname%5D=asc',
      'order%5Bname%5D=asc&archive=1',
      'order%5Bname%5D=asc&archive=1',
    ]);
  });

  it('reads wallets with the currency beside them and a voucher balance as an object', async () => {
    const voucher = wallet({
      id: 2,
      name: 'Meal tickets',
      type: 'voucher',
      balance: { value_in_voucher: 4, value_in_valut: 32 },
      voucher_value: 8,
    });
    api.handle((call) =>
      call.path === '/api/wallet/list'
        ? ok([wallet({ id: 1, name: 'Bank', balance: 10.5 }), voucher])
        : undefined,
    );
    const wallets = await getWallets('all');
    expect(api.calls[0]?.query.get('filters[archived]')).toBe('all');
    expect(wallets.map((each) => [each.name, walletMoney(each), each.currency_icon])).toEqual([
      ['Bank', 10.5, '€'],
      ['Meal tickets', 32, '€'],
    ]);
  });

  it('reads the models by name', async () => {
    api.handle((call) => (call.path === '/api/entry/model' ? ok([]) : undefined));
    expect(await getModels()).toEqual([]);
    expect(api.calls[0]?.query.get('order[name]')).toBe('asc');
  });
});
