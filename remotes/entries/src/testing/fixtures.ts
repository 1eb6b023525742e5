import type { Entry } from '@bc/api';

export const currencies = [{ id: 2, slug: 'euro', code: 'EUR', symbol: '€', icon: '€', exchange_rate: 1 }];
export const paymentTypes = [{ id: 1, slug: 'credit_card' }];
const food = { id: 1, slug: 'food_drinks', icon: 'food', kind: 'expenses' as const };
const income = { id: 10, slug: 'income', icon: 'income', kind: 'incoming' as const };
export const subCategories = [
  { id: 3, slug: 'groceries', custom: false, exclude_from_stats: false, category: food },
  { id: 73, slug: 'salary', custom: false, exclude_from_stats: false, category: income },
];

export function entry(overrides: Partial<Entry> & Pick<Entry, 'id'>): Entry {
  return {
    uuid: `e-${overrides.id}`,
    type: 'expense',
    amount: -10,
    currency_id: 2,
    currency: { id: 2, code: 'EUR', symbol: '€', icon: '€' },
    date_time: '2026-01-10T12:00:00.000Z',
    end_date_time: null,
    note: null,
    planning: null,
    planned: false,
    confirmed: true,
    waranty: false,
    geolocation: null,
    exclude_from_stats: false,
    transfer_id: null,
    transfer_to: null,
    name: null,
    account_id: 1,
    wallet: { id: 1, uuid: 'w-1', name: 'Bank' },
    category_id: 3,
    sub_category: subCategories[0] as Entry['sub_category'],
    payment_type_id: 1,
    payment_type: { id: 1, slug: 'credit_card' },
    payee_id: null,
    payee: null,
    goal_id: null,
    goal: null,
    labels: [],
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export { wallet } from '@bc/ui/testing';
