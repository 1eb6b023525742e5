// Building an Intl.NumberFormat costs far more than using one, and a dashboard shows a thousand amounts: one
// formatter per language and currency.
const formats = new Map<string, Intl.NumberFormat>();
const ISO_CODE = /^[A-Za-z]{3}$/;

function currencyFormat(language: string, currency: string): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    // Two decimals for every currency: amounts are kept in cents, yen included. A code Intl cannot take (none
    // known yet, as for an entry written offline before its wallet loaded) gives the number alone.
    format = new Intl.NumberFormat(language, {
      ...(ISO_CODE.test(currency) ? { style: 'currency', currency } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount in integer cents as people read it in `language`, with the symbol of `currency` (ISO 4217) where
 * that language puts it: "-1.234,50 €" in German, "-€1,234.50" in English. A negative zero reads as zero.
 */
export function formatCents(cents: number, currency: string, language: string): string {
  return currencyFormat(language, currency).format(cents / 100 || 0);
}
