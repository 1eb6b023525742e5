/** Query keys of the ledger resources shared by the shell and the areas: one cache entry each. */
export type WalletFilter = 'active' | 'archived' | 'all';

export const ledgerKeys = {
  /** Every wallet list: invalidate it after any write that moves a balance. */
  wallets: ['ledger', 'wallets'] as const,
  walletList: (filter: WalletFilter) => ['ledger', 'wallets', filter] as const,
  labels: ['ledger', 'labels'] as const,
  labelList: (filter: WalletFilter) => ['ledger', 'labels', filter] as const,
  entries: ['ledger', 'entries'] as const,
  models: ['ledger', 'models'] as const,
  /**
   * How often each sub-category was used. Not under `entries`: the picks stay where they are while a person
   * adds entry after entry, and are asked again when a form next opens.
   */
  categoryUse: ['ledger', 'category-use'] as const,
  modelList: () => ['ledger', 'models', 'list'] as const,
};
