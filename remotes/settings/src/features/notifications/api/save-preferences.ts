import { type NotificationPreferences, notificationPreferencesSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './keys.ts';

/** PUT /api/notify/preferences: all four choices; answers them as kept. */
export async function savePreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return http().put('api/notify/preferences', { json: preferences }).json(notificationPreferencesSchema);
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
