/** Query keys of the plans: under the ledger's, so a sign-out or workspace change clears them too. */
export const plannedKeys = {
  all: ['ledger', 'planned-entries'] as const,
  list: () => ['ledger', 'planned-entries', 'list'] as const,
  detail: (uuid: string) => ['ledger', 'planned-entries', 'detail', uuid] as const,
};
