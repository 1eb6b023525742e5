import { type ImportBody, type ImportResponse, importResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/entries/import: every row or none. */
export async function importEntries(body: ImportBody): Promise<ImportResponse> {
  return http().post('api/entries/import', { json: body }).json(importResponseSchema);
}

/** Imported rows move the wallet's balance and may create labels: those lists are refetched. */
export function useImportEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEntries,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.entries }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.labels }),
      ]),
  });
}
