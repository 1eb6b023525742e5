// A person's message to the support team (the assistance screen): it goes to the configured support address
// from the signed-in account (its name and e-mail, whatever the request body says), answers go to that
// e-mail, and the person gets a copy in their language.
import { findUserById } from '../auth/users-sql.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { serviceUnavailable, unauthenticated } from '../http/errors.ts';
import { DEFAULT_LANGUAGE } from '../language.ts';
import type { Mailer } from '../mail/mailer.ts';
import { assistanceCopyMail, assistanceMail } from '../mail/messages.ts';

export type AssistanceDeps = { db: Database; mailer: Mailer; config: Pick<Config, 'supportEmail'> };

/** Sends the message to the support team (the answer waits for it), then the copy to the person. */
export async function sendAssistanceRequest(
  { db, mailer, config }: AssistanceDeps,
  userId: string,
  message: string,
): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated();
  try {
    await mailer.send({
      to: config.supportEmail,
      replyTo: user.email,
      // The support team reads one language.
      ...assistanceMail(DEFAULT_LANGUAGE, {
        name: user.name,
        email: user.email,
        language: user.language,
        message,
      }),
    });
  } catch (error) {
    throw serviceUnavailable('Your message could not be sent; please try again later', error);
  }
  mailer.sendInBackground({
    to: user.email,
    ...assistanceCopyMail(user.language, { name: user.name, message }),
  });
  return 'Thank you: your message was sent to the support team, and a copy to your e-mail address';
}
