import { type Entry, type EntryBody, entrySchema } from '@bc/api';
import type { EntryType } from '@bc/domain';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payeeKeys } from '../../payees/api/payee-keys.ts';
import { goalKeys } from './get-goals.ts';

export interface SaveEntryInput {
  /** The type as the path spells it (expense, income...); the body carries the tab name. */
  type: EntryType;
  /** The entry to update, or null to create one. */
  uuid: string | null;
  body: EntryBody;
}

/** POST /api/entry/{type}, or PUT /api/entry/{type}/{uuid} for an existing entry: the entry, bare. */
export async function saveEntry({ type, uuid, body }: SaveEntryInput): Promise<Entry> {
  const request = uuid
    ? http().put(`api/entry/${type}/${encodeURIComponent(uuid)}`, { json: body })
    : http().post(`api/entry/${type}`, { json: body });
  return request.json(entrySchema);
}

/**
 * A saved entry moves balances and may create labels or a payee: those lists are refetched; a saving
 * entry moves its goal's balance too.
 */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    onSuccess: (_saved, { type }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.entries }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.labels }),
        queryClient.invalidateQueries({ queryKey: payeeKeys.all }),
        ...(type === 'saving' ? [queryClient.invalidateQueries({ queryKey: goalKeys.all })] : []),
      ]),
  });
}
