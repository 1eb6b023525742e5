import { type PlannedEntry, plannedEntryResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { plannedKeys } from './planned-keys.ts';

/** GET /api/entry/planned/{uuid}: one plan, to edit it. */
export async function getPlannedEntry(uuid: string): Promise<PlannedEntry> {
  const { data } = await http()
    .get(`api/entry/planned/${encodeURIComponent(uuid)}`)
    .json(plannedEntryResponseSchema);
  return data;
}

export const plannedEntryQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: plannedKeys.detail(uuid), queryFn: () => getPlannedEntry(uuid) });

export function usePlannedEntry(uuid: string) {
  return useQuery(plannedEntryQueryOptions(uuid));
}
