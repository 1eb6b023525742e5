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
