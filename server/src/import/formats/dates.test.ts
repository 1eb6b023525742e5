import { describe, expect, it } from 'vitest';
import { detectDateOrder, looksLikeDate, parseDateText } from './dates.ts';

describe('parseDateText', () => {
  it.each([
    ['2026-01-31', 'ymd'],
    ['2026/01/31', 'ymd'],
    ['2026.01.31', 'ymd'],
    ['2026 1 31', 'ymd'],
    ['20260131', 'ymd'],
    ['31.01.2026', 'dmy'],
    ['31/1/2026', 'dmy'],
    ['31-01-26', 'dmy'],
    ['31012026', 'dmy'],
    ['01/31/2026', 'mdy'],
    ['1/31/26', 'mdy'],
    ['01312026', 'mdy'],
  ] as const)('reads %s as %s', (text, order) => {
    expect(parseDateText(text, order)).toBe('2026-01-31');
  });

  it('reads the same text in each order', () => {
    expect(parseDateText('03/04/2026', 'dmy')).toBe('2026-04-03');
    expect(parseDateText('03/04/2026', 'mdy')).toBe('2026-03-04');
    expect(parseDateText('26-04-03', 'ymd')).toBe('2026-04-03');
  });

  it('pivots two-digit years at 70', () => {
    expect(parseDateText('12/19/18', 'mdy')).toBe('2018-12-19');
    expect(parseDateText('1.1.69', 'dmy')).toBe('2069-01-01');
    expect(parseDateText('1.1.70', 'dmy')).toBe('1970-01-01');
    expect(parseDateText('31.12.99', 'dmy')).toBe('1999-12-31');
    expect(parseDateText('1.1.00', 'dmy')).toBe('2000-01-01');
  });

  it("reads Quicken's apostrophe years", () => {
    expect(parseDateText("1/ 5'98", 'mdy')).toBe('1998-01-05');
    expect(parseDateText("12/31'2005", 'mdy')).toBe('2005-12-31');
    expect(parseDateText("1/ 5' 5", 'mdy')).toBe('2005-01-05');
    expect(parseDateText("10/10'10", 'mdy')).toBe('2010-10-10');
  });

  it('leaves a time before or after the date out', () => {
    expect(parseDateText('2026-01-31 10:00', 'ymd')).toBe('2026-01-31');
    expect(parseDateText('2026-01-31T10:00:00', 'ymd')).toBe('2026-01-31');
    expect(parseDateText('2026-01-31T10:00:00.000+01:00', 'ymd')).toBe('2026-01-31');
    expect(parseDateText('2026-01-31T23:59:59Z', 'ymd')).toBe('2026-01-31');
    expect(parseDateText('1/31/2026 3:45 PM', 'mdy')).toBe('2026-01-31');
    expect(parseDateText('10:00 31.01.2026', 'dmy')).toBe('2026-01-31');
  });

  it('gives null for days the calendar does not have', () => {
    expect(parseDateText('2026-02-31', 'ymd')).toBeNull();
    expect(parseDateText('2026-02-29', 'ymd')).toBeNull();
    expect(parseDateText('2028-02-29', 'ymd')).toBe('2028-02-29');
    expect(parseDateText('2000-02-29', 'ymd')).toBe('2000-02-29');
    expect(parseDateText('1900-02-29', 'ymd')).toBeNull();
    expect(parseDateText('31.04.2026', 'dmy')).toBeNull();
    expect(parseDateText('13/01/2026', 'mdy')).toBeNull();
    expect(parseDateText('00.01.2026', 'dmy')).toBeNull();
    expect(parseDateText('2026-00-10', 'ymd')).toBeNull();
  });

  it.each([
    [''],
    ['yesterday'],
    ['2026-01'],
    ['2026-01-31-01'],
    ['123.01.2026'],
    ['1.1.123'],
    ['0099-01-01'],
    ['Datum'],
  ])('gives null for %j', (text) => {
    expect(parseDateText(text, 'ymd')).toBeNull();
    expect(parseDateText(text, 'dmy')).toBeNull();
  });
});

describe('detectDateOrder', () => {
  it('finds year-first by a four-digit first part', () => {
    expect(detectDateOrder(['2026-01-02', '2026-03-04'])).toBe('ymd');
    expect(detectDateOrder(['2024.01.02'])).toBe('ymd');
    expect(detectDateOrder(['20260102'])).toBe('ymd');
    expect(detectDateOrder(['2023-01-02', '2022-12-31'])).toBe('ymd');
  });

  it('settles day-first against month-first by a day above 12 in any row', () => {
    expect(detectDateOrder(['01.02.2026', '05.03.2026', '13.03.2026'])).toBe('dmy');
    expect(detectDateOrder(['01/02/2026', '05/03/2026', '03/13/2026'])).toBe('mdy');
    expect(detectDateOrder(['6/24/2024', '6/23/2024'])).toBe('mdy');
    expect(detectDateOrder(['31012026', '01022026'])).toBe('dmy');
  });

  it('is ambiguous when no day is above 12, or when the rows disagree', () => {
    expect(detectDateOrder(['01/02/2026', '05/03/2026'])).toBe('ambiguous');
    expect(detectDateOrder(['13/01/2026', '01/13/2026'])).toBe('ambiguous');
    expect(detectDateOrder(['01.02.03'])).toBe('ambiguous');
  });

  it('prefers day-first to a two-digit year first', () => {
    expect(detectDateOrder(['13.02.03'])).toBe('dmy');
  });

  it('is null when the texts are no dates', () => {
    expect(detectDateOrder(['Payee', 'Shop'])).toBeNull();
    expect(detectDateOrder(['12.34', '-5.00'])).toBeNull();
    expect(detectDateOrder([])).toBeNull();
    expect(detectDateOrder(['', ' '])).toBeNull();
  });

  it('looks past a few texts that are no dates', () => {
    expect(detectDateOrder(['31.01.2026', 'n/a', '01.02.2026', ''])).toBe('dmy');
    expect(detectDateOrder(['31.01.2026', 'n/a', 'x'])).toBeNull();
  });
});

describe('looksLikeDate', () => {
  it('tells a date from a header name or an amount', () => {
    expect(looksLikeDate('31.01.2026')).toBe(true);
    expect(looksLikeDate('2026-01-31T10:00:00')).toBe(true);
    expect(looksLikeDate('Date')).toBe(false);
    expect(looksLikeDate('-12.50')).toBe(false);
    expect(looksLikeDate('1234.56')).toBe(false);
  });
});
