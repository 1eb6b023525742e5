import type { UserInfo } from '@bc/api';
import { WORKSPACE_DEFAULTS } from '@bc/domain';
import { useUserInfo } from './get-user-info.ts';

/** What a new entry, and every amount shown in the workspace's currency, starts from. */
export interface WorkspaceDefaults {
  currencyId: number;
  /** ISO 4217: what amounts are formatted with. */
  currencyCode: string;
  currencySymbol: string;
  paymentTypeId: number;
}

/**
 * The workspace's currency and payment type as user-info answers them (`workspace_settings.data`), or the
 * defaults of a new workspace while user-info has not answered or the workspace is not set up (an empty
 * array until then).
 */
export function workspaceDefaultsOf(
  info: Pick<UserInfo, 'workspace_settings'> | undefined,
): WorkspaceDefaults {
  const settings = info?.workspace_settings;
  const data = settings && !Array.isArray(settings) ? settings.data : null;
  return {
    currencyId: data?.currency.id || WORKSPACE_DEFAULTS.currencyId,
    currencyCode: data?.currency.code || WORKSPACE_DEFAULTS.currencyCode,
    currencySymbol: data?.currency.symbol || WORKSPACE_DEFAULTS.currencySymbol,
    paymentTypeId: data?.payment_type_id || WORKSPACE_DEFAULTS.paymentTypeId,
  };
}

/** The current workspace's defaults; see `workspaceDefaultsOf`. */
export function useWorkspaceDefaults(): WorkspaceDefaults {
  return workspaceDefaultsOf(useUserInfo().data);
}
