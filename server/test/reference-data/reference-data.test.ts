import {
  categoryListSchema,
  currencyListSchema,
  errorCodes,
  paymentTypeListSchema,
  subCategoryListSchema,
  subCategoryWithParentSchema,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, getJson } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/categories-subcategories', () => {
  it('lists the 11 parent categories with their sub-categories', async () => {
    const { body } = await getJson(`${server.baseUrl}/api/categories-subcategories`);
    const data = categoryListSchema.parse(body);
    expect(data.map((category) => category.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(data.flatMap((category) => category.subCategories)).toHaveLength(76);

    const food = data[0];
    expect(food).toMatchObject({ id: 1, slug: 'food_drinks', kind: 'expenses' });
    expect(food?.icon).toBeTruthy();
    expect(food?.subCategories).toEqual([
      { id: 1, slug: 'bars_clubs', name: 'bars_clubs', custom: false, exclude_from_stats: false },
      {
        id: 2,
        slug: 'restaurants_fast_food',
        name: 'restaurants_fast_food',
        custom: false,
        exclude_from_stats: false,
      },
      { id: 3, slug: 'groceries', name: 'groceries', custom: false, exclude_from_stats: false },
    ]);
    expect(data.find((category) => category.id === 9)?.kind).toBe('investments');
    expect(data.find((category) => category.id === 10)).toMatchObject({ slug: 'income', kind: 'incoming' });
    expect(data.find((category) => category.id === 11)?.subCategories).toEqual([
      { id: 75, slug: 'other', name: 'other', custom: false, exclude_from_stats: false },
      { id: 76, slug: 'transfer', name: 'transfer', custom: false, exclude_from_stats: true },
    ]);
  });
});

describe('GET /api/categories', () => {
  it('lists all 76 sub-categories (what entries send as category_id), each with its parent', async () => {
    const { body } = await getJson(`${server.baseUrl}/api/categories`);
    const data = subCategoryListSchema.parse(body);
    expect(data).toHaveLength(76);
    expect(data.map((sub) => sub.id)).toEqual(Array.from({ length: 76 }, (_, index) => index + 1));
    expect(data.find((sub) => sub.id === 62)).toMatchObject({ slug: 'savings', category: { id: 9 } });
    expect(data.find((sub) => sub.id === 55)).toMatchObject({
      slug: 'loans_interests',
      category: { id: 8, slug: 'financial_expenses' },
    });
    expect(data.filter((sub) => sub.exclude_from_stats).map((sub) => sub.id)).toEqual([76]);
  });
});

describe('GET /api/categories/{id}', () => {
  it('returns one sub-category with its parent', async () => {
    const { body } = await getJson(`${server.baseUrl}/api/categories/3`);
    expect(subCategoryWithParentSchema.parse(body)).toEqual({
      id: 3,
      slug: 'groceries',
      name: 'groceries',
      custom: false,
      exclude_from_stats: false,
      category: { id: 1, slug: 'food_drinks', icon: expect.any(String), kind: 'expenses' },
    });
  });

  it('answers an unknown id with 404', async () => {
    await expectError(await fetch(`${server.baseUrl}/api/categories/999`), 404, errorCodes.notFound);
  });

  it('answers a non-numeric or out-of-range id with 422 and the field', async () => {
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const error = await expectError(
        await fetch(`${server.baseUrl}/api/categories/${id}`),
        422,
        errorCodes.validationFailed,
      );
      expect(Object.keys(error.fields ?? {})).toEqual(['id']);
    }
  });
});

describe('GET /api/currencies', () => {
  it('lists the 20 currencies with numeric EUR rates', async () => {
    const { body } = await getJson(`${server.baseUrl}/api/currencies`);
    const data = currencyListSchema.parse(body);
    expect(data).toHaveLength(20);
    expect(data[1]).toEqual({ id: 2, slug: 'euro', code: 'EUR', symbol: '€', icon: '€', exchange_rate: 1 });
    expect(data[0]).toMatchObject({ id: 1, code: 'USD', slug: 'us_dollar', symbol: '$' });
    expect(data.map((currency) => currency.code).join(' ')).toBe(
      'USD EUR GBP JPY CHF CAD AUD NZD SEK NOK DKK SGD HKD CNY RUB INR IDR BRL MXN ARS',
    );
    for (const currency of data) {
      expect(typeof currency.exchange_rate).toBe('number');
      expect(currency.slug).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });
});

describe('GET /api/payment-types', () => {
  it('lists the 5 payment types', async () => {
    const { body } = await getJson(`${server.baseUrl}/api/payment-types`);
    expect(paymentTypeListSchema.parse(body)).toEqual([
      { id: 1, slug: 'credit_card' },
      { id: 2, slug: 'debit_card' },
      { id: 3, slug: 'bank_transfer' },
      { id: 4, slug: 'cash' },
      { id: 5, slug: 'check' },
    ]);
  });
});
