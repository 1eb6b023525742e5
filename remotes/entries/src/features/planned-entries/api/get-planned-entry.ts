import { type PlannedEntry, plannedEntrySchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { plannedKeys } from './planned-keys.ts';

/** GET /api/entry/planned/{uuid}: one plan, bare, to edit it. */
export async function getPlannedEntry(uuid: string): Promise<PlannedEntry> {
  return http()
    .get(`api/entry/planned/${encodeURIComponent(uuid)}`)
    .json(plannedEntrySchema);
}

export const plannedEntryQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: plannedKeys.detail(uuid), queryFn: () => getPlannedEntry(uuid) });

export function usePlannedEntry(uuid: string) {
  return useQuery(plannedEntryQueryOptions(uuid));
}
