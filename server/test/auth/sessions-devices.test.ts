// Devices and sessions over HTTP: the list of where a person is signed in, signing one or all others out,
// the password change that signs the others out, and the mails of a new device and a changed password.
import {
  errorCodes,
  loginResponseSchema,
  messageResponseSchema,
  sessionsResponseSchema,
  signedOutResponseSchema,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createVerifiedUser,
  fetchUserInfo,
  json,
  PASSWORD,
  type Session,
  type TestUser,
} from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { linkIn, type OutboxMail, waitForMails } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const FIREFOX_LINUX_UPDATED =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SAFARI_IPHONE_UPDATED =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'Battery-Staple-42';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** Signs in from a browser (its user agent), as every client does: the login, then user-info. */
async function signInFrom(user: TestUser, userAgent: string, password = user.password): Promise<Session> {
  const login = loginResponseSchema.parse(
    await json(
      await call(server, 'POST', '/api/auth/authenticate', {
        json: { email: user.email, password },
        headers: { 'user-agent': userAgent },
      }),
    ),
  );
  const info = await fetchUserInfo(server, login.token);
  return { ...login, session_token: info.token };
}

const sessionIdOf = (session: Session) =>
  JSON.parse(Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString('utf8')).sid as string;

const listSessions = async (session: Session) =>
  sessionsResponseSchema.parse(await json(await call(server, 'GET', '/api/auth/sessions', { session })));

const check = (session: Session) => call(server, 'GET', '/api/auth/check', { session });

async function expectSignedOut(session: Session) {
  await expectError(await check(session), 401, errorCodes.unauthenticated);
}

