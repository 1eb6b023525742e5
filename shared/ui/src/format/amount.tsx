import type { EntryTab } from '@bc/domain';
import { useHideAmounts } from '@bc/session';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from './money.ts';

/** What an amount shows in hide-amounts mode. */
export const MASKED_AMOUNT = '••••';

/**
 * Writes cents in the interface language and `currency` (ISO 4217), or dots in hide-amounts mode: for text
 * that is not an Amount element (chart axes and tooltips, sentences).
 */
export function useAmountFormat(currency: string): (cents: number) => string {
  const { i18n } = useTranslation();
  const [hidden] = useHideAmounts();
  const language = i18n.language;
  return useCallback(
    (cents) => (hidden ? MASKED_AMOUNT : formatCents(cents, currency, language)),
    [hidden, currency, language],
  );
}

export interface AmountProps {
  /** The amount in integer cents, signed: an expense is negative. */
  cents: number;
  /** The currency's ISO 4217 code (the workspace's, or the wallet's). */
  currency: string;
  /**
   * The entry type the amount belongs to: it takes that type's colour (expenses red, incoming blue...), unless
   * it is zero, which is no money of any type.
   */
  type?: EntryTab | undefined;
  className?: string | undefined;
}

/**
 * An amount in the interface language and its currency, in tabular figures so that columns line up. The sign
 * is shown as the amount has it (an expense reads -12,50 €), beside its type's colour, since colour alone
 * tells nothing to people who do not see it. In hide-amounts mode it shows dots.
 */
export function Amount({ cents, currency, type, className }: AmountProps) {
  const format = useAmountFormat(currency);
  const classes = ['bc-amount', cents !== 0 && type && `bc-type-${type}`, className]
    .filter(Boolean)
    .join(' ');
  return <span className={classes}>{format(cents)}</span>;
}
