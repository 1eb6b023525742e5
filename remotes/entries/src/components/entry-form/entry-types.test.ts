import { describe, expect, it } from 'vitest';
import { entryTypeFromQuery, toDateTimeInputValue, transferSides } from './entry-types.ts';

describe('entryTypeFromQuery', () => {
  it('takes a tab the mode offers', () => {
    expect(entryTypeFromQuery('incoming', 'entry')).toBe('incoming');
    expect(entryTypeFromQuery('transfer', 'entry')).toBe('transfer');
  });

  it('falls back when the tab is unknown or hidden in the mode', () => {
    expect(entryTypeFromQuery(null, 'entry')).toBe('expenses');
    expect(entryTypeFromQuery('bogus', 'entry', 'debit')).toBe('debit');
    expect(entryTypeFromQuery('transfer', 'planned')).toBe('expenses');
  });
});

describe('toDateTimeInputValue', () => {
  it('formats local time for a datetime-local input', () => {
    expect(toDateTimeInputValue(new Date(2024, 0, 5, 7, 3))).toBe('2024-01-05T07:03');
  });
});

describe('the wallets of a loaded transfer', () => {
  it('reads the source row as it is and the target row the other way round', () => {
    expect(transferSides({ amount: -50, account_id: 1, transfer_id: 2 })).toEqual({ from: '1', to: '2' });
    expect(transferSides({ amount: 50, account_id: 2, transfer_id: 1 })).toEqual({ from: '1', to: '2' });
  });

  it('reads out of wallet on either side as 0', () => {
    // The target row of a transfer from out of wallet; its transfer_id is 0.
    expect(transferSides({ amount: 50, account_id: 2, transfer_id: 0 })).toEqual({ from: '0', to: '2' });
    // The source row of that transfer: no wallet of its own, the target in transfer_id.
    expect(transferSides({ amount: -50, account_id: null, transfer_id: 2 })).toEqual({ from: '0', to: '2' });
    expect(transferSides({ amount: -50, account_id: 1, transfer_id: null })).toEqual({ from: '1', to: '0' });
  });
});
