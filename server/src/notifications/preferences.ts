import type { NotificationKind, NotificationPreferences } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { storedPreferences, upsertPreferences } from './notifications-sql.ts';

/**
 * What a person gets until they choose: budget alerts by push and mail (the mail was sent before pushes
 * existed), the day-before reminder of planned entries by push only (a mail for each occurrence of a daily
 * plan would bury the inbox). A push reaches only browsers where the person turned push on.
 */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  budget_alerts_push: true,
  budget_alerts_mail: true,
  planned_reminders_push: true,
  planned_reminders_mail: false,
};

export type Channels = { push: boolean; mail: boolean };

/** The channels a person chose for one kind of notification. */
export function channelsFor(preferences: NotificationPreferences, kind: NotificationKind): Channels {
  return kind === 'budget_alert'
    ? { push: preferences.budget_alerts_push, mail: preferences.budget_alerts_mail }
    : { push: preferences.planned_reminders_push, mail: preferences.planned_reminders_mail };
}

/** Each person's choices, the defaults for those who never chose. */
export async function preferencesOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, NotificationPreferences>> {
  const stored = await storedPreferences(db, userIds);
  return new Map(userIds.map((id) => [id, stored.get(id) ?? DEFAULT_PREFERENCES]));
}

export async function getPreferences(db: Queryable, userId: string): Promise<NotificationPreferences> {
  return (await preferencesOf(db, [userId])).get(userId) ?? DEFAULT_PREFERENCES;
}

export async function savePreferences(
  db: Queryable,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await upsertPreferences(db, userId, preferences);
  return preferences;
}
