import { describe, expect, it } from 'vitest';
import { entryTypeFromQuery, toDateTimeInputValue } from './entry-types.ts';

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
