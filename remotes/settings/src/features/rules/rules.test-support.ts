// What the rules' tests answer for the reference data, and rules as the API answers them.
import type { Rule } from '@bc/api';
import { ok, type StubAnswer, type StubCall, wallet } from '@bc/ui/testing';
import { currencies } from '../../testing/fixtures.ts';

export const categories = [
  {
    id: 1,
    slug: 'food_drinks',
    icon: 'food',
    kind: 'expenses',
    type: 'expenses',
    subCategories: [
      { id: 3, slug: 'groceries', name: 'groceries', custom: false, exclude_from_stats: false },
      {
        id: 4,
        slug: 'restaurants_fast_food',
        name: 'restaurants_fast_food',
        custom: false,
        exclude_from_stats: false,
      },
    ],
  },
];
export const labels = [{ id: 7, uuid: 'l-7', name: 'holiday', color: '#2196f3', archive: false }];
export const wallets = [wallet({ id: 11, name: 'Bank' }), wallet({ id: 12, name: 'Savings' })];

/** A saved rule: payee contains `payee`, category Groceries. */
export function savedRule(overrides: Partial<Rule> & Pick<Rule, 'id' | 'name'>): Rule {
  return {
    stage: 'normal',
    active: true,
    position: 0,
    conditions: { all: [{ field: 'payee', op: 'contains', value: overrides.name.toLowerCase() }] },
    actions: [{ type: 'set_category', value: 3 }],
    created_at: '2026-01-15T10:00:00.000Z',
    updated_at: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** The answers every rules screen reads: categories, labels, wallets, currencies. */
export function referenceData({ method, path }: StubCall): StubAnswer | undefined {
  if (method !== 'GET') return undefined;
  if (path === '/api/categories-subcategories') return ok(categories);
  if (path === '/api/label/list') return ok(labels);
  if (path === '/api/wallet/list') return ok(wallets);
  if (path === '/api/currencies') return ok(currencies);
  return undefined;
}
