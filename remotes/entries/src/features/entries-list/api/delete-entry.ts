import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /api/entry/{uuid}: a transfer goes with its other row; balances move back. */
export async function deleteEntry(uuid: string): Promise<void> {
  await http().delete(`api/entry/${encodeURIComponent(uuid)}`);
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.entries }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
      ]),
  });
}
