import type { StatsWallet } from '@bc/api';
import { http } from '@bc/session';
import { statsKeys } from '@bc/ui/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/stats/wallets: the active wallets by position with their live balances, currency as an object. */
export async function getStatsWallets(): Promise<StatsWallet[]> {
  // The schema loads with the first call, so the shell's login page does not carry it.
  const { statsWalletListSchema } = await import('@bc/api');
  return http().get('api/stats/wallets').json(statsWalletListSchema);
}

export const statsWalletsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.call('wallets'), queryFn: getStatsWallets, refetchOnWindowFocus: true });

export function useStatsWallets() {
  return useQuery(statsWalletsQueryOptions());
}
