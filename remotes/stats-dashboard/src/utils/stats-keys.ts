import { ledgerKeys } from '@bc/ui/ledger';

/**
 * Query keys of the stats calls: `[...ledgerKeys.wallets, 'stats', <path>, <params>?]`. They sit under the
 * wallets key of the ledger because every write that moves a balance (an entry saved, deleted or imported; a
 * wallet edited) invalidates `ledgerKeys.wallets`: the figures refresh with it, without the writers knowing
 * these queries. The shell's top strip and the profile spell the same keys for the same calls, so the one
 * query cache holds each figure once.
 */
export const statsKeys = {
  all: [...ledgerKeys.wallets, 'stats'] as const,
  call: (path: string, params?: unknown) =>
    params === undefined
      ? ([...ledgerKeys.wallets, 'stats', `api/stats/${path}`] as const)
      : ([...ledgerKeys.wallets, 'stats', `api/stats/${path}`, params] as const),
};
