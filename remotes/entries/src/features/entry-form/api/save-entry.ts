import { type Entry, type EntryBody, entryResponseSchema } from '@bc/api';
import type { EntryType } from '@bc/domain';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface SaveEntryInput {
  type: EntryType;
  /** The entry to update, or null to create one. */
  uuid: string | null;
  body: EntryBody;
}

/** POST /api/entry/{type}, or PUT /api/entry/{type}/{uuid} for an existing entry. */
export async function saveEntry({ type, uuid, body }: SaveEntryInput): Promise<Entry> {
  const request = uuid
    ? http().put(`api/entry/${type}/${encodeURIComponent(uuid)}`, { json: body })
    : http().post(`api/entry/${type}`, { json: body });
  const { data } = await request.json(entryResponseSchema);
  return data;
}

/** A saved entry moves balances and may create labels or a payee: those lists are refetched. */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.entries }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.labels }),
        queryClient.invalidateQueries({ queryKey: ['ledger', 'payees'] }),
      ]),
  });
}
