// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, type StubApi, startStubApi } from '../stub-api.ts';
import { getCategories } from './get-categories.ts';
import { getCurrencies } from './get-currencies.ts';
import { getPaymentTypes } from './get-payment-types.ts';
import { getSubCategories } from './get-sub-categories.ts';

let api: StubApi;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());

const parent = {
  id: 1,
  slug: 'food_drinks',
  icon: 'food',
  kind: 'expenses' as const,
  type: 'expenses' as const,
};
const groceries = { id: 3, slug: 'groceries', name: 'groceries', custom: false, exclude_from_stats: false };

describe('reference data, bare arrays', () => {
  it('reads the parents with their sub-categories from categories-subcategories', async () => {
    api.handle((call) =>
      call.path === '/api/categories-subcategories'
        ? ok([{ ...parent, subCategories: [groceries] }])
        : undefined,
    );
    const [category] = await getCategories();
    expect(category?.subCategories.map((sub) => sub.slug)).toEqual(['groceries']);
  });

  it('reads the flat sub-categories, each with its parent, from categories', async () => {
    api.handle((call) =>
      call.path === '/api/categories' ? ok([{ ...groceries, category: parent }]) : undefined,
    );
    const [sub] = await getSubCategories();
    expect([sub?.id, sub?.category.slug]).toEqual([3, 'food_drinks']);
  });

  it('reads currencies and payment types', async () => {
    const euro = { id: 2, slug: 'euro', code: 'EUR', symbol: '€', icon: '€', exchange_rate: 1 };
    api.handle((call) => {
      if (call.path === '/api/currencies') return ok([euro]);
      if (call.path === '/api/payment-types') return ok([{ id: 1, slug: 'cash' }]);
      return undefined;
    });
    expect(await getCurrencies()).toEqual([euro]);
    expect(await getPaymentTypes()).toEqual([{ id: 1, slug: 'cash' }]);
  });
});
