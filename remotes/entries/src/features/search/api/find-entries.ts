import { type FindBody, type FindResponse, findResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** POST /api/find?page=n: entries matching the criteria, newest first, 30 a page: `{data, pagination}`. */
export async function findEntries(criteria: FindBody, page: number): Promise<FindResponse> {
  return http().post('api/find', { searchParams: { page }, json: criteria }).json(findResponseSchema);
}

export const findEntriesQueryOptions = (criteria: FindBody, page: number) =>
  queryOptions({
    queryKey: [...ledgerKeys.entries, 'find', criteria, page],
    queryFn: () => findEntries(criteria, page),
    placeholderData: keepPreviousData,
  });

/** Runs only once criteria are given (the Search button). */
export function useFindEntries(criteria: FindBody | null, page: number) {
  return useQuery({ ...findEntriesQueryOptions(criteria ?? {}, page), enabled: criteria !== null });
}
