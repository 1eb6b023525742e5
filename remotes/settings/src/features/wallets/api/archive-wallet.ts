import { type Wallet, walletSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PATCH /api/wallet/archive/{uuid} (archived: true) or PATCH /api/wallet/restore/{uuid}. */
export async function archiveWallet({
  uuid,
  archived,
}: {
  uuid: string;
  archived: boolean;
}): Promise<Wallet> {
  const path = archived ? 'archive' : 'restore';
  return http()
    .patch(`api/wallet/${path}/${encodeURIComponent(uuid)}`)
    .json(walletSchema);
}

export function useArchiveWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
  });
}
