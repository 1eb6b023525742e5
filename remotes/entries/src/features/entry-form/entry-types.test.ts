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
  const bank = { id: 1, uuid: 'w-1', name: 'Bank' };
  const cash = { id: 2, uuid: 'w-2', name: 'Cash' };
  it('reads the source row as it is and the target row the other way round', () => {
    expect(transferSides({ amount: -50, account_id: 1, transfer_to: cash })).toEqual({ from: '1', to: '2' });
    expect(transferSides({ amount: 50, account_id: 2, transfer_to: bank })).toEqual({ from: '1', to: '2' });
    expect(transferSides({ amount: 50, account_id: 2, transfer_to: null })).toEqual({ from: '0', to: '2' });
  });
});
