// The messages sent to a person, as the in-app pop-up reads them.
import type { NotificationMessage } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';
import { notFound } from '../http/errors.ts';
import { lastMessage, type MessageRow, markMessageRead } from './notifications-sql.ts';

const toMessage = (row: MessageRow): NotificationMessage => ({
  uuid: row.uuid,
  kind: row.kind,
  title: row.title,
  message: row.body,
  url: row.url,
  created_at: new Date(row.created_at).toISOString(),
  read: row.read_at !== null,
});

/** The newest message sent to the person, or null. */
export async function getLastMessage(db: Queryable, userId: string): Promise<NotificationMessage | null> {
  const row = await lastMessage(db, userId);
  return row ? toMessage(row) : null;
}

/** The person closed the message's pop-up (or opened its push). */
export async function readMessage(db: Queryable, userId: string, uuid: string): Promise<NotificationMessage> {
  const row = isUuid(uuid) ? await markMessageRead(db, userId, uuid) : undefined;
  if (!row) throw notFound('No such message');
  return toMessage(row);
}
