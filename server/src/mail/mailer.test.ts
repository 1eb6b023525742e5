import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const log = pino({ level: 'silent' });
const mail = {
  to: 'ada@example.test',
  subject: 'Grüße',
  text: 'Open https://x.test/app/auth/confirm/abc',
  html: '<p>x</p>',
};
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('createMailer without SMTP_URL', () => {
  it('writes each mail whole as an .eml file under <DATA_DIR>/outbox', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bc-mailer-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Budget Control <no-reply@x.test>', dataDir },
      log,
    );
    expect(mailer.outboxDir).toBe(path.join(dataDir, 'outbox'));
    await mailer.send(mail);
    mailer.sendInBackground({ ...mail, to: 'grace@example.test' });
    await mailer.idle();
    const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const raw = await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(raw).toContain('From: Budget Control <no-reply@x.test>');
    expect(raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(raw).toContain('confirm/abc');
  });
});

/** The smallest SMTP server that accepts one mail at a time. */
async function fakeSmtp(): Promise<{ port: number; messages: string[]; server: Server }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data: string | undefined;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      const text = chunk.toString('utf8');
      if (data !== undefined) {
        data += text;
        if (data.endsWith('\r\n.\r\n')) {
          messages.push(data);
          data = undefined;
          socket.write('250 queued\r\n');
        }
        return;
      }
      for (const line of text.split('\r\n').filter(Boolean)) {
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-fake\r\n250 AUTH PLAIN LOGIN\r\n');
        else if (command === 'AUTH') socket.write('235 ok\r\n');
        else if (command === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, messages, server };
}

describe('createMailer with SMTP_URL', () => {
  it('delivers through the SMTP server and writes no outbox', async () => {
    const smtp = await fakeSmtp();
    cleanups.push(() => new Promise((resolve) => smtp.server.close(() => resolve())));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bc-mailer-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const mailer = createMailer(
      { smtpUrl: `smtp://user:pass@127.0.0.1:${smtp.port}`, mailFrom: 'no-reply@x.test', dataDir },
      log,
    );
    expect(mailer.outboxDir).toBeUndefined();
    await mailer.send(mail);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('To: ada@example.test');
    await expect(readdir(path.join(dataDir, 'outbox'))).rejects.toThrow();
  });

  it('logs a failed background delivery instead of throwing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bc-mailer-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'no-reply@x.test', dataDir }, log);
    await expect(mailer.send(mail)).rejects.toThrow();
    mailer.sendInBackground(mail);
    await mailer.idle();
  });
});
