import { useUserInfo } from '@bc/ui/account';
import { formatMoney } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';

/** Budgets and goals count in the workspace's currency; euro until user-info has answered. */
export function useCurrencySymbol(): string {
  const settings = useUserInfo().data?.workspace_settings;
  if (!settings || Array.isArray(settings)) return '€';
  return settings.data.currency.symbol || '€';
}

export interface MoneyProps {
  amount: number;
  /** The currency symbol; the workspace's when left out. */
  symbol?: string;
  className?: string;
}

/**
 * An amount with two decimals, masked in hide-amounts mode (the `bc-amount` class). A negated zero (e.g. the
 * spent figure of a budget with nothing spent) shows as 0.00, never -0.00.
 */
export function Money({ amount, symbol, className }: MoneyProps) {
  const { i18n } = useTranslation();
  const workspaceSymbol = useCurrencySymbol();
  return (
    <span className={className ? `bc-amount ${className}` : 'bc-amount'} style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(amount === 0 ? 0 : amount, symbol ?? workspaceSymbol, i18n.language)}
    </span>
  );
}
