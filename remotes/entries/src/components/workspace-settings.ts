import { useUserInfo } from '@bc/ui/account';

/** The workspace's defaults (SPEC §4), or EUR (REFERENCE: currency 2) and payment type 1 before setup. */
export interface WorkspaceDefaults {
  currencyId: number;
  currencySymbol: string;
  paymentTypeId: number;
}

const FALLBACK: WorkspaceDefaults = { currencyId: 2, currencySymbol: '€', paymentTypeId: 1 };

/**
 * The current workspace's currency and payment type from user-info: `workspace_settings.data`, which is an
 * empty array until the workspace is set up.
 */
export function useWorkspaceDefaults(): WorkspaceDefaults {
  const settings = useUserInfo().data?.workspace_settings;
  if (!settings || Array.isArray(settings)) return FALLBACK;
  const { currency, payment_type_id } = settings.data;
  return {
    currencyId: currency.id || FALLBACK.currencyId,
    currencySymbol: currency.symbol || FALLBACK.currencySymbol,
    paymentTypeId: payment_type_id || FALLBACK.paymentTypeId,
  };
}
