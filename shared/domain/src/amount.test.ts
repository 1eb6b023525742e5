import { describe, expect, it } from 'vitest';
import { checkAmountInput, formatAmountInput, sanitizeAmountInput, sumAmounts } from './amount.ts';

describe('sanitizeAmountInput', () => {
  it.each([
    ['12', '12'],
    ['12,5', '12.5'],
    ['1.234,56', '1.23'],
    ['12.345', '12.34'],
    ['1,2,3', '1.23'],
    ['€ 1 000', '1000'],
    ['-5', '5'],
    ['abc', ''],
    ['.5', '.5'],
    ['7.', '7.'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(sanitizeAmountInput(typed)).toBe(kept);
  });
});

describe('checkAmountInput', () => {
  it('emits null for an empty field', () => {
    expect(checkAmountInput('')).toEqual({ value: null, problem: null });
    expect(checkAmountInput('  ')).toEqual({ value: null, problem: null });
  });

  it('reads numbers with a comma or a dot', () => {
    expect(checkAmountInput('12,50')).toEqual({ value: 12.5, problem: null });
    expect(checkAmountInput('0.01')).toEqual({ value: 0.01, problem: null });
    expect(checkAmountInput('.5')).toEqual({ value: 0.5, problem: null });
  });

  it('refuses what is not a number', () => {
    expect(checkAmountInput('.').problem).toBe('invalid_amount');
    expect(checkAmountInput(',').problem).toBe('invalid_amount');
  });

  it('applies the minimum, 0 by default, and an optional maximum, both inclusive', () => {
    expect(checkAmountInput('0').problem).toBeNull();
    expect(checkAmountInput('0', { min: 0.01 })).toEqual({ value: 0, problem: 'below_minimum' });
    expect(checkAmountInput('0.01', { min: 0.01 }).problem).toBeNull();
    expect(checkAmountInput('100', { max: 100 }).problem).toBeNull();
    expect(checkAmountInput('100.01', { max: 100 })).toEqual({ value: 100.01, problem: 'above_maximum' });
  });
});

describe('formatAmountInput', () => {
  it('shows exactly two decimals, or nothing', () => {
    expect(formatAmountInput(12.5)).toBe('12.50');
    expect(formatAmountInput(0)).toBe('0.00');
    expect(formatAmountInput(1234)).toBe('1234.00');
    expect(formatAmountInput(null)).toBe('');
  });
});

describe('sumAmounts', () => {
  it('adds in whole cents, where float addition drifts', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(sumAmounts([-12.34, 2.34])).toBe(-10);
    expect(sumAmounts([])).toBe(0);
  });
});
