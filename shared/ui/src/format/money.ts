import { numberFormat } from './intl.ts';

const ISO_CODE = /^[A-Za-z]{3}$/;

function currencyFormat(language: string, currency: string): Intl.NumberFormat {
  // Two decimals for every currency: amounts are kept in cents, yen included. A code Intl cannot take (none
  // known yet, as for an entry written offline before its wallet loaded) gives the number alone.
  return numberFormat(language, {
    ...(ISO_CODE.test(currency) ? { style: 'currency', currency } : {}),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * An amount in integer cents as people read it in `language`, with the symbol of `currency` (ISO 4217) where
 * that language puts it: "-1.234,50 €" in German, "-€1,234.50" in English. A negative zero reads as zero.
 */
export function formatCents(cents: number, currency: string, language: string): string {
  return currencyFormat(language, currency).format(cents / 100 || 0);
}
