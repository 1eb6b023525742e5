import { type Entry, entrySchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FIGURES_STALE_TIME } from '../../../components/query-policy.ts';
import { budgetKeys } from './keys.ts';

const entryListSchema = entrySchema.array();

/** GET /api/budget/{uuid}/entry-list: the entries the budget counts in its current window. */
export async function getBudgetEntries(uuid: string): Promise<Entry[]> {
  return http()
    .get(`api/budget/${encodeURIComponent(uuid)}/entry-list`)
    .json(entryListSchema);
}

export const budgetEntriesQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: budgetKeys.entries(uuid),
    queryFn: () => getBudgetEntries(uuid),
    staleTime: FIGURES_STALE_TIME,
  });

export function useBudgetEntries(uuid: string) {
  return useQuery(budgetEntriesQueryOptions(uuid));
}
