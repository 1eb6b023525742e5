import type { UserInfo } from '@bc/api';
import { endSession, queryClient } from '@bc/session';
import { userInfoQueryOptions } from '@bc/ui/account';

/**
 * What follows a successful login or provider exchange (SPEC §4): nothing cached for a previous
 * user survives, the user's info is loaded, and the app goes on to finalize. If the user info
 * cannot be loaded, the new session is dropped and the caller shows the generic error.
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

/** Where a freshly signed-in user goes: finalize, which moves on to the dashboard once set up. */
export const AFTER_SIGN_IN_PATH = '/auth/finalize';
