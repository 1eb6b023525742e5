// SQL for notifications: the browsers' push subscriptions, the original client's Firebase tokens, each
// person's choice of channels and the messages sent to them.
import type { NotificationKind, NotificationPreferences } from '@bc/api';
import type { Queryable } from '../db/database.ts';

export type PushSubscriptionRow = { endpoint: string; p256dh: string; auth: string };

/** Stores a browser's subscription for this person; the same browser subscribed by someone else moves here. */
export async function upsertPushSubscription(
  db: Queryable,
  userId: string,
  subscription: PushSubscriptionRow,
): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
     ON CONFLICT (endpoint) DO UPDATE
       SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, updated_at = now()`,
    [userId, subscription.endpoint, subscription.p256dh, subscription.auth],
  );
}

/** Removes this person's subscription of that endpoint; whether there was one. */
export async function deleteUserPushSubscription(db: Queryable, userId: string, endpoint: string) {
  const rows = await db.query(
    'DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING 1',
    [userId, endpoint],
  );
  return rows.length > 0;
}

/** The push service said the subscription is gone (404, 410): nobody gets pushes there any more. */
export async function deletePushSubscription(db: Queryable, endpoint: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
}

export async function pushSubscriptionsOf(db: Queryable, userId: string): Promise<PushSubscriptionRow[]> {
  return db.query<PushSubscriptionRow>(
    'SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY id',
    [userId],
  );
}

export async function upsertFirebaseToken(db: Queryable, userId: string, token: string): Promise<void> {
  await db.query(
    `INSERT INTO firebase_tokens (token, user_id) VALUES ($1, $2)
     ON CONFLICT (token) DO UPDATE SET user_id = EXCLUDED.user_id, updated_at = now()`,
    [token, userId],
  );
}

const PREFERENCE_COLUMNS =
  'budget_alerts_push, budget_alerts_mail, planned_reminders_push, planned_reminders_mail';

/** The stored choices of these people; a person who never chose has no entry. */
export async function storedPreferences(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, NotificationPreferences>> {
  const rows = await db.query<NotificationPreferences & { user_id: string }>(
    `SELECT user_id, ${PREFERENCE_COLUMNS} FROM notification_preferences WHERE user_id = ANY($1::uuid[])`,
    [userIds],
  );
  return new Map(rows.map(({ user_id, ...preferences }) => [user_id, preferences]));
}

export async function upsertPreferences(
  db: Queryable,
  userId: string,
  preferences: NotificationPreferences,
): Promise<void> {
  await db.query(
    `INSERT INTO notification_preferences (user_id, ${PREFERENCE_COLUMNS}) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET
       budget_alerts_push = EXCLUDED.budget_alerts_push, budget_alerts_mail = EXCLUDED.budget_alerts_mail,
       planned_reminders_push = EXCLUDED.planned_reminders_push,
       planned_reminders_mail = EXCLUDED.planned_reminders_mail, updated_at = now()`,
    [
      userId,
      preferences.budget_alerts_push,
      preferences.budget_alerts_mail,
      preferences.planned_reminders_push,
      preferences.planned_reminders_mail,
    ],
  );
}

export type MessageRow = {
  uuid: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  created_at: Date;
  read_at: Date | null;
};

const MESSAGE_COLUMNS = 'uuid, kind, title, body, url, created_at, read_at';

// The pop-up shows the last message: older ones are only history, kept to this many per person.
const MESSAGES_KEPT = 50;

/** Records a message sent to the person (and forgets their oldest beyond the ones kept); its uuid. */
export async function insertMessage(
  db: Queryable,
  userId: string,
  message: { kind: NotificationKind; title: string; body: string; url: string },
): Promise<string> {
  const [row] = await db.query<{ uuid: string }>(
    'INSERT INTO notification_messages (user_id, kind, title, body, url) VALUES ($1, $2, $3, $4, $5) RETURNING uuid',
    [userId, message.kind, message.title, message.body, message.url],
  );
  await db.query(
    `DELETE FROM notification_messages WHERE user_id = $1 AND id < (
       SELECT id FROM notification_messages WHERE user_id = $1 ORDER BY id DESC OFFSET $2 LIMIT 1)`,
    [userId, MESSAGES_KEPT - 1],
  );
  if (!row) throw new Error('The message was not recorded');
  return row.uuid;
}

export async function lastMessage(db: Queryable, userId: string): Promise<MessageRow | undefined> {
  const [row] = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM notification_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return row;
}

/** Marks one of the person's messages read (the first time only); undefined when it is not theirs. */
export async function markMessageRead(
  db: Queryable,
  userId: string,
  uuid: string,
): Promise<MessageRow | undefined> {
  const [row] = await db.query<MessageRow>(
    `UPDATE notification_messages SET read_at = coalesce(read_at, now())
     WHERE user_id = $1 AND uuid = $2 RETURNING ${MESSAGE_COLUMNS}`,
    [userId, uuid],
  );
  return row;
}
