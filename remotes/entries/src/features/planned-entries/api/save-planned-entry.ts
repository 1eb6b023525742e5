import { type PlannedEntry, type PlannedEntryBody, plannedEntrySchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys, payeeKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plannedKeys } from './planned-keys.ts';

export interface SavePlannedEntryInput {
  /** The plan to update, or null to create one. */
  uuid: string | null;
  body: PlannedEntryBody;
}

/**
 * POST /api/entry/planned, or PUT /api/entry/planned/{uuid} for an existing plan: the entry body with its
 * tab in `type`, `planning`, the start in `date_time` and `end_date_time`; the plan answers bare.
 */
export async function savePlannedEntry({ uuid, body }: SavePlannedEntryInput): Promise<PlannedEntry> {
  const request = uuid
    ? http().put(`api/entry/planned/${encodeURIComponent(uuid)}`, { json: body })
    : http().post('api/entry/planned', { json: body });
  return request.json(plannedEntrySchema);
}

/**
 * A saved plan may write the occurrences that have already come (entries, balances) and may create
 * labels or a payee: those lists are refetched with the plans.
 */
export function useSavePlannedEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlannedEntry,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plannedKeys.all }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.entries }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.labels }),
        queryClient.invalidateQueries({ queryKey: payeeKeys.all }),
      ]),
  });
}
