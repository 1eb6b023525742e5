import { endSession, http } from '@bc/session';
import { useMutation } from '@tanstack/react-query';

/**
 * DELETE /api/auth/delete: the user, their sessions and memberships, and every workspace they own
 * with all its data. The session then ends here too.
 */
export async function deleteAccount(): Promise<void> {
  await http().delete('api/auth/delete');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => endSession() });
}
