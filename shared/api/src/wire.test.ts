import { describe, expect, it } from 'vitest';
import { MAX_YEAR, MIN_YEAR, parseWireDate, wireDateSchema, wireDateTimeSchema } from './wire.ts';

describe('parseWireDate', () => {
  it('reads the ISO forms and the unpadded dash and slash forms the original client sends', () => {
    expect(parseWireDate('2026-03-05')?.date).toBe('2026-03-05');
    expect(parseWireDate('2026-3-5')?.date).toBe('2026-03-05');
    expect(parseWireDate('2026/3/31')?.date).toBe('2026-03-31');
    expect(parseWireDate('2026-03-05T14:03:22.000Z')?.instant.toISOString()).toBe('2026-03-05T14:03:22.000Z');
    expect(parseWireDate('2026-03-05 14:03:22')?.instant.toISOString()).toBe('2026-03-05T14:03:22.000Z');
    expect(parseWireDate('2026-03-05T00:30:00+02:00')?.instant.toISOString()).toBe(
      '2026-03-04T22:30:00.000Z',
    );
    expect(parseWireDate('2024-02-29')?.date).toBe('2024-02-29');
  });

  it('guesses nothing and rolls no impossible day into the next month', () => {
    for (const text of [
      '2026-02-30',
      '2025-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '5/1/2026',
      '1/5/2026',
      '05.01.2026',
      '0',
      '20260105',
      '2026-3',
      'tomorrow',
      '2026-03-05T24:00:00Z',
      '2026-03-05T12:60:00Z',
      '2026-3/5',
      '',
    ]) {
      expect(parseWireDate(text), text).toBeNull();
    }
  });

  it(`takes the years ${MIN_YEAR} to ${MAX_YEAR} only`, () => {
    expect(parseWireDate(`${MIN_YEAR}-01-01`)?.date).toBe(`${MIN_YEAR}-01-01`);
    expect(parseWireDate(`${MAX_YEAR}-12-31T23:59:59-14:00`)?.date).toBe(`${MAX_YEAR}-12-31`);
    for (const text of [
      `${MIN_YEAR - 1}-12-31`,
      `${MAX_YEAR + 1}-01-01`,
      '0000-01-01',
      '-0001-01-01',
      '+002026-01-01',
      '10000-01-01',
      '9999-12-31',
      '0999-01-01',
    ]) {
      expect(parseWireDate(text), text).toBeNull();
    }
  });
});

describe('wireDateSchema and wireDateTimeSchema', () => {
  it('normalise what they read, around spaces too', () => {
    expect(wireDateSchema.parse(' 2026/3/5 ')).toBe('2026-03-05');
    expect(wireDateTimeSchema.parse('2026-3-5')).toBe('2026-03-05T00:00:00.000Z');
  });

  it('refuse the rest with the one message', () => {
    for (const value of ['2026-02-30', '5/1/2026', '0', 0, null, '10000-01-01']) {
      const result = wireDateSchema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Use a date as yyyy-mm-dd/);
    }
  });
});
