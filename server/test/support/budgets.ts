/** A body of POST /api/budget/create as the app sends it: 500 € a month of groceries; `body` overrides. */
export const monthlyBudget = (body: Record<string, unknown> = {}) => ({
  name: 'Groceries',
  amount: '500,00',
  description: null,
  configuration: {
    period: 'monthly',
    categories: [3],
    tags: [],
    types: [],
    accounts: [],
    period_start: null,
    period_end: null,
  },
  notification: false,
  emails: null,
  thresholds: [],
  ...body,
});
