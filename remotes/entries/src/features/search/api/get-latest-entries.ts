import { type FindResponse, findResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/search/all?page=n: every entry, newest first, 30 a page, with the total of them all. */
export async function getLatestEntries(page: number): Promise<FindResponse> {
  return http().get('api/search/all', { searchParams: { page } }).json(findResponseSchema);
}

export const latestEntriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ledgerKeys.entries, 'latest', page],
    queryFn: () => getLatestEntries(page),
    placeholderData: keepPreviousData,
  });

/** What the search screen shows before any criteria (`enabled` false once there are some). */
export function useLatestEntries(page: number, enabled: boolean) {
  return useQuery({ ...latestEntriesQueryOptions(page), enabled });
}
