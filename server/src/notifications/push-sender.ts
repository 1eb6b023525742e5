// Web Push (RFC 8030) with VAPID (RFC 8292): each message is encrypted for the browser's keys (aes128gcm,
// RFC 8291) and posted to the endpoint of its subscription, which the browser's push service gave it. The
// web-push library does the encryption, the signature and the request.
import type { PushPayload } from '@bc/api';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../db/database.ts';
import {
  deletePushSubscription,
  type PushSubscriptionRow,
  pushSubscriptionsOf,
} from './notifications-sql.ts';
import type { VapidKeyPair } from './vapid-keys-sql.ts';

// How long a push service keeps a message for a browser that is offline: an alert a day late is still
// worth seeing, one a week late is not.
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
// A push service that does not answer must not hold the job up.
const REQUEST_TIMEOUT_MS = 10_000;
// The push service's answer that the subscription has expired or was withdrawn.
const GONE = new Set([404, 410]);

export interface PushSender {
  /** Pushes to every browser the person subscribed; resolves with how many push services took it. */
  sendToUser(userId: string, payload: PushPayload): Promise<number>;
}

export function createPushSender(
  db: Database,
  keys: VapidKeyPair,
  subject: string,
  log: FastifyBaseLogger,
): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  async function send(subscription: PushSubscriptionRow, body: string): Promise<boolean> {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        body,
        {
          vapidDetails,
          contentEncoding: 'aes128gcm',
          TTL: TIME_TO_LIVE_SECONDS,
          urgency: 'normal',
          timeout: REQUEST_TIMEOUT_MS,
        },
      );
      return true;
    } catch (error) {
      if (error instanceof webpush.WebPushError && GONE.has(error.statusCode)) {
        await deletePushSubscription(db, subscription.endpoint);
        log.info({ status: error.statusCode }, 'expired push subscription removed');
      } else {
        // The endpoint is the browser's address for pushes: only its push service's host goes to the log.
        const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ status, reason, service: new URL(subscription.endpoint).host }, 'push not delivered');
      }
      return false;
    }
  }

  return {
    async sendToUser(userId, payload) {
      const subscriptions = await pushSubscriptionsOf(db, userId);
      const body = JSON.stringify(payload);
      const sent = await Promise.all(subscriptions.map((subscription) => send(subscription, body)));
      return sent.filter(Boolean).length;
    },
  };
}
