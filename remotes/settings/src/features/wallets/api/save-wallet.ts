import { type Wallet, type WalletInput, walletSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/wallet/create, or PUT /api/wallet/update/{uuid} when a uuid is given. */
export async function saveWallet({
  uuid,
  wallet,
}: {
  uuid: string | null;
  wallet: WalletInput;
}): Promise<Wallet> {
  const request = uuid
    ? http().put(`api/wallet/update/${encodeURIComponent(uuid)}`, { json: wallet })
    : http().post('api/wallet/create', { json: wallet });
  return request.json(walletSchema);
}

export function useSaveWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
  });
}
