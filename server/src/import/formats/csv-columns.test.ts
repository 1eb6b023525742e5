import { describe, expect, it } from 'vitest';
import {
  directionOf,
  findAccountColumn,
  findCurrencyColumn,
  findDirectionColumn,
  headerKey,
  recogniseColumns,
} from './csv-columns.ts';

describe('headerKey', () => {
  it('compares names without case, accents or punctuation', () => {
    expect(headerKey('Empfänger')).toBe('empfanger');
    expect(headerKey(' Betrag (EUR) ')).toBe('betrag eur');
    expect(headerKey('Beguenstigter/Zahlungspflichtiger')).toBe('beguenstigter zahlungspflichtiger');
    expect(headerKey('Catégorie')).toBe('categorie');
    expect(headerKey('Straße')).toBe('strasse');
    expect(headerKey('journal_id')).toBe('journal id');
  });
});

describe('recogniseColumns', () => {
  it('finds the fields of a German bank export, the booking date before the value date', () => {
    const table = {
      header: ['Buchungstag', 'Valutadatum', 'Auftraggeber / Empfänger', 'Verwendungszweck', 'Betrag (EUR)'],
      rows: [['31.01.2026', '01.02.2026', 'Bäckerei', 'Brötchen', '-3,50']],
    };
    expect(recogniseColumns(table)).toEqual({
      date: 0,
      amount: 4,
      inflow: null,
      outflow: null,
      payee: 2,
      note: 3,
      bankId: null,
      category: null,
    });
  });

  it('passes over a named column whose cells hold no date or no amount', () => {
    const table = {
      header: ['Dátum', 'Date', 'Amount', 'Betrag'],
      rows: [['', '2026-01-31', 'n/a', '12.00']],
    };
    expect(recogniseColumns(table)).toMatchObject({ date: 1, amount: 3 });
  });

  it('takes an inflow and an outflow only as a pair', () => {
    const paired = { header: ['Date', 'Paid out', 'Paid in'], rows: [['2026-01-31', '3.50', '']] };
    expect(recogniseColumns(paired)).toMatchObject({ amount: null, inflow: 2, outflow: 1 });
    const alone = { header: ['Date', 'Paid out'], rows: [['2026-01-31', '3.50']] };
    expect(recogniseColumns(alone)).toBeNull();
  });

  it('is null without a date or an amount column', () => {
    expect(recogniseColumns({ header: ['When', 'Amount'], rows: [['2026-01-31', '1']] })).toBeNull();
    expect(recogniseColumns({ header: ['Date', 'Sum'], rows: [['2026-01-31', '1']] })).toBeNull();
  });

  it('takes a bank id column only when its values never repeat', () => {
    const header = ['Date', 'Amount', 'Transaction ID'];
    const unique = {
      header,
      rows: [
        ['2026-01-30', '1', 'A1'],
        ['2026-01-31', '2', 'A2'],
      ],
    };
    expect(recogniseColumns(unique)?.bankId).toBe(2);
    const repeated = {
      header,
      rows: [
        ['2026-01-30', '1', 'X'],
        ['2026-01-31', '2', 'X'],
      ],
    };
    expect(recogniseColumns(repeated)?.bankId).toBeNull();
  });

  it('keeps a free-text reference in the note, never as the bank id', () => {
    const table = { header: ['Date', 'Amount', 'Reference'], rows: [['2026-01-31', '-800', 'RENT']] };
    expect(recogniseColumns(table)).toMatchObject({ bankId: null, note: 2 });
  });
});

describe('the columns beside the mapping', () => {
  const table = {
    header: ['Date', 'Amount', 'Transaction Type', 'Currency', 'Account Name', 'Valuta'],
    rows: [
      ['2026-01-31', '5.00', 'debit', 'EUR', 'Checking', '2026-01-31'],
      ['2026-01-31', '9.00', 'credit', '', 'Savings', '2026-01-31'],
    ],
  };
  const taken = new Set([0, 1]);

  it('finds the currency column by its name and its ISO codes', () => {
    expect(findCurrencyColumn(table, taken)).toBe(3);
    expect(findCurrencyColumn({ header: ['Valuta'], rows: [['2026-01-31']] }, new Set())).toBeNull();
  });

  it('finds the column that says money in or out', () => {
    expect(findDirectionColumn(table, taken)).toBe(2);
    expect(findDirectionColumn({ header: ['Type'], rows: [['Card payment']] }, new Set())).toBeNull();
  });

  it("finds an app's account column", () => {
    expect(findAccountColumn(table, taken)).toBe(4);
  });

  it.each([
    ['debit', -1],
    ['DR', -1],
    ['Withdrawal', -1],
    ['Af', -1],
    ['Soll', -1],
    ['credit', 1],
    ['CR', 1],
    ['Deposit', 1],
    ['Bij', 1],
    ['Haben', 1],
    ['Transfer', 0],
    ['', 0],
  ])('reads %j as the direction %d', (word, direction) => {
    expect(directionOf(word)).toBe(direction);
  });
});
