// Amounts as banks and apps write them, to integer cents. Only digit strings are handled: a float would turn
// 1.005 into 1.00 and lose cents on large sums, and money must come out exactly as the file says.
import type { DecimalSeparator } from './bank-file.ts';

// The hyphen last, so that it stands for itself in a character class.
const MINUS_SIGNS = '\u2212-';
/** A currency sign or an ISO code ("EUR", "usd") or a sign with a country prefix ("US$", "R$"). */
const CURRENCY = String.raw`(?:\p{Sc}|[A-Za-z]{1,2}\p{Sc}|[A-Za-z]{3}(?![A-Za-z]))`;
const LEADING_CURRENCY = new RegExp(`^${CURRENCY}\\s*`, 'u');
const TRAILING_CURRENCY = new RegExp(`\\s*(?<![A-Za-z])${CURRENCY}$`, 'u');
const LEADING_SIGN = new RegExp(`^([+${MINUS_SIGNS}])\\s*`);
const TRAILING_SIGN = new RegExp(`\\s*([+${MINUS_SIGNS}])$`);
/** Spaces (no-break and thin ones too) and apostrophes group thousands in French, Swiss and Nordic amounts. */
const GROUPING_MARKS = String.raw`\s\u00a0\u202f'\u2019`;

interface SignedDigits {
  negative: boolean;
  /** The number without sign and currency: "1.234,56". */
  digits: string;
}

/**
 * Peels the sign (-12.34, 12.34-, (12.34), +12.34) and a currency sign or code off either end, in any order
 * ("-€12", "€ -12", "(USD 12.00)"); null when the text has two signs.
 */
function peelSignAndCurrency(text: string): SignedDigits | null {
  let rest = text.trim();
  let signs = 0;
  let negative = false;
  let currencies = 0;
  for (let changed = true; changed; ) {
    changed = false;
    const parenthesised = /^\((.*)\)$/s.exec(rest);
    if (parenthesised) {
      rest = (parenthesised[1] ?? '').trim();
      signs += 1;
      negative = true;
      changed = true;
    }
    for (const pattern of [LEADING_SIGN, TRAILING_SIGN]) {
      const sign = pattern.exec(rest);
      if (!sign) continue;
      rest = rest.replace(pattern, '');
      signs += 1;
      negative = sign[1] !== '+';
      changed = true;
    }
    for (const pattern of [LEADING_CURRENCY, TRAILING_CURRENCY]) {
      if (currencies >= 2 || !pattern.test(rest)) continue;
      rest = rest.replace(pattern, '');
      currencies += 1;
      changed = true;
    }
  }
  if (signs > 1) return null;
  return { negative, digits: rest };
}

/** "1.234,56": whole units grouped by thousands (or not at all), then the decimals; or only decimals (",50"). */
function numberPattern(decimalSeparator: DecimalSeparator): RegExp {
  const decimal = decimalSeparator === '.' ? '\\.' : ',';
  const grouping = `[${decimalSeparator === '.' ? ',' : '.'}${GROUPING_MARKS}]`;
  return new RegExp(`^(?:(\\d{1,3}(?:${grouping}\\d{3})+|\\d+)(?:${decimal}(\\d*))?|${decimal}(\\d+))$`, 'u');
}

const NUMBER_PATTERNS: Record<DecimalSeparator, RegExp> = {
  '.': numberPattern('.'),
  ',': numberPattern(','),
};
const GROUPING_MARK = new RegExp(`[${GROUPING_MARKS}]`, 'gu');

/** The whole units and the decimals of "1.234,56" for the given separator, or null when it is no number. */
function splitNumber(digits: string, decimalSeparator: DecimalSeparator) {
  const match = NUMBER_PATTERNS[decimalSeparator].exec(digits);
  if (!match) return null;
  const units = (match[1] ?? '0').replace(/\D/g, '');
  const decimals = match[2] ?? match[3] ?? '';
  return { units, decimals };
}

/**
 * Integer cents of an amount text, money out negative, or null when it is no number. More than two decimals
 * round half away from zero (1.005 → 101, -0.125 → -13), as accounting does.
 */
export function parseAmountText(text: string, decimalSeparator: DecimalSeparator): number | null {
  const signed = peelSignAndCurrency(text);
  if (!signed) return null;
  const parts = splitNumber(signed.digits, decimalSeparator);
  if (!parts) return null;
  const paddedDecimals = parts.decimals.padEnd(3, '0');
  const roundsUp = Number(paddedDecimals[2]) >= 5;
  const cents = BigInt(parts.units + paddedDecimals.slice(0, 2)) + (roundsUp ? 1n : 0n);
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const magnitude = Number(cents);
  return signed.negative && magnitude !== 0 ? -magnitude : magnitude;
}

/** What one amount says about the decimal separator: ',' or '.', or null when it could be either (1.234, 12). */
function separatorShownBy(text: string): DecimalSeparator | null {
  const digits = peelSignAndCurrency(text)?.digits.replace(GROUPING_MARK, '');
  if (!digits || !/^[\d.,]+$/.test(digits)) return null;
  const lastPoint = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastPoint !== -1 && lastComma !== -1) return lastPoint > lastComma ? '.' : ',';
  const separator = lastPoint !== -1 ? '.' : lastComma !== -1 ? ',' : null;
  if (separator === null) return null;
  const other = separator === '.' ? ',' : '.';
  // Twice the same mark can only group thousands ("1.234.567").
  if (digits.indexOf(separator) !== digits.lastIndexOf(separator)) return other;
  const decimals = digits.length - digits.lastIndexOf(separator) - 1;
  return decimals === 3 ? null : separator;
}

/** The decimal separator the amounts of a file use, by the evidence of all of them; a point when none tells. */
export function detectDecimalSeparator(samples: string[]): DecimalSeparator {
  let points = 0;
  let commas = 0;
  for (const sample of samples) {
    const shown = separatorShownBy(sample);
    if (shown === '.') points += 1;
    else if (shown === ',') commas += 1;
  }
  return commas > points ? ',' : '.';
}
