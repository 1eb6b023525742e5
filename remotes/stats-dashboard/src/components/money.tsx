import { useHideAmounts } from '@bc/session';
import { useUserInfo } from '@bc/ui/account';
import { formatMoney } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';

/** What an amount shows in hide-amounts mode. */
export const MASKED_AMOUNT = '••••';

/** Stats count in the workspace's currency; euro until user-info has answered (SPEC §8). */
export function useCurrencySymbol(): string {
  const settings = useUserInfo().data?.workspace_settings;
  if (!settings || Array.isArray(settings)) return '€';
  return settings.data.currency.symbol || '€';
}

/** An amount formatter in the reader's language and the workspace currency, masked in hide-amounts mode. */
export function useMoneyFormat(symbol?: string): (amount: number) => string {
  const { i18n } = useTranslation();
  const workspaceSymbol = useCurrencySymbol();
  const [hidden] = useHideAmounts();
  // A negated zero (-0 from `-total`) shows as 0.00, never -0.00.
  return (amount) =>
    hidden ? MASKED_AMOUNT : formatMoney(amount || 0, symbol ?? workspaceSymbol, i18n.language);
}

export interface MoneyProps {
  amount: number;
  /** The currency symbol; the workspace's when left out. */
  symbol?: string;
  className?: string;
}

/** An amount with two decimals and its symbol; masked in hide-amounts mode (and blurred by `bc-amount`). */
export function Money({ amount, symbol, className }: MoneyProps) {
  const format = useMoneyFormat(symbol);
  return (
    <span className={className ? `bc-amount ${className}` : 'bc-amount'} style={{ whiteSpace: 'nowrap' }}>
      {format(amount)}
    </span>
  );
}
