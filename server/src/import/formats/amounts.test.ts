import { describe, expect, it } from 'vitest';
import { detectDecimalSeparator, parseAmountText } from './amounts.ts';

describe('parseAmountText', () => {
  it.each([
    ['12.34', '.', 1234],
    ['12,34', ',', 1234],
    ['0.5', '.', 50],
    ['.75', '.', 75],
    ['100', '.', 10000],
    ['9,', ',', 900],
    ['79,7', ',', 7970],
    ['0,00', ',', 0],
  ])('reads %s with the decimal %s', (text, separator, cents) => {
    expect(parseAmountText(text, separator as '.' | ',')).toBe(cents);
  });

  it.each([
    ['1.234,56', ',', 123456],
    ['1,234.56', '.', 123456],
    ['1 234,56', ',', 123456],
    ['1\u00a0234,56', ',', 123456],
    ['1\u202f234 567,89', ',', 123456789],
    ["1'234.56", '.', 123456],
    ['1’234.56', '.', 123456],
    ['3,572,569.03', '.', 357256903],
    ['1.234', ',', 123400],
  ])('reads the thousands of %s', (text, separator, cents) => {
    expect(parseAmountText(text, separator as '.' | ',')).toBe(cents);
  });

  it.each([
    ['-12.34', -1234],
    ['\u221212.34', -1234],
    ['12.34-', -1234],
    ['(12.34)', -1234],
    ['+12.34', 1234],
    ['- 12.34', -1234],
    ['(1,234.56)', -123456],
  ])('reads the sign of %s', (text, cents) => {
    expect(parseAmountText(text, '.')).toBe(cents);
  });

  it.each([
    ['€ 12,34', ',', 1234],
    ['12,34 €', ',', 1234],
    ['12.34 EUR', '.', 1234],
    ['EUR -12,34', ',', -1234],
    ['$12.34', '.', 1234],
    ['-$12.34', '.', -1234],
    ['$-12.34', '.', -1234],
    ['($12.34)', '.', -1234],
    ['US$ 1,000.00', '.', 100000],
    ['CHF 1’000.50', '.', 100050],
    ['-1.234,56 €', ',', -123456],
  ])('reads %s around its currency', (text, separator, cents) => {
    expect(parseAmountText(text, separator as '.' | ',')).toBe(cents);
  });

  it('rounds more than two decimals half away from zero', () => {
    expect(parseAmountText('1.005', '.')).toBe(101);
    expect(parseAmountText('1.0049', '.')).toBe(100);
    expect(parseAmountText('-0.125', '.')).toBe(-13);
    expect(parseAmountText('-0.124', '.')).toBe(-12);
    expect(parseAmountText('2,99999', ',')).toBe(300);
    expect(parseAmountText('-0.001', '.')).toBe(0);
    expect(Object.is(parseAmountText('-0.00', '.'), 0)).toBe(true);
  });

  it('stays exact on large amounts and refuses what cents cannot hold', () => {
    expect(parseAmountText('90071992547409.91', '.')).toBe(9007199254740991);
    expect(parseAmountText('90071992547409.92', '.')).toBeNull();
    expect(parseAmountText('123456789012.34', '.')).toBe(12345678901234);
  });

  it.each([
    [''],
    ['-'],
    ['EUR'],
    ['abc'],
    ['12.34.56'],
    ['1,234.56'],
    ['12 34'],
    ['--12'],
    ['(-12)'],
    ['-12-'],
    ['12a'],
    ['Amount'],
    ['2026-01-31'],
  ])('gives null for %j', (text) => {
    expect(parseAmountText(text, ',')).toBeNull();
  });

  it('refuses the grouping of the other separator', () => {
    expect(parseAmountText('1.234,56', '.')).toBeNull();
    expect(parseAmountText('12.34', ',')).toBeNull();
  });
});

describe('detectDecimalSeparator', () => {
  it('finds a decimal comma', () => {
    expect(detectDecimalSeparator(['12,34', '-5,00'])).toBe(',');
    expect(detectDecimalSeparator(['1.234,56'])).toBe(',');
    expect(detectDecimalSeparator(['9,', '107,'])).toBe(',');
    expect(detectDecimalSeparator(['1.234.567'])).toBe(',');
    expect(detectDecimalSeparator(['€ 1 234,5'])).toBe(',');
  });

  it('finds a decimal point', () => {
    expect(detectDecimalSeparator(['1,234.56'])).toBe('.');
    expect(detectDecimalSeparator(['12.34', '-5'])).toBe('.');
    expect(detectDecimalSeparator(['1,234,567'])).toBe('.');
  });

  it('looks past the amounts that could be either', () => {
    expect(detectDecimalSeparator(['1.234', '1.000', '2,5'])).toBe(',');
    expect(detectDecimalSeparator(['1,234', '100', '(3.50)'])).toBe('.');
  });

  it('answers a point when nothing tells', () => {
    expect(detectDecimalSeparator(['1.234'])).toBe('.');
    expect(detectDecimalSeparator(['100', '', 'n/a'])).toBe('.');
    expect(detectDecimalSeparator([])).toBe('.');
  });

  it('follows most amounts when they disagree', () => {
    expect(detectDecimalSeparator(['1,50', '2,50', '3.50'])).toBe(',');
  });
});
