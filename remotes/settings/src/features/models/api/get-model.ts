import { type Model, modelSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { modelKeys } from './keys.ts';

/** GET /api/entry/model/{uuid} */
export async function getModel(uuid: string): Promise<Model> {
  return http()
    .get(`api/entry/model/${encodeURIComponent(uuid)}`)
    .json(modelSchema);
}

export const modelQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: modelKeys.detail(uuid), queryFn: () => getModel(uuid) });

export function useModel(uuid: string) {
  return useQuery(modelQueryOptions(uuid));
}
