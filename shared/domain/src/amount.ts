/** Amounts have at most this many decimals. */
export const AMOUNT_DECIMALS = 2;

/**
 * The sum of amounts in units with cents (as the API sends them), added in whole cents so that no float error
 * builds up over many rows.
 */
export function sumAmounts(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += Math.round(amount * 100);
  return cents / 100;
}

/** Why a typed amount is refused; the UI maps each code to its message. */
export type AmountProblem = 'invalid_amount' | 'below_minimum' | 'above_maximum';

export interface AmountLimits {
  /** Inclusive; 0 unless told otherwise (entries use 0.01). */
  min?: number;
  /** Inclusive; no upper limit unless told. */
  max?: number;
}

export interface AmountCheck {
  /** The amount, or null when the field is empty. */
  value: number | null;
  problem: AmountProblem | null;
}

/**
 * What an amount field keeps of what was typed: digits and one decimal separator; a
 * comma becomes a dot; later separators are dropped; at most two decimals.
 */
export function sanitizeAmountInput(raw: string): string {
  const kept = raw.replace(/[^\d.,]/g, '').replaceAll(',', '.');
  const separator = kept.indexOf('.');
  if (separator < 0) return kept;
  const whole = kept.slice(0, separator);
  const decimals = kept
    .slice(separator + 1)
    .replaceAll('.', '')
    .slice(0, AMOUNT_DECIMALS);
  return `${whole}.${decimals}`;
}

/** Reads an amount field: empty gives null; anything that is not a number is an invalid amount. */
export function checkAmountInput(raw: string, limits: AmountLimits = {}): AmountCheck {
  const text = sanitizeAmountInput(raw);
  if (text === '') return { value: null, problem: null };
  if (!/\d/.test(text)) return { value: null, problem: 'invalid_amount' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { value: null, problem: 'invalid_amount' };
  const { min = 0, max } = limits;
  if (value < min) return { value, problem: 'below_minimum' };
  if (max !== undefined && value > max) return { value, problem: 'above_maximum' };
  return { value, problem: null };
}

/** How an amount field shows its value once it loses focus: exactly two decimals, or empty. */
export function formatAmountInput(value: number | null): string {
  return value === null ? '' : value.toFixed(AMOUNT_DECIMALS);
}
