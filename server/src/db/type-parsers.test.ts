import { describe, expect, it } from 'vitest';
import { parseInt8 } from './type-parsers.ts';

describe('parseInt8', () => {
  it('turns int8 text into a number', () => {
    expect(parseInt8('0')).toBe(0);
    expect(parseInt8('-12345')).toBe(-12345);
    expect(parseInt8('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses values a double cannot hold exactly', () => {
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
  });
});
