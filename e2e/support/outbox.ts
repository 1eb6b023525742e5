import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The server's outbox: the dev server writes every mail there as an .eml file (no SMTP in e2e). */
export function outboxDir(): string {
  const dataDir = process.env.BC_E2E_DATA_DIR;
  if (!dataDir) throw new Error('BC_E2E_DATA_DIR is not set: run the e2e suite through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

export interface Mail {
  file: string;
  to: string;
  /** Decoded: “quotes” and accents as written. */
  subject: string;
  /** The whole message with quoted-printable soft line breaks joined and `=3D` decoded. */
  text: string;
}

/** A header's encoded words (RFC 2047: nodemailer writes a subject that is not ASCII so) as plain text. */
function decodeHeader(value: string): string {
  const byte = (_: string, hex: string) => String.fromCharCode(Number.parseInt(hex, 16));
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replaceAll('_', ' ').replace(/=([0-9a-f]{2})/gi, byte), 'latin1').toString('utf8'),
    );
}

function readMail(file: string): Mail {
  const raw = readFileSync(path.join(outboxDir(), file), 'utf8');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? '';
  return {
    file,
    to: header('To'),
    subject: decodeHeader(header('Subject')),
    text: raw.replace(/=\r?\n/g, '').replaceAll('=3D', '='),
  };
}

/** Every mail sent to `address`, oldest first (file names start with the time they were written). */
export function mailsTo(address: string): Mail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map(readMail)
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

export type MailLink = 'confirm' | 'reset-password';

/**
 * The link of the newest mail to `address` that carries a /app/auth/<kind>/<token> link, waiting for
 * it to arrive (mails are written just after the request answers). `after` skips mails already seen.
 */
export async function waitForLink(address: string, kind: MailLink, after = 0): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+/app/auth/${kind}/[A-Za-z0-9_-]+`);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const links = mailsTo(address)
      .slice(after)
      .map((mail) => pattern.exec(mail.text)?.[0])
      .filter((link): link is string => link !== undefined);
    const link = links.at(-1);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${kind} mail to ${address} in ${outboxDir()}`);
}
