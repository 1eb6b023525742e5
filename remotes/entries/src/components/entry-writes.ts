import { goalKeys, ledgerKeys, payeeKeys } from '@bc/ui/ledger';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What an entry written or deleted moves, fetched again: the wallets' balances (and the strip's figures),
 * the entries, the labels it may have created, the payees' balances (a debit), the goals' (a saving).
 * The one list for every write of an entry, so that none leaves a balance behind.
 */
export function refreshAfterEntryWrite(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
    queryClient.invalidateQueries({ queryKey: ledgerKeys.entries }),
    queryClient.invalidateQueries({ queryKey: ledgerKeys.labels }),
    queryClient.invalidateQueries({ queryKey: payeeKeys.all }),
    queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  ]);
}
