// The browsers a person receives pushes on, and the Firebase token of the original client.
import type { PushSubscriptionInput } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import {
  deleteUserPushSubscription,
  upsertFirebaseToken,
  upsertPushSubscription,
} from './notifications-sql.ts';

/** Keeps what the browser (or the original client's Firebase) gave. */
export async function saveToken(
  db: Queryable,
  userId: string,
  body: { subscription?: PushSubscriptionInput | undefined; firebase_token?: string | undefined },
): Promise<string> {
  if (body.subscription) {
    const { endpoint, keys } = body.subscription;
    await upsertPushSubscription(db, userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
  }
  if (body.firebase_token) await upsertFirebaseToken(db, userId, body.firebase_token);
  return 'Saved';
}

/** This browser no longer gets the person's pushes. */
export async function removeSubscription(db: Queryable, userId: string, endpoint: string): Promise<string> {
  if (!(await deleteUserPushSubscription(db, userId, endpoint))) throw notFound('No such push subscription');
  return 'Removed';
}
