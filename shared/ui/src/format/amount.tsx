import type { EntryTab } from '@bc/domain';
import { useHideAmounts } from '@bc/session';
import { useTranslation } from 'react-i18next';
import { formatCents } from './money.ts';

/** What an amount shows in hide-amounts mode. */
export const MASKED_AMOUNT = '••••';

export interface AmountProps {
  /** The amount in integer cents, signed: an expense is negative. */
  cents: number;
  /** The currency's ISO 4217 code (the workspace's, or the wallet's). */
  currency: string;
  /** The entry type the amount belongs to: it takes that type's colour (expenses red, incoming blue...). */
  type?: EntryTab;
  className?: string;
}

/**
 * An amount in the interface language and its currency, in tabular figures so that columns line up. The sign
 * is shown as the amount has it (an expense reads -12,50 €), beside its type's colour, since colour alone
 * tells nothing to people who do not see it. In hide-amounts mode it shows dots.
 */
export function Amount({ cents, currency, type, className }: AmountProps) {
  const { i18n } = useTranslation();
  const [hidden] = useHideAmounts();
  const classes = ['bc-amount', type && `bc-type-${type}`, className].filter(Boolean).join(' ');
  return (
    <span className={classes}>{hidden ? MASKED_AMOUNT : formatCents(cents, currency, i18n.language)}</span>
  );
}
