import { describe, expect, it } from 'vitest';
import { type ReadRow, type ReadStatement, UnreadableFileError } from './bank-file.ts';
import {
  calendarDate,
  lineFinder,
  refuseWhenNoRowIsUsable,
  textOrNull,
  withUniqueLines,
} from './statement-rows.ts';

const row = (line: number, problems: ReadRow['problems'] = []): ReadRow => ({
  line,
  date: '2024-01-01',
  amountCents: 1,
  currency: null,
  payee: null,
  note: null,
  bankId: null,
  category: null,
  problems,
});

const statement = (...rows: ReadRow[]): ReadStatement => ({
  account: { number: null, iban: null, currency: null, name: null },
  openingBalanceCents: null,
  closingBalanceCents: null,
  rows,
});

describe('statement rows', () => {
  it('cleans text: whitespace runs as one space, empty as null', () => {
    expect(textOrNull('  Rechnung\n   4711  ')).toBe('Rechnung 4711');
    expect(textOrNull(' \n ')).toBeNull();
    expect(textOrNull(undefined)).toBeNull();
  });

  it('knows the calendar', () => {
    expect(calendarDate(2024, 2, 29)).toBe('2024-02-29');
    expect(calendarDate(2023, 2, 29)).toBeNull();
    expect(calendarDate(2011, 20, 0)).toBeNull();
    expect(calendarDate(2012, 2, 31)).toBeNull();
  });

  it('finds the line of an offset', () => {
    const lineOf = lineFinder('a\nbc\n\nd');
    expect([0, 1, 2, 4, 5, 6].map(lineOf)).toEqual([1, 1, 2, 2, 3, 4]);
  });

  it('numbers rows that share a line after one another, across statements, keeping the others', () => {
    const lines = withUniqueLines([statement(row(3), row(3), row(3)), statement(row(4), row(9))]).map(
      (each) => each.rows.map((one) => one.line),
    );
    expect(lines).toEqual([
      [3, 4, 5],
      [6, 9],
    ]);
  });

  it('refuses a file only when it has rows and every one has a problem', () => {
    const broken = row(7, [{ field: 'date', message: 'The date is missing' }]);
    expect(() => refuseWhenNoRowIsUsable([statement(broken, broken)], 'MT940')).toThrow(
      new UnreadableFileError('No transaction of this MT940 file can be read: the date is missing', 'line 7'),
    );
    expect(() => refuseWhenNoRowIsUsable([statement(broken), statement(row(9))], 'MT940')).not.toThrow();
    expect(() => refuseWhenNoRowIsUsable([statement()], 'MT940')).not.toThrow();
  });
});
