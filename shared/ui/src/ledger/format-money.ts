/** An amount with two decimals and its currency symbol, in the reader's language. */
export function formatMoney(amount: number, symbol: string, locale?: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
  return `${number} ${symbol}`;
}
