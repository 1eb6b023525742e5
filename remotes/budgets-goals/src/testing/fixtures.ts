// Rows as the API answers them (bare bodies), for this area's component tests.
import type { Budget, BudgetStats, Category, Entry, Goal, GoalDetail, Label } from '@bc/api';

export const food: Category = {
  id: 1,
  slug: 'food_drinks',
  icon: 'food',
  kind: 'expenses',
  type: 'expenses',
  subCategories: [
    { id: 3, slug: 'groceries', name: 'groceries', custom: false, exclude_from_stats: false },
    { id: 4, slug: 'Bakery', name: 'Bakery', custom: true, exclude_from_stats: false },
  ],
};

/** GET /api/categories-subcategories */
export const categories: Category[] = [food];

export function label(overrides: Partial<Label> & Pick<Label, 'id' | 'name'>): Label {
  return { uuid: `l-${overrides.id}`, color: '#4caf50', archive: false, ...overrides };
}

export function budget(overrides: Partial<Budget> & Pick<Budget, 'uuid' | 'name'>): Budget {
  return {
    description: null,
    amount: 500,
    configuration: {
      period: 'monthly',
      categories: [],
      tags: [],
      types: [],
      accounts: [],
      period_start: null,
      period_end: null,
    },
    notification: false,
    emails: [],
    thresholds: [70, 90, 100],
    ...overrides,
  };
}

/** A budget's figures: `spent` is what was spent (positive), sent signed as the API does. */
export function budgetStats(
  of: Budget,
  {
    spent,
    projected = spent,
    over = projected > of.amount,
  }: { spent: number; projected?: number; over?: boolean },
): BudgetStats {
  const percent = Math.round((spent / of.amount) * 100);
  return {
    budget: of,
    description: of.description,
    totalSpent: -spent,
    totalRemaining: of.amount - spent,
    totalSpentPercentage: `${percent}%`,
    totalRemainingPercentage: `${Math.max(0, 100 - percent)}%`,
    exceeded: spent > of.amount,
    planned: { total: 0, plannedSpentPercentage: '0%' },
    pace: { projected, over, elapsedPercentage: 50 },
    window: { start: '2026-03-01', end: '2026-04-01' },
  };
}

export function goal(overrides: Partial<Goal> & Pick<Goal, 'uuid' | 'name'>): Goal {
  return {
    id: 1,
    category_icon: 'car',
    icon: 'car',
    amount: 1000,
    target_amount: 1000,
    due_date: '2099-12-31',
    description: null,
    balance: 250,
    percentage: 25,
    monthly_deposit: 50,
    projected_completion: '2027-06-30',
    archived: false,
    ...overrides,
  };
}

export function goalDetail(overrides: Partial<GoalDetail> & Pick<GoalDetail, 'uuid' | 'name'>): GoalDetail {
  return { ...goal(overrides), entries: [], ...overrides };
}

const euro = { id: 2, code: 'EUR', symbol: '€', icon: '€' };

export function entry(overrides: Partial<Entry> & Pick<Entry, 'id'>): Entry {
  return {
    uuid: `e-${overrides.id}`,
    type: 'expenses',
    amount: -10,
    currency_id: 2,
    currency: euro,
    date_time: '2026-03-10T12:00:00.000Z',
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
    sub_category: {
      id: 3,
      slug: 'groceries',
      name: 'groceries',
      custom: false,
      exclude_from_stats: false,
      category: { id: 1, slug: 'food_drinks', icon: 'food', kind: 'expenses' },
    },
    payment_type_id: 1,
    payment_type: { id: 1, slug: 'credit_card' },
    payee_id: null,
    payee: null,
    goal_id: null,
    goal: null,
    labels: [],
    created_at: '2026-03-10T12:00:00.000Z',
    updated_at: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}

export { userInfo, wallet } from '@bc/ui/testing';
