import { goalKeys, ledgerKeys, payeeKeys } from '@bc/ui/ledger';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterEntryWrite } from './entry-writes.ts';

describe('after an entry is written or deleted', () => {
  it('marks every balance it may move as stale: wallets, entries, labels, payees and goals', async () => {
    const queryClient = new QueryClient();
    const keys = [
      ledgerKeys.walletList('active'),
      [...ledgerKeys.entries, 'list', 1, {}],
      ledgerKeys.labelList('all'),
      payeeKeys.debts,
      goalKeys.list,
      ['goals', 'detail', 'g-1'],
    ];
    for (const key of keys) queryClient.setQueryData(key, []);
    const untouched = ['reference', 'sub-categories'];
    queryClient.setQueryData(untouched, []);

    await refreshAfterEntryWrite(queryClient);

    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(queryClient.getQueryState(untouched)?.isInvalidated).toBe(false);
  });
});
