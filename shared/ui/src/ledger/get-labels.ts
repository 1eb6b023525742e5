import type { Label } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerKeys, type WalletFilter } from './keys.ts';

/** GET /api/label/list?order[name]=asc (archive=1: archived only; all=1: both). */
export async function getLabels(filter: WalletFilter = 'active'): Promise<Label[]> {
  const { labelListResponseSchema } = await import('@bc/api');
  const searchParams = new URLSearchParams({ 'order[name]': 'asc' });
  if (filter === 'archived') searchParams.set('archive', '1');
  if (filter === 'all') searchParams.set('all', '1');
  const { data } = await http().get('api/label/list', { searchParams }).json(labelListResponseSchema);
  return data;
}

export const labelsQueryOptions = (filter: WalletFilter = 'active') =>
  queryOptions({ queryKey: ledgerKeys.labelList(filter), queryFn: () => getLabels(filter) });

export function useLabels(filter: WalletFilter = 'active') {
  return useQuery(labelsQueryOptions(filter));
}
