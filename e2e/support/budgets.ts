/**
 * A body of POST /api/budget/create as the app's form sends it: a monthly budget of groceries (category 3),
 * with neither alerts nor e-mails; `body` overrides.
 */
export const monthlyBudgetBody = (body: Record<string, unknown> = {}) => ({
  name: 'Groceries',
  amount: 100,
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
  ...body,
});
