import {
  authCheckResponseSchema,
  errorCodes,
  isSetUp,
  loginResponseSchema,
  messageResponseSchema,
  publicUserSchema,
  userInfoResponseSchema,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createSetUpUser,
  createVerifiedUser,
  finishSetup,
  json,
  PASSWORD,
  signIn,
  uniqueEmail,
} from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { linkIn, readOutbox, waitForMails } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PUBLIC_URL = 'https://budget.example.test';
const INVALID_CREDENTIALS = 'The credentials you entered are not valid.';
const NOT_VERIFIED = "You haven't verified your email yet. If you haven't received it, click here to resend.";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
});

afterAll(async () => {
  await server?.close();
});

const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/api/auth/sign-up', { json: body, headers });

const newAccount = (email = uniqueEmail()) => ({
  name: 'Ada Lovelace',
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
});

const login = (email: string, password: string) =>
  call(server, 'POST', '/api/auth/authenticate', { json: { email, password } });

async function userRow(email: string) {
  const [row] = await server.db.query<{
    id: string;
    email: string;
    password_hash: string;
    verified: boolean;
    language: string;
  }>(
    'SELECT id, email, password_hash, email_verified_at IS NOT NULL AS verified, language FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return row;
}

describe('POST /api/auth/sign-up', () => {
  it('creates an unverified user and answers 201 with a message only', async () => {
    const email = uniqueEmail('new');
    const body = messageResponseSchema.parse(await json(await signUp(newAccount(email)), 201));
    expect(Object.keys(body)).toEqual(['message']);
    expect(JSON.stringify(body)).not.toMatch(/token/i);

    const row = await userRow(email);
    expect(row).toMatchObject({ email: email.toLowerCase(), verified: false, language: 'en' });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(PASSWORD);
  });

  it('mails a confirmation link to <PUBLIC_URL>/app/auth/confirm/{token}, in English by default', async () => {
    const email = uniqueEmail('mail');
    await json(await signUp(newAccount(email)), 201);
    const [mail] = await waitForMails(server.outboxDir, email);
    expect(mail?.subject).toBe('Budget Control: confirm your e-mail address');
    expect(mail?.to).toBe(email.toLowerCase());
    expect(mail?.text).toContain('Hello Ada Lovelace,');
    const link = mail ? linkIn(mail, 'confirm') : undefined;
    expect(link?.url.startsWith(`${PUBLIC_URL}/app/auth/confirm/`)).toBe(true);
    expect(mail?.html).toContain(`href="${link?.url}"`);
    expect(mail?.text).toContain('48 hours');
  });

  it('writes the mails in the language of Accept-Language and remembers it', async () => {
    const cases = [
      [
        'it-IT,it;q=0.9,en;q=0.8',
        'it',
        'Budget Control: conferma il tuo indirizzo e-mail',
        'Ciao Ada Lovelace,',
      ],
      ['es', 'es', 'Budget Control: confirma tu dirección de correo electrónico', 'Hola, Ada Lovelace:'],
      ['de-CH, fr;q=0.5', 'de', 'Budget Control: Bestätige deine E-Mail-Adresse', 'Hallo Ada Lovelace,'],
      ['fr-FR', 'fr', 'Budget Control : confirmez votre adresse e-mail', 'Bonjour Ada Lovelace,'],
      ['ja, pt;q=0.9', 'en', 'Budget Control: confirm your e-mail address', 'Hello Ada Lovelace,'],
    ] as const;
    for (const [header, language, subject, greeting] of cases) {
      const email = uniqueEmail(`lang-${language}`);
      await json(await signUp(newAccount(email), { 'accept-language': header }), 201);
      const [mail] = await waitForMails(server.outboxDir, email);
      expect(mail?.subject).toBe(subject);
      expect(mail?.text).toContain(greeting);
      expect(mail && linkIn(mail, 'confirm').url).toContain(`${PUBLIC_URL}/app/auth/confirm/`);
      expect((await userRow(email))?.language).toBe(language);
    }
  });

  it('answers 422 with the field of each problem', async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{}, ['email', 'name', 'password']],
      [{ ...newAccount(), name: '   ' }, ['name']],
      [{ ...newAccount(), email: 'not-an-email' }, ['email']],
      [{ ...newAccount(), password: 'short1!', password_confirmation: 'short1!' }, ['password']],
      [{ ...newAccount(), password: 'nodigits-Here', password_confirmation: 'nodigits-Here' }, ['password']],
      [{ ...newAccount(), password: 'NoSpecial123', password_confirmation: 'NoSpecial123' }, ['password']],
      [{ ...newAccount(), password: 'lower-case-1', password_confirmation: 'lower-case-1' }, ['password']],
      [{ ...newAccount(), password_confirmation: 'Something-Else-1' }, ['password_confirmation']],
    ];
    for (const [body, fields] of cases) {
      const error = await expectError(await signUp(body), 422, errorCodes.validationFailed);
      expect(Object.keys(error.fields ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
    }
  });

  it('accepts a sign-up without password_confirmation (the original client never sends it)', async () => {
    const email = uniqueEmail('no-confirmation');
    const { password_confirmation: _left, ...body } = newAccount(email);
    await json(await signUp(body), 201);
    expect(await userRow(email)).toMatchObject({ email: email.toLowerCase(), verified: false });
  });

  it('answers a taken e-mail as a new one, mails its owner instead, and changes nothing', async () => {
    const email = uniqueEmail('dup');
    const first = await json<{ message: string }>(await signUp(newAccount(email)), 201);
    await waitForMails(server.outboxDir, email);
    const again = await json<{ message: string }>(await signUp(newAccount(email.toUpperCase())), 201);
    expect(again).toEqual(first);
    await json(await signUp(newAccount(` ${email.toLowerCase()} `)), 201);
    const [{ count } = { count: 0 }] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    expect(count).toBe(1);
    const mails = await waitForMails(server.outboxDir, email, 3);
    const notices = mails.filter((mail) => mail.subject.includes('already has an account'));
    expect(notices).toHaveLength(2);
    expect(notices[0]?.text).toContain('/app/auth/recovery-password');
  });
});

