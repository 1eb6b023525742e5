import { type Label, labelSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/label/{id}: one label (numeric id or uuid). */
export async function getLabel(id: string): Promise<Label> {
  return http()
    .get(`api/label/${encodeURIComponent(id)}`)
    .json(labelSchema);
}

export const labelQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ledgerKeys.labels, 'detail', id], queryFn: () => getLabel(id) });

export function useLabel(id: string) {
  return useQuery(labelQueryOptions(id));
}
