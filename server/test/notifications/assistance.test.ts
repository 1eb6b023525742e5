// The message to the support team: to the configured address, from the signed-in account whatever the body
// says, with a copy to the person in their language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetUpUser, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, type LedgerUser } from '../support/ledger.ts';
import { readOutbox, waitForMails } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SUPPORT = 'help-desk@budget.example.com';

let server: TestServer;
let ada: LedgerUser;

beforeAll(async () => {
  server = await startTestServer({ env: { SUPPORT_EMAIL: SUPPORT } });
  ada = await createSetUpUser(server, { name: 'Ada Lovelace', language: 'it' });
});

afterAll(async () => {
  await server?.close();
});

const MESSAGE = 'My budget <b>alerts</b> stopped.\nCan you help?';

describe('assistance', () => {
  for (const path of ['/api/notify/email/contact', '/api/mailer/assistance']) {
    it(`${path} mails the support address from the account, never a \`to\` the client chose`, async () => {
      const before = await readOutbox(server.outboxDir);
      const count = (to: string) => before.filter((mail) => mail.to === to.toLowerCase()).length;
      const answer = await json<{ message: string }>(
        await as(server, ada)('POST', path, {
          to: 'someone-else@example.com',
          subject: 'Assistance Request from BudgetControl app',
          message: MESSAGE,
          user_name: 'Mallory',
          email: 'mallory@example.com',
          privacy: true,
        }),
      );
      expect(answer.message).toMatch(/^Thank you/);

      const support = (await waitForMails(server.outboxDir, SUPPORT, count(SUPPORT) + 1))[count(SUPPORT)];
      expect(support?.subject).toBe('Budget Control: assistance request from Ada Lovelace');
      expect(support?.raw).toMatch(new RegExp(`^Reply-To: ${ada.email.toLowerCase()}$`, 'im'));
      expect(support?.text).toContain(
        `Ada Lovelace <${ada.email.toLowerCase()}> wrote to Budget Control assistance:`,
      );
      expect(support?.text).toContain('> My budget <b>alerts</b> stopped.\n> Can you help?');
      expect(support?.html).toContain('My budget &lt;b&gt;alerts&lt;/b&gt; stopped.');
      expect(support?.text).not.toContain('Mallory');

      const copy = (await waitForMails(server.outboxDir, ada.email, count(ada.email) + 1))[count(ada.email)];
      expect(copy?.subject).toBe('Budget Control: abbiamo ricevuto il tuo messaggio');
      expect(copy?.text).toContain('Ciao Ada Lovelace,');
      expect(copy?.text).toContain('> Can you help?');

      const sent = (await readOutbox(server.outboxDir)).slice(before.length);
      expect(sent.map((mail) => mail.to).sort()).toEqual([ada.email.toLowerCase(), SUPPORT].sort());
    });
  }

  it('needs the consent and a message: 422 with the field, nothing mailed', async () => {
    const before = (await readOutbox(server.outboxDir)).length;
    const refused: [Record<string, unknown>, Record<string, string>][] = [
      [{ message: MESSAGE, privacy: false }, { privacy: 'assistance_privacy_required' }],
      [{ message: MESSAGE }, { privacy: 'assistance_privacy_required' }],
      [{ message: '   ', privacy: true }, { message: 'assistance_message_required' }],
      [{ privacy: true }, { message: 'assistance_message_required' }],
      [{ message: 'x'.repeat(5001), privacy: true }, { message: 'assistance_message_too_long' }],
    ];
    for (const [body, fields] of refused) {
      const error = await expectError(
        await as(server, ada)('POST', '/api/notify/email/contact', body),
        422,
        'validation_failed',
      );
      expect(error.fields).toEqual(fields);
    }
    await expectError(
      await fetch(`${server.baseUrl}/api/notify/email/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: MESSAGE, privacy: true }),
      }),
      401,
      'unauthenticated',
    );
    expect((await readOutbox(server.outboxDir)).length).toBe(before);
  });
});

describe('assistance, limited', () => {
  it('refuses a person more messages than the account limit allows in the window: 429, nothing mailed', async () => {
    const limited = await startTestServer({
      env: { SUPPORT_EMAIL: SUPPORT, RATE_LIMIT_PER_ACCOUNT: '2', RATE_LIMIT_PER_IP: '100' },
    });
    try {
      const grace = await createSetUpUser(limited, { name: 'Grace Hopper' });
      const send = () =>
        as(limited, grace)('POST', '/api/mailer/assistance', { message: MESSAGE, privacy: true });
      await json(await send());
      await json(await send());
      // Mail goes out in the background: both messages, and their copies, are there first.
      expect(await waitForMails(limited.outboxDir, SUPPORT, 2)).toHaveLength(2);
      expect(await waitForMails(limited.outboxDir, grace.email, 3)).toHaveLength(3); // and the sign-up's
      const before = (await readOutbox(limited.outboxDir)).length;
      const refused = await send();
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      await expectError(refused, 429, 'rate_limited');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await readOutbox(limited.outboxDir)).length).toBe(before);
    } finally {
      await limited.close();
    }
  });
});