describe('GET /api/auth/confirm/{token}', () => {
  async function signUpAndLink(email = uniqueEmail('confirm')) {
    await json(await signUp(newAccount(email)), 201);
    const [mail] = await waitForMails(server.outboxDir, email);
    if (!mail) throw new Error('no mail');
    return { email, token: linkIn(mail, 'confirm').token };
  }

  it('verifies the e-mail once; the user can then sign in', async () => {
    const { email, token } = await signUpAndLink();
    await expectError(await login(email, PASSWORD), 403, 'email_not_verified');
    messageResponseSchema.parse(await json(await call(server, 'GET', `/api/auth/confirm/${token}`)));
    expect((await userRow(email))?.verified).toBe(true);
    loginResponseSchema.parse(await json(await login(email, PASSWORD)));

    const again = await expectError(
      await call(server, 'GET', `/api/auth/confirm/${token}`),
      400,
      'invalid_token',
    );
    expect(again.error).toMatch(/not valid or has expired/);
  });

  it('stores only a hash of the token, valid for 48 hours', async () => {
    const { token } = await signUpAndLink();
    const rows = await server.db.query<{ selector: string; verifier_hash: Uint8Array; hours: number }>(
      `SELECT selector, verifier_hash, round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours
       FROM auth_tokens WHERE selector = $1`,
      [token.slice(0, 16)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hours).toBe(48);
    expect(Buffer.from(rows[0]?.verifier_hash ?? []).toString('utf8')).not.toContain(token.slice(16));
    const dump = JSON.stringify(await server.db.query('SELECT * FROM auth_tokens'));
    expect(dump).not.toContain(token.slice(16));
  });

  it('answers 400 invalid_token for an expired, unknown, altered or malformed token', async () => {
    const { token } = await signUpAndLink();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [altered, 'x'.repeat(59), 'nonsense', `${token}x`]) {
      await expectError(await call(server, 'GET', `/api/auth/confirm/${bad}`), 400, 'invalid_token');
    }
    await server.db.query(
      "UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE selector = $1",
      [token.slice(0, 16)],
    );
    await expectError(await call(server, 'GET', `/api/auth/confirm/${token}`), 400, 'invalid_token');
  });
});

