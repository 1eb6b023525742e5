import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from './money.ts';

describe('centsToDecimal', () => {
  it('writes two decimals, the sign and no float noise', () => {
    expect(centsToDecimal(-123_450)).toBe('-1234.50');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-7)).toBe('-0.07');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(999_999_999_999_999)).toBe('9999999999999.99');
  });

  it('reads back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999_999, max: 999_999_999_999_999 }), (cents) => {
        expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});
