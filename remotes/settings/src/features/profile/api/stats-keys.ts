import { ledgerKeys } from '@bc/ui/ledger';

/**
 * Query keys of the stats calls: `[...ledgerKeys.wallets, 'stats', <path>, <params>?]`, as the shell's top strip
 * and the stats area spell them, so the one query cache holds each figure once. They sit under the wallets key
 * because every write that moves a balance invalidates `ledgerKeys.wallets`: the figures refresh with it.
 */
export const statsKey = (path: string, params?: unknown) =>
  params === undefined
    ? ([...ledgerKeys.wallets, 'stats', `api/stats/${path}`] as const)
    : ([...ledgerKeys.wallets, 'stats', `api/stats/${path}`, params] as const);
