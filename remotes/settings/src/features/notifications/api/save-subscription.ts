import { messageResponseSchema, type PushSubscriptionInput } from '@bc/api';
import { http } from '@bc/session';

/** POST /api/notify/save/token: this browser's push subscription, for the signed-in person. */
export async function saveSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await http().post('api/notify/save/token', { json: { subscription } }).json(messageResponseSchema);
}

/** DELETE /api/notify/subscription: no more pushes to this browser (already gone counts as done). */
export async function removeSubscription(endpoint: string): Promise<void> {
  await http().delete('api/notify/subscription', {
    json: { endpoint },
    throwHttpErrors: (status) => status !== 404,
  });
}