describe('POST /api/auth/verify-email', () => {
  it('answers the same whether the account is unknown, verified or waiting', async () => {
    const waiting = uniqueEmail('waiting');
    await json(await signUp(newAccount(waiting)), 201);
    const verified = await createVerifiedUser(server);
    const answers = [];
    for (const email of [uniqueEmail('nobody'), verified.email, waiting]) {
      answers.push(await json(await call(server, 'POST', '/api/auth/verify-email', { json: { email } })));
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]).toEqual(answers[2]);
    messageResponseSchema.parse(answers[0]);
  });

  it('sends a new link to a waiting account; the new link works and the old one no longer does', async () => {
    const email = uniqueEmail('resend');
    await json(await signUp(newAccount(email), { 'accept-language': 'it' }), 201);
    const [first] = await waitForMails(server.outboxDir, email);
    await json(
      await call(server, 'POST', '/api/auth/verify-email', { json: { email: email.toUpperCase() } }),
    );
    const mails = await waitForMails(server.outboxDir, email, 2);
    expect(mails).toHaveLength(2);
    const second = mails.find((mail) => mail.file !== first?.file);
    expect(second?.subject).toBe('Budget Control: conferma il tuo indirizzo e-mail');
    if (!first || !second) throw new Error('mails missing');
    await expectError(
      await call(server, 'GET', `/api/auth/confirm/${linkIn(first, 'confirm').token}`),
      400,
      'invalid_token',
    );
    await json(await call(server, 'GET', `/api/auth/confirm/${linkIn(second, 'confirm').token}`));
  });

  it('sends nothing for unknown or verified addresses', async () => {
    const verified = await createVerifiedUser(server);
    const nobody = uniqueEmail('ghost');
    for (const email of [nobody, verified.email]) {
      await json(await call(server, 'POST', '/api/auth/verify-email', { json: { email } }));
    }
    // Mails go out in the background: give a wrong one time to appear.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = await readOutbox(server.outboxDir);
    expect(mails.filter((mail) => mail.to === nobody.toLowerCase())).toHaveLength(0);
    expect(mails.filter((mail) => mail.to === verified.email.toLowerCase())).toHaveLength(1);
  });

  it('answers 422 for a malformed e-mail', async () => {
    const error = await expectError(
      await call(server, 'POST', '/api/auth/verify-email', { json: { email: 'x' } }),
      422,
      errorCodes.validationFailed,
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['email']);
  });
});

describe('POST /api/auth/authenticate', () => {
  it('signs in (e-mail in any case) with a new access token, the user and no workspace yet', async () => {
    const { email, session } = await createVerifiedUser(server, { name: 'Grace' });
    const body = loginResponseSchema.parse(await json(await login(email.toUpperCase(), PASSWORD)));
    expect(body.user).toEqual({
      uuid: session.user.uuid,
      name: 'Grace',
      email: email.toLowerCase(),
      email_verified: true,
      language: null,
    });
    expect(body.workspaces).toEqual([]);
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.token).not.toBe(session.token);
    expect(Object.keys(body).sort()).toEqual(['token', 'user', 'workspaces']);
  });

  it('lists the workspaces after setup, the activated one current and first', async () => {
    const user = await createSetUpUser(server);
    const body = loginResponseSchema.parse(await json(await login(user.email, PASSWORD)));
    expect(body.workspaces).toEqual([
      { uuid: user.workspace.uuid, name: 'Home', role: 'owner', current: true },
    ]);
  });

  it('answers 401 invalid_credentials, with the same message, for a wrong password or an unknown e-mail', async () => {
    const { email } = await createVerifiedUser(server);
    const wrong = await expectError(await login(email, 'Wrong-Password-1'), 401, 'invalid_credentials');
    const unknown = await expectError(
      await login(uniqueEmail('nobody'), PASSWORD),
      401,
      'invalid_credentials',
    );
    expect(wrong.error).toBe(INVALID_CREDENTIALS);
    expect(unknown).toEqual(wrong);
  });

  it('answers 403 email_not_verified to an unverified account with the right password only', async () => {
    const email = uniqueEmail('unverified');
    await json(await signUp(newAccount(email)), 201);
    const error = await expectError(await login(email, PASSWORD), 403, 'email_not_verified');
    expect(error.error).toBe(NOT_VERIFIED);
    await expectError(await login(email, 'Wrong-Password-1'), 401, 'invalid_credentials');
  });

  it('answers 422 for missing fields', async () => {
    const error = await expectError(
      await call(server, 'POST', '/api/auth/authenticate', { json: { email: 'a@example.test' } }),
      422,
      errorCodes.validationFailed,
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['password']);
  });
});

