import { lastMessageResponseSchema, type NotificationMessage } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const LAST_MESSAGE_KEY = ['notify', 'message', 'last'] as const;

/** GET /api/notify/message/last: the newest message sent to the person, or null. */
export async function getLastMessage(): Promise<NotificationMessage | null> {
  return http().get('api/notify/message/last').json(lastMessageResponseSchema);
}

// Pushes refresh it at once; a message that came by mail only shows within a few minutes.
export const lastMessageQueryOptions = () =>
  queryOptions({ queryKey: LAST_MESSAGE_KEY, queryFn: getLastMessage, refetchInterval: 5 * 60_000 });

export function useLastMessage() {
  return useQuery(lastMessageQueryOptions());
}
