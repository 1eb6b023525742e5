/** The budgets' query keys: every budget query starts with `budgetKeys.all`, invalidated after any write. */
export const budgetKeys = {
  all: ['budgets'] as const,
  statsList: () => ['budgets', 'stats'] as const,
  detail: (uuid: string) => ['budgets', 'detail', uuid] as const,
  stats: (uuid: string) => ['budgets', 'detail', uuid, 'stats'] as const,
  entries: (uuid: string) => ['budgets', 'detail', uuid, 'entries'] as const,
};
