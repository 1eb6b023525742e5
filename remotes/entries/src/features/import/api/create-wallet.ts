import { type Wallet, type WalletInput, walletSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/wallet/create, as the settings' wallet form sends it (a remote cannot import the settings' own
 * fetcher): a statement's new wallet, created on the spot.
 */
export async function createWallet(wallet: WalletInput): Promise<Wallet> {
  return http().post('api/wallet/create', { json: wallet }).json(walletSchema);
}

export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
  });
}
