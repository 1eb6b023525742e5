import { type Entry, entrySchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/entry/{uuid}: one entry with its wallet, category, payee and labels, bare. */
export async function getEntry(uuid: string): Promise<Entry> {
  return http()
    .get(`api/entry/${encodeURIComponent(uuid)}`)
    .json(entrySchema);
}

export const entryQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: [...ledgerKeys.entries, 'detail', uuid], queryFn: () => getEntry(uuid) });

export function useEntry(uuid: string) {
  return useQuery(entryQueryOptions(uuid));
}
