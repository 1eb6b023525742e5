import { messageResponseSchema, pushSubscriptionSchema } from '@bc/api';
import { http } from '@bc/session';

/**
 * POST /api/notify/save/token with this browser's push subscription, if push is on here: the server then
 * pushes to it for whoever is signed in now (a browser another person turned push on in moves to them).
 * Nothing is asked of the person: subscribing is the notification settings' (it needs a click).
 */
export async function keepPushSubscription(): Promise<void> {
  if (
    !('serviceWorker' in navigator) ||
    !('Notification' in window) ||
    Notification.permission !== 'granted'
  ) {
    return;
  }
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  const parsed = pushSubscriptionSchema.safeParse(subscription.toJSON());
  if (!parsed.success) return;
  await http()
    .post('api/notify/save/token', { json: { subscription: parsed.data } })
    .json(messageResponseSchema);
}
