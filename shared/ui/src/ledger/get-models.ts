import type { Model } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerKeys } from './keys.ts';

/** GET /api/entry/model?order[name]=asc: the workspace's models (templates) by name, a bare list. */
export async function getModels(): Promise<Model[]> {
  const { modelListResponseSchema } = await import('@bc/api');
  return http()
    .get('api/entry/model', { searchParams: { 'order[name]': 'asc' } })
    .json(modelListResponseSchema);
}

export const modelsQueryOptions = () =>
  queryOptions({ queryKey: ledgerKeys.modelList(), queryFn: getModels });

export function useModels() {
  return useQuery(modelsQueryOptions());
}
