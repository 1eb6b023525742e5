import { type Entry, entrySchema, type Paginated } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/entry/{uuid}: one entry with its wallet, category, payee and labels, bare. */
export async function getEntry(uuid: string): Promise<Entry> {
  return http()
    .get(`api/entry/${encodeURIComponent(uuid)}`)
    .json(entrySchema);
}

export const entryQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: [...ledgerKeys.entries, 'detail', uuid], queryFn: () => getEntry(uuid) });

/** `enabled` false: an entry that exists only in the offline queue, which the server does not know yet. */
export function useEntry(uuid: string, enabled = true) {
  return useQuery({ ...entryQueryOptions(uuid), enabled });
}

/** The entry as a list already read shows it: what an edit starts from when the server cannot be reached. */
export function listedEntry(queryClient: QueryClient, uuid: string): Entry | undefined {
  for (const [, page] of queryClient.getQueriesData<Paginated<Entry>>({
    queryKey: [...ledgerKeys.entries, 'list'],
  })) {
    const found = page?.data.find((entry) => entry.uuid === uuid);
    if (found) return found;
  }
  return undefined;
}
