// Amounts and dates as people read them: Intl in the interface language, the one place that formats either.
// A subpath of @bc/ui, not part of the shared module, so that the login page does not load it.
export { Amount, type AmountProps, MASKED_AMOUNT, useAmountFormat } from './amount.tsx';
export { type DateStyle, formatDate, useFormatDate } from './dates.ts';
export { dateTimeFormat, numberFormat } from './intl.ts';
export { formatCents } from './money.ts';
export { useWorkspaceCurrency } from './workspace-currency.ts';
