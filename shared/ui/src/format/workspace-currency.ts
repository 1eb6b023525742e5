import { useUserInfo } from '../account/get-user-info.ts';

/** Amounts count in the euro, the product's default currency, until user-info has answered. */
const DEFAULT_CURRENCY_CODE = 'EUR';

/** The ISO 4217 code of the current workspace's currency: budgets, goals and stats count in it. */
export function useWorkspaceCurrency(): string {
  const settings = useUserInfo().data?.workspace_settings;
  if (!settings || Array.isArray(settings)) return DEFAULT_CURRENCY_CODE;
  return settings.data.currency.code || DEFAULT_CURRENCY_CODE;
}
