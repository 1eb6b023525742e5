import { type Paginated, type PlannedEntry, plannedEntryPageSchema } from '@bc/api';
import { http } from '@bc/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { plannedKeys } from './planned-keys.ts';

/** GET /api/entry/planned?page=n: the plans by next execution, those that are over last. */
export async function getPlannedEntries(page: number): Promise<Paginated<PlannedEntry>> {
  return http()
    .get('api/entry/planned', { searchParams: { page: String(page) } })
    .json(plannedEntryPageSchema);
}

export const plannedEntriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: plannedKeys.page(page),
    queryFn: () => getPlannedEntries(page),
    placeholderData: keepPreviousData,
  });

export function usePlannedEntries(page: number) {
  return useQuery(plannedEntriesQueryOptions(page));
}
