import { ledgerKeys } from '../ledger/keys.ts';

/**
 * Query keys of the stats calls: `[...ledgerKeys.wallets, 'stats', <path>, <params>?]`, one spelling for the
 * shell's top strip, the profile and the stats area, so the one query cache holds each figure once. They sit
 * under the wallets key of the ledger because every write that moves a balance (an entry saved, deleted or
 * imported; a wallet edited) invalidates `ledgerKeys.wallets`: the figures refresh with it, without the
 * writers knowing these queries.
 */
export const statsKeys = {
  all: [...ledgerKeys.wallets, 'stats'] as const,
  call: (path: string, params?: unknown) =>
    params === undefined
      ? ([...ledgerKeys.wallets, 'stats', `api/stats/${path}`] as const)
      : ([...ledgerKeys.wallets, 'stats', `api/stats/${path}`, params] as const),
};
