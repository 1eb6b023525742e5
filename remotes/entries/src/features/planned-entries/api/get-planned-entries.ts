import { type PlannedEntry, plannedEntryListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { plannedKeys } from './planned-keys.ts';

/** GET /api/entry/planned: every plan, by next execution, those that are over last; a bare, whole list. */
export async function getPlannedEntries(): Promise<PlannedEntry[]> {
  return http().get('api/entry/planned').json(plannedEntryListSchema);
}

export const plannedEntriesQueryOptions = () =>
  queryOptions({ queryKey: plannedKeys.list(), queryFn: getPlannedEntries });

export function usePlannedEntries() {
  return useQuery(plannedEntriesQueryOptions());
}
