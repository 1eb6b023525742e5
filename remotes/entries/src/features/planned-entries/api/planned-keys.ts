/** Query keys of the plans: under the ledger's, so a sign-out or workspace change clears them too. */
export const plannedKeys = {
  all: ['ledger', 'planned-entries'] as const,
  page: (page: number) => ['ledger', 'planned-entries', 'page', page] as const,
  detail: (uuid: string) => ['ledger', 'planned-entries', 'detail', uuid] as const,
};
