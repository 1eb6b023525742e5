// Amounts in several currencies as one figure in the workspace currency: the one rule of every converted total,
// the stats' and the search's alike. Cents are added per currency first, then each currency's sum is converted
// once, exactly (integers over the rates' millionths), so a total does not drift with the rows it adds up.
import type { Rates } from './stats-sql.ts';

/** Cents in one currency. */
export type CurrencyCents = { currency_id: number; cents: number };

export type Convert = (cents: number, currencyId: number) => number;

const abs = (value: bigint) => (value < 0n ? -value : value);

/** `cents` of currency `from` in the workspace currency, rounded half away from zero, exactly. */
export function converter(rates: Rates): Convert {
  const to = rates.micros.get(rates.workspace.id) ?? 1_000_000n;
  return (cents: number, from: number): number => {
    const rate = rates.micros.get(from) ?? to;
    if (rate === to) return cents;
    const numerator = BigInt(cents) * to;
    const quotient = numerator / rate;
    const rest = numerator % rate;
    const rounded = 2n * abs(rest) >= rate ? quotient + (numerator < 0n ? -1n : 1n) : quotient;
    return Number(rounded);
  };
}

/** Sums per currency first, then one conversion each: rows -> converted cents. */
export function convertedTotal(convert: Convert, rows: Iterable<CurrencyCents>): number {
  const byCurrency = new Map<number, number>();
  for (const row of rows) byCurrency.set(row.currency_id, (byCurrency.get(row.currency_id) ?? 0) + row.cents);
  let sum = 0;
  for (const [currency, cents] of byCurrency) sum += convert(cents, currency);
  return sum;
}
