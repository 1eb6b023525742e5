import type { Label } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerKeys, type WalletFilter } from './keys.ts';

/**
 * GET /api/label/list?order[name]=asc: the active labels. With archive=1 the API answers every label,
 * archived ones included; the archived ones alone are picked here by their `archive` flag.
 */
export async function getLabels(filter: WalletFilter = 'active'): Promise<Label[]> {
  const { labelListResponseSchema } = await import('@bc/api');
  const searchParams = new URLSearchParams({ 'order[name]': 'asc' });
  if (filter !== 'active') searchParams.set('archive', '1');
  const labels = await http().get('api/label/list', { searchParams }).json(labelListResponseSchema);
  return filter === 'archived' ? labels.filter((label) => label.archive) : labels;
}

export const labelsQueryOptions = (filter: WalletFilter = 'active') =>
  queryOptions({ queryKey: ledgerKeys.labelList(filter), queryFn: () => getLabels(filter) });

export function useLabels(filter: WalletFilter = 'active') {
  return useQuery(labelsQueryOptions(filter));
}
