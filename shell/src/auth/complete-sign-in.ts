import type { UserInfo } from '@bc/api';
import { paths } from '@bc/router';
import { endSession, queryClient } from '@bc/session';
import { userInfoQueryOptions } from '@bc/ui/account';

/**
 * What follows a successful login or provider exchange: nothing cached for a previous
 * user survives, and the user's info is loaded: it answers the session token (X-BC-Token) and the
 * workspace it is bound to. If the user info cannot be loaded, the new session is dropped and the
 * caller shows the generic error.
 */
export async function loadSignedInUser(): Promise<UserInfo> {
  queryClient.removeQueries();
  try {
    return await queryClient.fetchQuery(userInfoQueryOptions());
  } catch (error) {
    endSession();
    throw error;
  }
}

/** Where a freshly signed-in user goes: finalize until the account is set up (`isSetUp`), then here. */
export const DASHBOARD_PATH = paths.dashboard.getHref();
/** The account setup screen: the first workspace and wallet. */
export const FINALIZE_PATH = paths.auth.finalize.getHref();
