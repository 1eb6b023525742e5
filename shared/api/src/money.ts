// Amounts travel as numbers with at most two decimals; servers store integer cents, and these are the
// conversions (`amountSchema` in wire.ts reads what clients send).
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

/** Integer cents as decimal text with two decimals (-123450 -> "-1234.50"), exact for every safe integer. */
export function centsToDecimal(cents: number): string {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
