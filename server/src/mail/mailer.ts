import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { randomToken } from '../auth/secrets.ts';
import type { Config } from '../config.ts';
import type { MailContent } from './messages.ts';

/** `replyTo`: where answers go instead of the sender (a person's message relayed to the support team). */
export type OutgoingMail = MailContent & { to: string; replyTo?: string };

/** The one way the server sends mail. */
export interface Mailer {
  /** Delivers now; rejects when delivery fails. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Delivers without making the caller wait (endpoints that answer the same whether or not an account
   * exists must also answer in the same time); a failure is logged.
   */
  sendInBackground(mail: OutgoingMail): void;
  /** Resolves when background deliveries are done (server shutdown, tests). */
  idle(): Promise<void>;
  /** Where mails go when there is no SMTP server; undefined with SMTP. */
  readonly outboxDir: string | undefined;
}

type MailerConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/**
 * SMTP when SMTP_URL is set. Otherwise an outbox: each mail is written whole (links included: that is
 * what the developer opens) as an .eml file under <DATA_DIR>/outbox, and only its subject and file name
 * are logged.
 */
export function createMailer(config: MailerConfig, log: FastifyBaseLogger): Mailer {
  const outboxDir = config.smtpUrl ? undefined : path.join(config.dataDir, 'outbox');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(mail: OutgoingMail) {
    const info = await transport.sendMail({
      from: config.mailFrom,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (!outboxDir) {
      log.info({ subject: mail.subject, messageId: info.messageId }, 'mail sent');
      return;
    }
    await mkdir(outboxDir, { recursive: true });
    const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(6)}.eml`;
    await writeFile(path.join(outboxDir, file), info.message as Buffer, { mode: 0o600 });
    log.info({ subject: mail.subject, file: path.join(outboxDir, file) }, 'mail written to the outbox');
  }

  return {
    outboxDir,
    send,
    sendInBackground(mail) {
      const delivery = send(mail)
        .catch((error: unknown) => log.error({ err: error, subject: mail.subject }, 'mail delivery failed'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
