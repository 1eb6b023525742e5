import { type Entry, entryPageSchema, type Paginated } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The entries list shows 30 per page. */
export const ENTRIES_PER_PAGE = 30;

/** The filters of GET /api/entry as repeated query parameters (`filters[...]`). */
export type EntryFilters = ReadonlyArray<readonly [name: string, value: string]>;

/** GET /api/entry?page=&per_page=30&filters[...]: newest first, with last_page. */
export async function getEntries(page: number, filters: EntryFilters): Promise<Paginated<Entry>> {
  const searchParams = new URLSearchParams([
    ['page', String(page)],
    ['per_page', String(ENTRIES_PER_PAGE)],
    ...filters.map(([name, value]) => [name, value] as [string, string]),
  ]);
  return http().get('api/entry', { searchParams }).json(entryPageSchema);
}

export const entriesQueryOptions = (page: number, filters: EntryFilters) =>
  queryOptions({
    queryKey: [...ledgerKeys.entries, 'list', page, filters],
    queryFn: () => getEntries(page, filters),
    placeholderData: keepPreviousData,
  });

export function useEntries(page: number, filters: EntryFilters, enabled = true) {
  return useQuery({ ...entriesQueryOptions(page, filters), enabled });
}
