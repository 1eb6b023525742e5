import { endSession, http } from '@bc/session';
import { useAction } from '../use-action.ts';

/**
 * GET /api/auth/logout revokes the session on the server; whatever it answers (offline, already
 * revoked), the session ends here too: tokens, workspace, cached responses and the query cache.
 */
export async function logout(): Promise<void> {
  try {
    await http().get('api/auth/logout');
  } catch {
    // Ending the session locally is what matters to the user.
  }
  endSession();
}

export function useLogout() {
  return useAction(logout);
}
