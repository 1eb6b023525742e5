import { ledgerKeys } from '@bc/ui/ledger';

/**
 * Query keys of the stats calls: `[...ledgerKeys.wallets, 'stats', <path>, <params>?]`, as the stats area and the
 * profile spell them, so the one query cache holds each figure once. They sit under the wallets key because every
 * write that moves a balance (an entry saved, deleted or imported; a wallet edited) invalidates
 * `ledgerKeys.wallets`: the strip refreshes with it.
 */
export const statsKey = (path: string, params?: unknown) =>
  params === undefined
    ? ([...ledgerKeys.wallets, 'stats', `api/stats/${path}`] as const)
    : ([...ledgerKeys.wallets, 'stats', `api/stats/${path}`, params] as const);
