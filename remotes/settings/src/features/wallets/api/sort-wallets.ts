import { type Wallet, walletSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys, type WalletFilter } from '@bc/ui/ledger';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const ARCHIVED_FILTER: Record<WalletFilter, string> = { active: 'false', archived: 'true', all: 'all' };

/**
 * GET /api/wallet/list?order[sorting]=asc: the wallets by their position (the order of the shell's top strip),
 * for the settings page that moves them. Kept under the ledger's wallets key, so every wallet write refreshes it.
 */
export async function getWalletsByPosition(filter: WalletFilter): Promise<Wallet[]> {
  const { walletListResponseSchema } = await import('@bc/api');
  const searchParams = new URLSearchParams({
    'order[sorting]': 'asc',
    'filters[archived]': ARCHIVED_FILTER[filter],
  });
  return http().get('api/wallet/list', { searchParams }).json(walletListResponseSchema);
}

export const walletsByPositionQueryOptions = (filter: WalletFilter) =>
  queryOptions({
    queryKey: [...ledgerKeys.wallets, 'by-position', filter] as const,
    queryFn: () => getWalletsByPosition(filter),
  });

export function useWalletsByPosition(filter: WalletFilter) {
  return useQuery(walletsByPositionQueryOptions(filter));
}

export type MoveDirection = 'up' | 'down';

/**
 * The sortings to write so that the wallet at `index` changes place with its neighbour: the list is numbered
 * 0, 1, 2… in its new order and only the wallets whose number changes are written (two, once the positions are
 * distinct; more the first time, when wallets share a position). Empty when the move leaves the list.
 */
export function sortingChanges(
  list: readonly Pick<Wallet, 'uuid' | 'sorting'>[],
  index: number,
  direction: MoveDirection,
): { uuid: string; sorting: number }[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [];
  const order = [...list];
  const [moved] = order.splice(index, 1);
  if (!moved) return [];
  order.splice(target, 0, moved);
  return order
    .map((wallet, position) => ({ uuid: wallet.uuid, sorting: position, before: wallet.sorting }))
    .filter((change) => change.sorting !== change.before)
    .map(({ uuid, sorting }) => ({ uuid, sorting }));
}

/** PATCH /api/wallet/sorting/{uuid} with `{sorting}`: the wallet's position in lists. */
export async function setWalletSorting({ uuid, sorting }: { uuid: string; sorting: number }) {
  return http()
    .patch(`api/wallet/sorting/${encodeURIComponent(uuid)}`, { json: { sorting } })
    .json(walletSchema);
}

/** Writes one move (one call per changed wallet, in turn) and refreshes every wallet list and the top strip. */
export function useMoveWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { uuid: string; sorting: number }[]) => {
      for (const change of changes) await setWalletSorting(change);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
  });
}
