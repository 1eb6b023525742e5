import { describe, expect, it } from 'vitest';
import { importBodySchema, importNote, isImportDateTime } from './import.ts';
import { decimalToCents } from './money.ts';

describe('decimalToCents', () => {
  it('reads decimal text and numbers exactly', () => {
    expect(decimalToCents('-1234.56')).toBe(-123_456);
    expect(decimalToCents('0.1')).toBe(10);
    expect(decimalToCents('+7')).toBe(700);
    expect(decimalToCents(' 42.05 ')).toBe(4_205);
    expect(decimalToCents(0.29)).toBe(29);
    expect(decimalToCents(-1_234_567.89)).toBe(-123_456_789);
    expect(decimalToCents('-0.00')).toBe(0);
  });

  it('refuses anything but a plain decimal with at most two decimals', () => {
    for (const bad of [
      '1,50',
      '1.234,56',
      '12.345',
      '',
      '-',
      '.5',
      '1e3',
      'abc',
      '1 000',
      '12345678901234',
    ]) {
      expect(decimalToCents(bad), bad).toBeNull();
    }
    expect(decimalToCents(0.1 + 0.2)).toBeNull();
    expect(decimalToCents(Number.NaN)).toBeNull();
  });
});

describe('isImportDateTime', () => {
  it('takes calendar dates and ISO date-times', () => {
    expect(isImportDateTime('2026-02-28')).toBe(true);
    expect(isImportDateTime('2024-02-29')).toBe(true);
    expect(isImportDateTime('2026-01-15T23:00:00.000Z')).toBe(true);
  });

  it('refuses impossible dates and other formats', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '15/01/2026', '2026-1-5', 'soon', '2026-01-15 10:00']) {
      expect(isImportDateTime(bad), bad).toBe(false);
    }
  });
});

describe('the import body', () => {
  it('keeps the payee at the start of the note', () => {
    expect(importNote({ payee: ' Shop ', note: 'Milk' })).toBe('Shop · Milk');
    expect(importNote({ payee: null, note: 'Milk' })).toBe('Milk');
    expect(importNote({})).toBe('');
  });

  it('names the row and field of each problem', () => {
    const result = importBodySchema.safeParse({
      account_id: 1,
      rows: [
        { date_time: '2026-01-15', amount: '-1.00' },
        { date_time: '2026-01-15', amount: 0 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['rows.1.amount']);
  });
});
