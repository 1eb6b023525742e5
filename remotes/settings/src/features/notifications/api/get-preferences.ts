import { type NotificationPreferences, notificationPreferencesSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys } from './keys.ts';

/** GET /api/notify/preferences: which notifications the person gets, by push and by mail. */
export async function getPreferences(): Promise<NotificationPreferences> {
  return http().get('api/notify/preferences').json(notificationPreferencesSchema);
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.preferences(), queryFn: getPreferences });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
