import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /api/wallet/{uuid}: a soft delete, the wallet is archived and its entries kept. */
export async function deleteWallet(uuid: string): Promise<void> {
  await http().delete(`api/wallet/${encodeURIComponent(uuid)}`);
}

export function useDeleteWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
  });
}
