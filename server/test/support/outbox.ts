// Reads the mails the server wrote to its outbox (.eml files): just enough MIME for our own mails.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type OutboxMail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
};

function splitHead(block: string): { headers: Map<string, string>; body: string } {
  const index = block.search(/\r?\n\r?\n/);
  const head = index === -1 ? block : block.slice(0, index);
  const body = index === -1 ? '' : block.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const bytesToText = (bytes: number[]) => Buffer.from(bytes).toString('utf8');

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return bytesToText(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`), as nodemailer writes non-ASCII subjects. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseEml(raw: string, file = ''): OutboxMail {
  const { headers, body } = splitHead(raw);
  const mail: OutboxMail = {
    file,
    raw,
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const part of partBody.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const parsed = splitHead(part.replace(/^\r?\n/, ''));
        collect(parsed.headers, parsed.body);
      }
    } else if (type.startsWith('text/html')) {
      mail.html += decodeBody(partHeaders, partBody);
    } else if (type.startsWith('text/plain')) {
      mail.text += decodeBody(partHeaders, partBody);
    }
  };
  collect(headers, body);
  return mail;
}

export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (file) => parseEml(await readFile(path.join(dir, file), 'utf8'), file)));
}

/** Mail is sent in the background: waits (up to `timeoutMs`) until `count` mails to `to` are there. */
export async function waitForMails(
  dir: string,
  to: string,
  count = 1,
  timeoutMs = 5_000,
): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(dir)).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The first `<PUBLIC_URL>/app/auth/<kind>/<token>` link of the mail's text. */
export function linkIn(mail: OutboxMail, kind: 'confirm' | 'reset-password'): { url: string; token: string } {
  const match = new RegExp(`(https?://\\S+/app/auth/${kind}/([A-Za-z0-9_-]+))`).exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`No ${kind} link in the mail "${mail.subject}"`);
  return { url: match[1], token: match[2] };
}
