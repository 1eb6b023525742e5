import { http } from '@bc/session';
import { ledgerKeys, payeeKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /api/debt/{uuid}: the payee is archived, its entries stay. */
export async function archivePayee(uuid: string): Promise<void> {
  await http().delete(`api/debt/${encodeURIComponent(uuid)}`);
}

export function useArchivePayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archivePayee,
    // The strip's loans figures count the payee's debts, and come with the wallets.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
      ]),
  });
}
