import { vapidKeyResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions } from '@tanstack/react-query';
import { notificationKeys } from './keys.ts';

/** GET /api/notify/vapid-key: the server's public key, which a push subscription is made for. */
export async function getVapidKey(): Promise<string> {
  return (await http().get('api/notify/vapid-key').json(vapidKeyResponseSchema)).public_key;
}

// The key lasts as long as the server's key pair: asked once per page.
export const vapidKeyQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.vapidKey(),
    queryFn: getVapidKey,
    staleTime: Number.POSITIVE_INFINITY,
  });