describe('password recovery', () => {
  const requestReset = (email: string) =>
    call(server, 'POST', '/api/auth/reset-password', { json: { email } });
  const resetWith = (token: string, password: string, confirmation = password) =>
    call(server, 'PUT', `/api/auth/reset-password/${token}`, {
      json: { password, password_confirmation: confirmation },
    });

  async function resetLink(email: string, count = 1) {
    const mails = await waitForMails(server.outboxDir, email, count);
    const mail = mails.filter((candidate) => candidate.text.includes('/app/auth/reset-password/')).at(-1);
    if (!mail) throw new Error('no reset mail');
    return { mail, ...linkIn(mail, 'reset-password') };
  }

  it('answers the same whether or not the e-mail has an account, and mails only an account', async () => {
    const user = await createVerifiedUser(server);
    const nobody = uniqueEmail('nobody');
    const known = await json(await requestReset(user.email));
    const unknown = await json(await requestReset(nobody));
    expect(known).toEqual(unknown);
    messageResponseSchema.parse(known);
    const { url } = await resetLink(user.email, 2);
    expect(url.startsWith(`${PUBLIC_URL}/app/auth/reset-password/`)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await readOutbox(server.outboxDir)).filter((mail) => mail.to === nobody.toLowerCase())).toEqual(
      [],
    );
  });

  it("writes the reset mail in the user's language", async () => {
    const user = await createVerifiedUser(server, { language: 'de-DE', name: 'Emmy' });
    await json(await requestReset(user.email));
    const { mail } = await resetLink(user.email, 2);
    expect(mail.subject).toBe('Budget Control: Setze dein Passwort zurück');
    expect(mail.text).toContain('Hallo Emmy,');
    expect(mail.text).toContain('60 Minuten');
  });

  it('sets the new password once, ends every session, and keeps the token only hashed (1 hour)', async () => {
    const user = await createVerifiedUser(server);
    const otherDevice = await signIn(server, user.email, PASSWORD);
    await json(await requestReset(user.email));
    const { token } = await resetLink(user.email, 2);

    const [stored] = await server.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM auth_tokens
       WHERE selector = $1 AND purpose = 'reset_password'`,
      [token.slice(0, 16)],
    );
    expect(stored?.minutes).toBe(60);
    expect(JSON.stringify(await server.db.query('SELECT * FROM auth_tokens'))).not.toContain(token.slice(16));

    const newPassword = 'Brand-New-Pass-42';
    messageResponseSchema.parse(await json(await resetWith(token, newPassword)));
    for (const session of [user.session, otherDevice]) {
      await expectError(
        await call(server, 'GET', '/api/auth/check', { session }),
        401,
        errorCodes.unauthenticated,
      );
    }
    await expectError(await login(user.email, PASSWORD), 401, 'invalid_credentials');
    loginResponseSchema.parse(await json(await login(user.email, newPassword)));
    await expectError(await resetWith(token, 'Another-Pass-42'), 400, 'invalid_token');
  });

  it('also confirms an unverified address (the link proves the mailbox)', async () => {
    const email = uniqueEmail('reset-unverified');
    await json(await signUp(newAccount(email)), 201);
    await json(await requestReset(email));
    const { token } = await resetLink(email, 2);
    await json(await resetWith(token, 'Brand-New-Pass-42'));
    loginResponseSchema.parse(await json(await login(email, 'Brand-New-Pass-42')));
  });

  it('answers 400 invalid_token for an expired, unknown or verification token', async () => {
    const user = await createVerifiedUser(server);
    await json(await requestReset(user.email));
    const { token } = await resetLink(user.email, 2);
    await server.db.query(
      "UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE selector = $1",
      [token.slice(0, 16)],
    );
    await expectError(await resetWith(token, 'Brand-New-Pass-42'), 400, 'invalid_token');
    await expectError(await resetWith('y'.repeat(59), 'Brand-New-Pass-42'), 400, 'invalid_token');

    const email = uniqueEmail('verify-token');
    await json(await signUp(newAccount(email)), 201);
    const [mail] = await waitForMails(server.outboxDir, email);
    if (!mail) throw new Error('no mail');
    await expectError(
      await resetWith(linkIn(mail, 'confirm').token, 'Brand-New-Pass-42'),
      400,
      'invalid_token',
    );
    await expectError(await login(user.email, 'Brand-New-Pass-42'), 401, 'invalid_credentials');
  });

  it('answers 422 for a weak or unconfirmed new password, before looking at the token', async () => {
    const weak = await expectError(await resetWith('z'.repeat(59), 'weak'), 422, errorCodes.validationFailed);
    expect(Object.keys(weak.fields ?? {})).toEqual(['password']);
    const mismatch = await expectError(
      await resetWith('z'.repeat(59), 'Brand-New-Pass-42', 'Brand-New-Pass-43'),
      422,
      errorCodes.validationFailed,
    );
    expect(Object.keys(mismatch.fields ?? {})).toEqual(['password_confirmation']);
    await expectError(
      await call(server, 'POST', '/api/auth/reset-password', { json: {} }),
      422,
      errorCodes.validationFailed,
    );
  });
});

describe('signed-in calls', () => {
  it('GET /api/auth/check answers a fresh token and the user; 401 without a session', async () => {
    const user = await createVerifiedUser(server);
    const body = authCheckResponseSchema.parse(
      await json(await call(server, 'GET', '/api/auth/check', { session: user.session })),
    );
    expect(body.user.uuid).toBe(user.session.user.uuid);
    expect(body.token.split('.')).toHaveLength(3);
    await expectError(await call(server, 'GET', '/api/auth/check'), 401, errorCodes.unauthenticated);
  });

  it('GET /api/auth/logout revokes the session, not the other ones', async () => {
    const user = await createVerifiedUser(server);
    const other = await signIn(server, user.email, PASSWORD);
    messageResponseSchema.parse(
      await json(await call(server, 'GET', '/api/auth/logout', { session: user.session })),
    );
    await expectError(
      await call(server, 'GET', '/api/auth/user-info', { session: user.session }),
      401,
      errorCodes.unauthenticated,
    );
    await json(await call(server, 'GET', '/api/auth/user-info', { session: other }));
    await expectError(await call(server, 'GET', '/api/auth/logout'), 401, errorCodes.unauthenticated);
  });

  it('GET /api/auth/user-info before and after setup', async () => {
    const user = await createVerifiedUser(server, { name: 'Katherine' });
    const before = userInfoResponseSchema.parse(
      await json(await call(server, 'GET', '/api/auth/user-info', { session: user.session })),
    );
    expect(before.userInfo).toEqual({
      uuid: user.session.user.uuid,
      name: 'Katherine',
      email: user.email.toLowerCase(),
      email_verified: true,
      language: null,
      workspaces: [],
      current_ws: '',
      workspace_settings: [],
      shared_with: [],
    });
    expect(isSetUp(before.userInfo)).toBe(false);
    expect(before.token.split('.')).toHaveLength(3);

    const workspace = await finishSetup(server, user);
    const friend = await createVerifiedUser(server, { name: 'Dorothy' });
    await json(
      await call(server, 'POST', `/api/workspace/${workspace.uuid}/share`, {
        session: user.session,
        json: { user_to_share: friend.email, role: 'viewer' },
      }),
      201,
    );
    const after = userInfoResponseSchema.parse(
      await json(await call(server, 'GET', '/api/auth/user-info', { session: user.session })),
    );
    expect(isSetUp(after.userInfo)).toBe(true);
    expect(after.userInfo.workspaces).toEqual([
      { uuid: workspace.uuid, name: 'Home', role: 'owner', current: true },
    ]);
    expect(after.userInfo.current_ws).toBe(workspace.uuid);
    expect(after.userInfo.workspace_settings).toEqual({
      uuid: workspace.uuid,
      name: 'Home',
      data: {
        currency: { id: 2, slug: 'euro', code: 'EUR', symbol: '€', icon: '€', exchange_rate: 1 },
        payment_type_id: 1,
      },
    });
    expect(after.userInfo.shared_with).toEqual([
      { uuid: friend.session.user.uuid, name: 'Dorothy', email: friend.email.toLowerCase(), role: 'viewer' },
    ]);

    // The friend sees the owner, not themself; the shared workspace became their current one.
    const friendInfo = userInfoResponseSchema.parse(
      await json(await call(server, 'GET', '/api/auth/user-info', { session: friend.session })),
    );
    expect(friendInfo.userInfo.shared_with).toEqual([
      { uuid: user.session.user.uuid, name: 'Katherine', email: user.email.toLowerCase(), role: 'owner' },
    ]);
    expect(friendInfo.userInfo.workspaces).toEqual([
      { uuid: workspace.uuid, name: 'Home', role: 'viewer', current: true },
    ]);
  });

  it('GET /api/auth/user-info/by-email/{email} finds a user in any case; 404 "User not found"; 422; 401', async () => {
    const user = await createVerifiedUser(server, { name: 'Barbara' });
    const other = await createVerifiedUser(server);
    const found = publicUserSchema.parse(
      await json(
        await call(
          server,
          'GET',
          `/api/auth/user-info/by-email/${encodeURIComponent(other.email.toUpperCase())}`,
          {
            session: user.session,
          },
        ),
      ),
    );
    expect(found).toEqual({
      uuid: other.session.user.uuid,
      name: 'Test User',
      email: other.email.toLowerCase(),
    });
    const missing = await expectError(
      await call(server, 'GET', `/api/auth/user-info/by-email/${uniqueEmail('nobody')}`, {
        session: user.session,
      }),
      404,
      errorCodes.notFound,
    );
    expect(missing.error).toBe('User not found');
    await expectError(
      await call(server, 'GET', '/api/auth/user-info/by-email/not-an-email', { session: user.session }),
      422,
      errorCodes.validationFailed,
    );
    await expectError(
      await call(server, 'GET', `/api/auth/user-info/by-email/${other.email}`),
      401,
      errorCodes.unauthenticated,
    );
  });
});
