// Building an Intl.NumberFormat costs far more than using one, and a dashboard shows a thousand amounts:
// one formatter per language.
const formats = new Map<string, Intl.NumberFormat>();

function twoDecimals(locale?: string): Intl.NumberFormat {
  const key = locale ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount with two decimals and its currency symbol, in the reader's language.
 * @deprecated Write amounts with `Amount` or `useAmountFormat` of `@bc/ui/format`: Intl's currency style puts
 * the symbol where the language puts it ("€1,234.50" in English, "1.234,50 €" in German), from the ISO code.
 */
export function formatMoney(amount: number, symbol: string, locale?: string): string {
  return `${twoDecimals(locale).format(amount)} ${symbol}`;
}