/** The person's mails that `match`, waiting (up to 5 s) until there are at least `atLeast`. */
async function mailsOf(user: TestUser, match: (mail: OutboxMail) => boolean, atLeast = 0) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = (await waitForMails(server.outboxDir, user.email, 1, 0)).filter(match);
    if (found.length >= atLeast || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const mailsWithSubject = (user: TestUser, subject: string, atLeast = 0) =>
  mailsOf(user, (mail) => mail.subject === subject, atLeast);

/** Background mails of the requests made so far have had time to land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const NEW_DEVICE_SUBJECT = 'Budget Control: a sign-in from a new device';
const PASSWORD_CHANGED_SUBJECT = 'Budget Control: your password was changed';

describe('the list of sessions', () => {
  it("shows the caller's live sessions, this one first, with the device and IP they signed in from", async () => {
    const user = await createVerifiedUser(server);
    const laptop = await signInFrom(user, FIREFOX_LINUX);
    const phone = await signInFrom(user, SAFARI_IPHONE);
    // The laptop's request comes last: it is the most recently seen after the phone's list.
    const fromPhone = await listSessions(phone);
    expect(fromPhone.map((session) => session.current)).toEqual([true, false, false]);
    expect(fromPhone[0]).toMatchObject({
      id: sessionIdOf(phone),
      ip: '127.0.0.1',
      user_agent: SAFARI_IPHONE,
      device: { browser: 'Safari', os: 'iOS', type: 'mobile' },
    });
    const ids = fromPhone.map((session) => session.id);
    expect(new Set(ids)).toEqual(
      new Set([sessionIdOf(phone), sessionIdOf(laptop), sessionIdOf(user.session)]),
    );
    const laptopRow = fromPhone.find((session) => session.id === sessionIdOf(laptop));
    expect(laptopRow?.device).toEqual({ browser: 'Firefox', os: 'Linux', type: 'desktop' });
    expect(Date.parse(laptopRow?.created_at ?? '')).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(laptopRow?.last_seen_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(laptopRow?.created_at ?? ''),
    );

    const fromLaptop = await listSessions(laptop);
    expect(fromLaptop[0]?.id).toBe(sessionIdOf(laptop));
    expect(fromLaptop[0]?.current).toBe(true);
  });

  it('leaves out signed-out and expired sessions', async () => {
    const user = await createVerifiedUser(server);
    const gone = await signInFrom(user, FIREFOX_LINUX);
    const expired = await signInFrom(user, FIREFOX_LINUX);
    await json(await call(server, 'GET', '/api/auth/logout', { session: gone }));
    await server.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      sessionIdOf(expired),
    ]);
    expect((await listSessions(user.session)).map((session) => session.id)).toEqual([
      sessionIdOf(user.session),
    ]);
  });

  it('needs a sign-in', async () => {
    await expectError(await call(server, 'GET', '/api/auth/sessions'), 401, errorCodes.unauthenticated);
  });
});

describe('signing sessions out', () => {
  it('signs one device out: its next request answers 401, the others go on', async () => {
    const user = await createVerifiedUser(server);
    const other = await signInFrom(user, SAFARI_IPHONE);
    await expect(check(other)).resolves.toHaveProperty('status', 200);
    messageResponseSchema.parse(
      await json(
        await call(server, 'DELETE', `/api/auth/sessions/${sessionIdOf(other)}`, { session: user.session }),
      ),
    );
    await expectSignedOut(other);
    // Not even the calls that hand out session tokens let it back in.
    await expectError(
      await call(server, 'GET', '/api/auth/user-info', {
        headers: { authorization: `Bearer ${other.token}` },
      }),
      401,
      errorCodes.unauthenticated,
    );
    await expect(check(user.session)).resolves.toHaveProperty('status', 200);
    expect((await listSessions(user.session)).map((session) => session.id)).toEqual([
      sessionIdOf(user.session),
    ]);
    // Once signed out, it is no longer there to sign out.
    await expectError(
      await call(server, 'DELETE', `/api/auth/sessions/${sessionIdOf(other)}`, { session: user.session }),
      404,
      errorCodes.notFound,
    );
  });

  it('signs every other device out and keeps this one', async () => {
    const user = await createVerifiedUser(server);
    const others = [await signInFrom(user, SAFARI_IPHONE), await signInFrom(user, FIREFOX_LINUX)];
    const answer = signedOutResponseSchema.parse(
      await json(await call(server, 'DELETE', '/api/auth/sessions', { session: user.session })),
    );
    expect(answer).toEqual({ signed_out: 2 });
    for (const other of others) await expectSignedOut(other);
    await expect(check(user.session)).resolves.toHaveProperty('status', 200);
    expect(await listSessions(user.session)).toHaveLength(1);
  });

  it("never shows nor signs out another person's session", async () => {
    const anna = await createVerifiedUser(server, { name: 'Anna' });
    const marco = await createVerifiedUser(server, { name: 'Marco' });
    const annaIds = (await listSessions(anna.session)).map((session) => session.id);
    const marcoIds = (await listSessions(marco.session)).map((session) => session.id);
    expect(annaIds.filter((id) => marcoIds.includes(id))).toEqual([]);

    for (const id of [sessionIdOf(anna.session), 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      await expectError(
        await call(server, 'DELETE', `/api/auth/sessions/${id}`, { session: marco.session }),
        404,
        errorCodes.notFound,
      );
    }
    await json(await call(server, 'DELETE', '/api/auth/sessions', { session: marco.session }));
    await expect(check(anna.session)).resolves.toHaveProperty('status', 200);
    await expect(check(marco.session)).resolves.toHaveProperty('status', 200);
  });
});

describe('changing the password', () => {
  const change = (session: Session, body: Record<string, string>) =>
    call(server, 'PUT', '/api/auth/password', {
      session,
      json: body,
      headers: { 'user-agent': FIREFOX_LINUX },
    });

  it('refuses a wrong current password or a weak new one and changes nothing', async () => {
    const user = await createVerifiedUser(server);
    const other = await signInFrom(user, SAFARI_IPHONE);
    const wrong = await expectError(
      await change(user.session, {
        current_password: 'Not-The-Password-1',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
      422,
      errorCodes.validationFailed,
    );
    expect(Object.keys(wrong.fields ?? {})).toEqual(['current_password']);
    const weak = await expectError(
      await change(user.session, {
        current_password: PASSWORD,
        password: 'short',
        password_confirmation: 'short',
      }),
      422,
      errorCodes.validationFailed,
    );
    expect(Object.keys(weak.fields ?? {})).toEqual(['password']);
    const mismatch = await expectError(
      await change(user.session, {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: `${NEW_PASSWORD}x`,
      }),
      422,
      errorCodes.validationFailed,
    );
    expect(Object.keys(mismatch.fields ?? {})).toEqual(['password_confirmation']);
    await expect(check(other)).resolves.toHaveProperty('status', 200);
    await signInFrom(user, SAFARI_IPHONE, PASSWORD);
  });

  it('signs out every other session, keeps this one, and mails the person', async () => {
    const user = await createVerifiedUser(server, { name: 'Ada' });
    const others = [await signInFrom(user, SAFARI_IPHONE), await signInFrom(user, FIREFOX_LINUX)];
    messageResponseSchema.parse(
      await json(
        await change(user.session, {
          current_password: PASSWORD,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        }),
      ),
    );
    for (const other of others) await expectSignedOut(other);
    await expect(check(user.session)).resolves.toHaveProperty('status', 200);
    await expectError(
      await call(server, 'POST', '/api/auth/authenticate', {
        json: { email: user.email, password: PASSWORD },
      }),
      401,
      'invalid_credentials',
    );
    await signInFrom(user, FIREFOX_LINUX, NEW_PASSWORD);

    const [mail] = await mailsWithSubject(user, PASSWORD_CHANGED_SUBJECT, 1);
    expect(mail?.text).toContain('Hello Ada,');
    expect(mail?.text).toContain('Device: Firefox on Linux');
    expect(mail?.text).toContain('IP address: 127.0.0.1');
    expect(mail?.text).toContain('/app/settings/security');
  });

  it('by the mailed link signs out every session and mails the person', async () => {
    const user = await createVerifiedUser(server);
    const other = await signInFrom(user, SAFARI_IPHONE);
    await json(await call(server, 'POST', '/api/auth/reset-password', { json: { email: user.email } }));
    const [resetMail] = await mailsOf(user, (mail) => mail.text.includes('/app/auth/reset-password/'), 1);
    if (!resetMail) throw new Error('no reset mail');
    await json(
      await call(server, 'PUT', `/api/auth/reset-password/${linkIn(resetMail, 'reset-password').token}`, {
        json: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        headers: { 'user-agent': SAFARI_IPHONE },
      }),
    );
    await expectSignedOut(other);
    await expectSignedOut(user.session);
    const [mail] = await mailsWithSubject(user, PASSWORD_CHANGED_SUBJECT, 1);
    expect(mail?.text).toContain('Device: Safari on iOS');
  });
});

describe('the new-device mail', () => {
  it('is sent once for a device never seen before, not for a known one nor the first sign-in', async () => {
    const user = await createVerifiedUser(server, { name: 'Ada' });
    // createVerifiedUser signed in once (the first sign-in: no mail); the same device again: none.
    await signInFrom(user, FIREFOX_LINUX);
    await signInFrom(user, FIREFOX_LINUX_UPDATED);
    await settle();
    // The first Firefox sign-in was a new device next to the test client's own (node's fetch).
    expect(await mailsWithSubject(user, NEW_DEVICE_SUBJECT)).toHaveLength(1);

    await signInFrom(user, SAFARI_IPHONE);
    const [mail] = (await mailsWithSubject(user, NEW_DEVICE_SUBJECT, 2)).slice(-1);
    expect(mail?.text).toContain('Hello Ada,');
    expect(mail?.text).toContain('Device: Safari on iOS');
    expect(mail?.text).toContain('IP address: 127.0.0.1');
    expect(mail?.text).toContain('If this was you, there is nothing to do');
    expect(mail?.text).toContain('/app/settings/security');

    await signInFrom(user, SAFARI_IPHONE_UPDATED);
    await signInFrom(user, FIREFOX_LINUX);
    await settle();
    expect(await mailsWithSubject(user, NEW_DEVICE_SUBJECT)).toHaveLength(2);
  });

  it('is not sent on the very first sign-in, and is written in the person’s language', async () => {
    const user = await createVerifiedUser(server, { language: 'it-IT', name: 'Bianca' });
    await settle();
    expect(
      (await waitForMails(server.outboxDir, user.email, 1, 0)).filter((mail) =>
        mail.subject.includes('dispositivo'),
      ),
    ).toEqual([]);
    await signInFrom(user, SAFARI_IPHONE);
    const [mail] = await mailsWithSubject(user, 'Budget Control: un accesso da un nuovo dispositivo', 1);
    expect(mail?.text).toContain('Ciao Bianca,');
    expect(mail?.text).toContain('Dispositivo: Safari su iOS');
  });
});
