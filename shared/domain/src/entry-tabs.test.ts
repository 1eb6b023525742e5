import { describe, expect, it } from 'vitest';
import {
  CATEGORY_KINDS_OF_TAB,
  choosesCategory,
  ENTRY_TABS,
  ENTRY_TYPES,
  entryTabOf,
  entryTypeNamed,
  entryTypeOfTab,
} from './entry-tabs.ts';

describe('the map between types and tabs', () => {
  it('names expense and income as the tabs do, the other types alike', () => {
    expect(ENTRY_TYPES.map(entryTabOf)).toEqual(['expenses', 'incoming', 'transfer', 'debit', 'saving']);
  });

  it('reads every tab back as the type it came from', () => {
    for (const type of ENTRY_TYPES) expect(entryTypeOfTab(entryTabOf(type))).toBe(type);
    expect(ENTRY_TABS.map(entryTypeOfTab)).toEqual(ENTRY_TYPES);
  });

  it('takes either spelling of a name and refuses anything else', () => {
    expect(entryTypeNamed('expenses')).toBe('expense');
    expect(entryTypeNamed('expense')).toBe('expense');
    expect(entryTypeNamed('incoming')).toBe('income');
    expect(entryTypeNamed('saving')).toBe('saving');
    expect(entryTypeNamed('incomes')).toBeNull();
    expect(entryTypeNamed('toString')).toBeNull();
    expect(entryTypeNamed('')).toBeNull();
    expect(entryTypeNamed(null)).toBeNull();
  });
});

describe('the categories of a tab', () => {
  it('lists investments with expenses, and incoming alone', () => {
    expect(CATEGORY_KINDS_OF_TAB.expenses).toEqual(['expenses', 'investments']);
    expect(CATEGORY_KINDS_OF_TAB.incoming).toEqual(['incoming']);
  });

  it('offers no choice of category to transfers, debits and savings', () => {
    expect(ENTRY_TABS.filter(choosesCategory)).toEqual(['expenses', 'incoming']);
  });
});
