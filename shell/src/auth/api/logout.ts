import { endSession, http, queryClient } from '@bc/session';
import { useMutation } from '@tanstack/react-query';

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
  queryClient.clear();
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
