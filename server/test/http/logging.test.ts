import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_REDACT, LOG_SERIALIZERS } from '../../src/app.ts';
import { call, json, PASSWORD, uniqueEmail } from '../support/client.ts';
import { linkIn, waitForMails } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // The logger main.ts makes, at info level, writing into `lines`.
  const logger = pino({ level: 'info', redact: LOG_REDACT, serializers: LOG_SERIALIZERS }, sink);
  server = await startTestServer({ logger });
});

afterAll(async () => {
  await server?.close();
});

describe('the log at info level', () => {
  it('names each outbox mail by subject and file, and never shows a token', async () => {
    const email = uniqueEmail('logged');
    await json(
      await call(server, 'POST', '/api/auth/sign-up', {
        json: { name: 'Log', email, password: PASSWORD, password_confirmation: PASSWORD },
      }),
      201,
    );
    const [mail] = await waitForMails(server.outboxDir, email);
    if (!mail) throw new Error('no mail');
    const { token } = linkIn(mail, 'confirm');
    await json(await call(server, 'GET', `/api/auth/confirm/${token}`));
    const login = await json<{ token: string; session_token: string }>(
      await call(server, 'POST', '/api/auth/authenticate', { json: { email, password: PASSWORD } }),
    );
    await json(await call(server, 'GET', '/api/auth/check', { session: login }));

    const outboxLine = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'mail written to the outbox');
    expect(outboxLine).toMatchObject({ subject: mail.subject, file: expect.stringContaining(mail.file) });
    const log = lines.join('\n');
    expect(log).toContain('/api/auth/confirm/[redacted]');
    for (const secret of [token, token.slice(16), login.token, login.session_token, PASSWORD]) {
      expect(log).not.toContain(secret);
    }
  });
});
