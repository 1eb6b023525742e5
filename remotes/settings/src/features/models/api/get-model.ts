import { type Model, modelResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { modelKeys } from './keys.ts';

/** GET /api/entry/model/{uuid} */
export async function getModel(uuid: string): Promise<Model> {
  const { data } = await http()
    .get(`api/entry/model/${encodeURIComponent(uuid)}`)
    .json(modelResponseSchema);
  return data;
}

export const modelQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: modelKeys.detail(uuid), queryFn: () => getModel(uuid) });

export function useModel(uuid: string) {
  return useQuery(modelQueryOptions(uuid));
}
