import { z } from 'zod';

/**
 * An amount as it travels in JSON: a number with at most two decimals (REFERENCE.md). Servers store
 * integer cents; `toCents` is the one conversion.
 */
export const moneySchema = z
  .number()
  .finite()
  .refine((value) => Math.abs(value) <= 1e13, 'The amount is too large')
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'At most two decimals',
  );

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

const MAX_WHOLE_DIGITS = 13;
const DECIMAL = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount in integer cents, read from its decimal text without floating point ("-1234.5" -> -123450);
 * a number is read from its shortest text. Null when it is not a plain decimal with at most 2 decimals.
 */
export function decimalToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return null;
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && cents !== 0 ? -cents : cents;
}
