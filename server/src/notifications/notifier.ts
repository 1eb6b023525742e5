// Delivers a notification to a person by the channels they chose, and records it for the in-app pop-up.
import type { NotificationKind } from '@bc/api';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailContent } from '../mail/messages.ts';
import { insertMessage } from './notifications-sql.ts';
import type { Channels } from './preferences.ts';
import type { PushSender } from './push-sender.ts';

/** One notification in the recipient's language: the push (and pop-up) text and the mail. */
export type NotificationContent = {
  kind: NotificationKind;
  /** Where it leads in the app: a path under /app. */
  url: string;
  title: string;
  body: string;
  mail: MailContent;
};

export type NotifyDeps = {
  db: Database;
  mailer: Mailer;
  /** Undefined: no pushes are sent (the message is still recorded for the pop-up). */
  push: PushSender | undefined;
};

/**
 * Sends `content` to the person by push and / or mail as `channels` say; a person who wants neither gets
 * nothing. Returns whether it went out.
 */
export async function notifyUser(
  { db, mailer, push }: NotifyDeps,
  user: { id: string; email: string },
  channels: Channels,
  content: NotificationContent,
): Promise<boolean> {
  if (!channels.push && !channels.mail) return false;
  const { kind, title, body, url } = content;
  const uuid = await insertMessage(db, user.id, { kind, title, body, url });
  if (channels.push && push) await push.sendToUser(user.id, { uuid, title, body, url });
  if (channels.mail) await mailer.send({ to: user.email, ...content.mail });
  return true;
}
