// Rows as the API answers them (bare, tab names in `type`), for this area's component tests.
import type { Debt, Entry, Goal, Label, Model, Payee, PlannedEntry, SubCategoryWithParent } from '@bc/api';

export const currencies = [
  { id: 2, slug: 'euro', code: 'EUR', symbol: '€', icon: '€', exchange_rate: 1 },
  { id: 3, slug: 'us_dollar', code: 'USD', symbol: '$', icon: '$', exchange_rate: 1.1 },
];
export const paymentTypes = [
  { id: 1, slug: 'credit_card' },
  { id: 4, slug: 'cash' },
];
const food = { id: 1, slug: 'food_drinks', icon: 'food', kind: 'expenses' as const };
const income = { id: 10, slug: 'income', icon: 'income', kind: 'incoming' as const };
export const groceries: SubCategoryWithParent = {
  id: 3,
  slug: 'groceries',
  name: 'groceries',
  custom: false,
  exclude_from_stats: false,
  category: food,
};
export const salary: SubCategoryWithParent = {
  id: 73,
  slug: 'salary',
  name: 'salary',
  custom: false,
  exclude_from_stats: false,
  category: income,
};
/** The fixed sub-category of savings (62). */
export const savingSubCategory: SubCategoryWithParent = {
  id: 62,
  slug: 'savings',
  name: 'savings',
  custom: false,
  exclude_from_stats: false,
  category: { id: 9, slug: 'investments', icon: 'trending-up', kind: 'investments' },
};
/** GET /api/categories: the flat sub-categories, each with its parent. */
export const subCategories = [groceries, salary];

const euro = { id: 2, code: 'EUR', symbol: '€', icon: '€' };

export function entry(overrides: Partial<Entry> & Pick<Entry, 'id'>): Entry {
  return {
    uuid: `e-${overrides.id}`,
    type: 'expenses',
    amount: -10,
    currency_id: 2,
    currency: euro,
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
    sub_category: groceries,
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

export function plan(overrides: Partial<PlannedEntry> & Pick<PlannedEntry, 'uuid'>): PlannedEntry {
  return {
    type: 'expenses',
    amount: -850,
    currency_id: 2,
    currency: euro,
    payment_type_id: 1,
    payment_type: { id: 1, slug: 'credit_card' },
    note: 'Rent',
    planning: 'monthly',
    date_time: '2026-01-31T00:00:00.000Z',
    end_date_time: null,
    next_execution: '2026-12-31T00:00:00.000Z',
    last_execution: '2026-11-30T00:00:00.000Z',
    planned: true,
    transfer_id: null,
    geolocation: null,
    goal_id: null,
    name: null,
    confirmed: true,
    waranty: false,
    exclude_from_stats: false,
    account_id: 1,
    wallet: { id: 1, uuid: 'w-1', name: 'Bank' },
    category_id: 3,
    sub_category: groceries,
    payee_id: null,
    payee: null,
    labels: [{ id: 7, uuid: 'l-7', name: 'House', color: '#4caf50' }],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function model(overrides: Partial<Model> & Pick<Model, 'uuid' | 'name'>): Model {
  return {
    type: 'expenses',
    amount: -1.2,
    currency_id: 2,
    currency: euro,
    payment_type: { id: 1, slug: 'credit_card' },
    note: null,
    exclude_from_stats: false,
    account_id: 1,
    wallet: { id: 1, uuid: 'w-1', name: 'Bank' },
    category_id: 3,
    sub_category: groceries,
    payee_id: null,
    labels: [],
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A row of GET /api/goals (the saving form's choices). */
export function goal(overrides: Partial<Goal> & Pick<Goal, 'uuid' | 'name'>): Goal {
  return {
    id: 1,
    category_icon: 'house',
    icon: 'house',
    amount: 1000,
    target_amount: 1000,
    due_date: '2027-12-31',
    description: null,
    balance: 0,
    percentage: 0,
    monthly_deposit: 50,
    projected_completion: null,
    archived: false,
    ...overrides,
  };
}

export function label(overrides: Partial<Label> & Pick<Label, 'id' | 'name'>): Label {
  return { uuid: `l-${overrides.id}`, color: '#4caf50', archive: false, ...overrides };
}

/** A row of GET /api/payees (the debit form's choices). */
export function payee(overrides: Partial<Payee> & Pick<Payee, 'id' | 'name'>): Payee {
  return { uuid: `p-${overrides.id}`, balance: 0, ...overrides };
}

/** A row of GET /api/debits: a payee unless `type` says it is a revolving credit card. */
export function debt(overrides: Partial<Debt> & Pick<Debt, 'id' | 'name'>): Debt {
  return {
    uuid: `p-${overrides.id}`,
    type: 'debit',
    createdAt: '2026-01-01T00:00:00.000Z',
    currency_icon: null,
    debts: { balance: 0, entries: [] },
    ...overrides,
  };
}

export { wallet } from '@bc/ui/testing';
