import type { Wallet } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerKeys, type WalletFilter } from './keys.ts';

const ARCHIVED_FILTER: Record<WalletFilter, string> = { active: 'false', archived: 'true', all: 'all' };

/**
 * GET /api/wallet/list?order[name]=asc&filters[archived]=...: wallets with their live balances, a bare
 * list (a voucher's balance is an object: `walletMoney` of @bc/api gives the money of any wallet).
 */
export async function getWallets(filter: WalletFilter = 'active'): Promise<Wallet[]> {
  // The schema loads with the first call, so the shell's login page does not carry it.
  const { walletListResponseSchema } = await import('@bc/api');
  const searchParams = new URLSearchParams({
    'order[name]': 'asc',
    'filters[archived]': ARCHIVED_FILTER[filter],
  });
  return http().get('api/wallet/list', { searchParams }).json(walletListResponseSchema);
}

export const walletsQueryOptions = (filter: WalletFilter = 'active') =>
  queryOptions({ queryKey: ledgerKeys.walletList(filter), queryFn: () => getWallets(filter) });

export function useWallets(filter: WalletFilter = 'active') {
  return useQuery(walletsQueryOptions(filter));
}
