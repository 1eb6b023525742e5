import { type ChangePasswordRequest, messageResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsQueryOptions } from './devices-api.ts';

/**
 * PUT /api/auth/password: the current password proves it is the person; this device stays signed in, every
 * other one is signed out, and the person is mailed.
 */
export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await http().put('api/auth/password', { json: request }).json(messageResponseSchema);
}

/** Changes the password, then reloads the devices: the others are gone from the list. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
