import {
  authenticateResponseSchema,
  errorCodes,
  loginResponseSchema,
  recoveryCodesResponseSchema,
  totpSetupResponseSchema,
  twoFactorRequiredSchema,
  twoFactorStatusSchema,
  twoFactorVerifyResponseSchema,
} from '@bc/api';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../src/auth/secrets.ts';
import { resetSecondFactor } from '../../src/auth/two-factor/reset-command.ts';
import { totpCode } from '../../src/auth/two-factor/totp.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { call, createVerifiedUser, fetchUserInfo, json, type TestUser } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { readOutbox } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The usual test server (limits out of the way), and one with the real lockout (5 wrong codes per account
// and per IP in 15 minutes) that reads the client's IP from X-Forwarded-For, so a test can be many IPs.
let server: TestServer;
let strict: TestServer;

beforeAll(async () => {
  [server, strict] = await Promise.all([
    startTestServer(),
    startTestServer({
      env: {
        RATE_LIMIT_PER_ACCOUNT: '5',
        RATE_LIMIT_PER_IP: '1000000',
        RATE_LIMIT_WINDOW_SECONDS: '900',
        TRUST_PROXY: 'true',
      },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.close(), strict?.close()]);
});

// A test clock (the server runs in this process): codes are computed for it, and a step is 30 s of it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);
const codeNow = (secret: string) => totpCode(secret, Date.now());

const SUBJECTS = {
  enabled: 'Budget Control: two-factor sign-in is on',
  disabled: 'Budget Control: two-factor sign-in is off',
  regenerated: 'Budget Control: new recovery codes',
  used: 'Budget Control: a recovery code was used',
  low: 'Budget Control: few recovery codes left',
  locked: 'Budget Control: too many wrong sign-in codes',
  reset: 'Budget Control: your two-factor sign-in was reset',
};

async function mailsTo(target: TestServer, email: string, subject: string) {
  return (await readOutbox(target.outboxDir)).filter(
    (mail) => mail.to === email.toLowerCase() && mail.subject === subject,
  );
}

/** Waits (mail is sent in the background) for `count` mails of this subject to `email`; the test clock stands still. */
async function expectMail(target: TestServer, email: string, subject: string, count = 1) {
  const deadline = performance.now() + 5_000;
  let mails = await mailsTo(target, email, subject);
  while (mails.length < count && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    mails = await mailsTo(target, email, subject);
  }
  expect(mails.length).toBeGreaterThanOrEqual(count);
  return mails;
}

const authenticate = (target: TestServer, user: Pick<TestUser, 'email' | 'password'>, ip?: string) =>
  call(target, 'POST', '/api/auth/authenticate', {
    json: { email: user.email, password: user.password },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });

const verify = (target: TestServer, body: Record<string, unknown>, ip?: string) =>
  call(target, 'POST', '/api/auth/2fa/verify', {
    json: body,
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });

const post = (target: TestServer, user: TestUser, path: string, body?: unknown) =>
  call(target, 'POST', `/api/auth/2fa${path}`, { session: user.session, json: body ?? {} });

async function status(target: TestServer, user: TestUser) {
  return twoFactorStatusSchema.parse(
    await json(await call(target, 'GET', '/api/auth/2fa', { session: user.session })),
  );
}

/** Sets the app up and turns two-factor on: the secret (as the person's phone has it) and the codes. */
async function enableTwoFactor(target: TestServer, user: TestUser) {
  const setup = totpSetupResponseSchema.parse(await json(await post(target, user, '/totp/setup')));
  const enabled = recoveryCodesResponseSchema.parse(
    await json(await post(target, user, '/totp/enable', { code: codeNow(setup.secret) })),
  );
  nextStep();
  return { secret: setup.secret, codes: enabled.recovery_codes };
}

/** The first step: the password, answered with a challenge and no token. */
async function challengeFor(target: TestServer, user: TestUser, ip?: string) {
  const body = twoFactorRequiredSchema.parse(await json(await authenticate(target, user, ip)));
  return body.challenge;
}

const userId = (user: TestUser) => user.session.user.uuid;

describe('a person without two-factor sign-in', () => {
  it('signs in with the password alone, as before (the contract of the original client)', async () => {
    const user = await createVerifiedUser(server);
    const body = await json(await authenticate(server, user));
    const login = loginResponseSchema.parse(body);
    expect(body).not.toHaveProperty('two_factor_required');
    expect((await fetchUserInfo(server, login.token)).userInfo.email).toBe(user.email.toLowerCase());
    expect(await status(server, user)).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_remaining: 0,
    });
  });

  it('still does while a setup is pending: two-factor is on only after a right code', async () => {
    const user = await createVerifiedUser(server);
    const setup = totpSetupResponseSchema.parse(await json(await post(server, user, '/totp/setup')));
    const url = new URL(setup.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('Budget Control');
    expect(decodeURIComponent(url.pathname)).toBe(`/Budget Control:${user.email.toLowerCase()}`);
    expect(url.searchParams.get('secret')).toBe(setup.secret);

    const wrongCode = String((Number(codeNow(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
    const error = await expectError(
      await post(server, user, '/totp/enable', { code: wrongCode }),
      422,
      errorCodes.validationFailed,
    );
    expect(error.fields).toHaveProperty('code');
    expect((await status(server, user)).enabled).toBe(false);
    loginResponseSchema.parse(await json(await authenticate(server, user)));
  });
});

describe('turning two-factor sign-in on', () => {
  it('keeps the secret encrypted and the ten recovery codes only as argon2id hashes, and mails the person', async () => {
    const user = await createVerifiedUser(server);
    const { secret, codes } = await enableTwoFactor(server, user);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const id = userId(user);
    const [totp] = await server.db.query<{ secret_box: Uint8Array; enabled: boolean }>(
      'SELECT secret_box, enabled_at IS NOT NULL AS enabled FROM two_factor_totp WHERE user_id = $1',
      [id],
    );
    expect(totp?.enabled).toBe(true);
    expect(Buffer.from(totp?.secret_box ?? []).toString('latin1')).not.toContain(secret);
    const rows = await server.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = $1',
      [id],
    );
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const row of rows) expect(row.code_hash).toMatch(/^\$argon2id\$/);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }

    expect(await status(server, user)).toMatchObject({ enabled: true, recovery_codes_remaining: 10 });
    expect(await expectMail(server, user.email, SUBJECTS.enabled)).toHaveLength(1);
    // The secret is never answered again: a second setup is refused while it is on.
    await expectError(await post(server, user, '/totp/setup'), 409, 'two_factor_enabled');
  });
});

describe('signing in with two-factor on', () => {
  it('answers a challenge and no token, then the usual answer for a right code; the code works once', async () => {
    const user = await createVerifiedUser(server);
    const { secret } = await enableTwoFactor(server, user);

    const first = authenticateResponseSchema.parse(await json(await authenticate(server, user)));
    expect(first).toEqual({
      two_factor_required: true,
      challenge: expect.any(String),
      methods: ['totp', 'recovery_code'],
    });
    expect(first).not.toHaveProperty('token');
    const challenge = twoFactorRequiredSchema.parse(first).challenge;
    // Kept hashed: the table holds no challenge as it was given.
    const [stored] = await server.db.query<{ token_hash: Uint8Array }>(
      'SELECT token_hash FROM two_factor_challenges WHERE user_id = $1',
      [userId(user)],
    );
    expect(Buffer.from(stored?.token_hash ?? []).equals(sha256(challenge))).toBe(true);

    const code = codeNow(secret);
    const signedIn = twoFactorVerifyResponseSchema.parse(
      await json(await verify(server, { challenge, code })),
    );
    expect(signedIn.user.email).toBe(user.email.toLowerCase());
    expect(signedIn.recovery_codes_remaining).toBeUndefined();
    expect((await fetchUserInfo(server, signedIn.token)).userInfo.uuid).toBe(signedIn.user.uuid);

    // The challenge is spent; the same code in the same step, with a new challenge, is a replay.
    await expectError(await verify(server, { challenge, code }), 401, 'two_factor_challenge_expired');
    const replay = await expectError(
      await verify(server, { challenge: await challengeFor(server, user), code }),
      422,
      errorCodes.validationFailed,
    );
    expect(replay.fields).toHaveProperty('code');
  });

  it('accepts one step of drift either way and refuses two', async () => {
    const user = await createVerifiedUser(server);
    const { secret } = await enableTwoFactor(server, user);
    // Well past the step the enabling code was accepted for, so only the drift decides.
    nextStep();
    nextStep();
    nextStep();
    const signInWith = async (code: string) =>
      verify(server, { challenge: await challengeFor(server, user), code });

    await expectError(
      await signInWith(totpCode(secret, Date.now() - 60_000)),
      422,
      errorCodes.validationFailed,
    );
    await expectError(
      await signInWith(totpCode(secret, Date.now() + 60_000)),
      422,
      errorCodes.validationFailed,
    );
    loginResponseSchema.parse(await json(await signInWith(totpCode(secret, Date.now() - 30_000))));
    loginResponseSchema.parse(await json(await signInWith(totpCode(secret, Date.now() + 30_000))));
  });

  it('takes each recovery code once, in any case and with or without its dash, and mails each use', async () => {
    const user = await createVerifiedUser(server);
    const { codes } = await enableTwoFactor(server, user);
    const [first = '', second = ''] = codes;

    const signedIn = twoFactorVerifyResponseSchema.parse(
      await json(await verify(server, { challenge: await challengeFor(server, user), recovery_code: first })),
    );
    expect(signedIn.recovery_codes_remaining).toBe(9);
    const used = await server.db.query<{ used: number }>(
      'SELECT count(*)::int AS used FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NOT NULL',
      [userId(user)],
    );
    expect(used[0]?.used).toBe(1);
    const again = await expectError(
      await verify(server, { challenge: await challengeFor(server, user), recovery_code: first }),
      422,
      errorCodes.validationFailed,
    );
    expect(again.fields).toHaveProperty('recovery_code');

    const typed = ` ${second.replace('-', '').toUpperCase()} `;
    const next = twoFactorVerifyResponseSchema.parse(
      await json(await verify(server, { challenge: await challengeFor(server, user), recovery_code: typed })),
    );
    expect(next.recovery_codes_remaining).toBe(8);
    const usedMails = await expectMail(server, user.email, SUBJECTS.used, 2);
    expect(usedMails.map((mail) => mail.text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Unused codes left: 9'),
        expect.stringContaining('Unused codes left: 8'),
      ]),
    );
    expect(await mailsTo(server, user.email, SUBJECTS.low)).toHaveLength(0);
  });

  it('tells the person when three or fewer recovery codes are left', async () => {
    const user = await createVerifiedUser(server);
    const { codes } = await enableTwoFactor(server, user);
    let remaining: number | undefined;
    for (const code of codes.slice(0, 7)) {
      const answer = twoFactorVerifyResponseSchema.parse(
        await json(
          await verify(server, { challenge: await challengeFor(server, user), recovery_code: code }),
        ),
      );
      remaining = answer.recovery_codes_remaining;
    }
    expect(remaining).toBe(3);
    const low = await expectMail(server, user.email, SUBJECTS.low);
    expect(low).toHaveLength(1);
    expect(low[0]?.text).toContain('3');
    expect(await status(server, user)).toMatchObject({ recovery_codes_remaining: 3 });
  });

  it('refuses an unknown or expired challenge, and a body that names neither or both kinds of code', async () => {
    const user = await createVerifiedUser(server);
    const { secret } = await enableTwoFactor(server, user);
    await expectError(
      await verify(server, { challenge: 'not-a-challenge', code: codeNow(secret) }),
      401,
      'two_factor_challenge_expired',
    );
    const challenge = await challengeFor(server, user);
    const both = await expectError(
      await verify(server, { challenge, code: codeNow(secret), recovery_code: 'abcde-fghij' }),
      422,
      errorCodes.validationFailed,
    );
    expect(both.fields).toHaveProperty('code');
    const letters = await expectError(
      await verify(server, { challenge, code: '12ab56' }),
      422,
      errorCodes.validationFailed,
    );
    expect(letters.fields).toHaveProperty('code');
    await expectError(await verify(server, { challenge }), 422, errorCodes.validationFailed);

    await server.db.query(
      "UPDATE two_factor_challenges SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [sha256(challenge)],
    );
    await expectError(
      await verify(server, { challenge, code: codeNow(secret) }),
      401,
      'two_factor_challenge_expired',
    );
  });
});

describe('recovery codes and turning it off', () => {
  it('makes a new set for a code of the app; the old set no longer works', async () => {
    const user = await createVerifiedUser(server);
    const { secret, codes: old } = await enableTwoFactor(server, user);
    const fresh = recoveryCodesResponseSchema.parse(
      await json(await post(server, user, '/recovery-codes', { code: codeNow(secret) })),
    );
    expect(fresh.recovery_codes.some((code) => old.includes(code))).toBe(false);
    await expectMail(server, user.email, SUBJECTS.regenerated);
    await expectError(
      await verify(server, { challenge: await challengeFor(server, user), recovery_code: old[0] }),
      422,
      errorCodes.validationFailed,
    );
    loginResponseSchema.parse(
      await json(
        await verify(server, {
          challenge: await challengeFor(server, user),
          recovery_code: fresh.recovery_codes[0],
        }),
      ),
    );
  });

  it('turns off with the password and a code only; then the password alone signs in', async () => {
    const user = await createVerifiedUser(server);
    const { secret } = await enableTwoFactor(server, user);
    const wrongPassword = await expectError(
      await post(server, user, '/totp/disable', { password: 'Not-The-Password-1', code: codeNow(secret) }),
      422,
      errorCodes.validationFailed,
    );
    expect(wrongPassword.fields).toHaveProperty('password');
    const wrongCode = await expectError(
      await post(server, user, '/totp/disable', {
        password: user.password,
        code: '000000' === codeNow(secret) ? '111111' : '000000',
      }),
      422,
      errorCodes.validationFailed,
    );
    expect(wrongCode.fields).toHaveProperty('code');
    await expectError(
      await post(server, user, '/totp/disable', { password: user.password }),
      422,
      errorCodes.validationFailed,
    );
    expect((await status(server, user)).enabled).toBe(true);

    await json(await post(server, user, '/totp/disable', { password: user.password, code: codeNow(secret) }));
    expect(await status(server, user)).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_remaining: 0,
    });
    loginResponseSchema.parse(await json(await authenticate(server, user)));
    const id = userId(user);
    for (const table of ['two_factor_totp', 'two_factor_recovery_codes', 'two_factor_challenges']) {
      expect(await server.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [id])).toHaveLength(0);
    }
    await expectMail(server, user.email, SUBJECTS.disabled);
    await expectError(
      await post(server, user, '/totp/disable', { password: user.password, code: codeNow(secret) }),
      409,
      'two_factor_disabled',
    );
  });

  it('turns off with a recovery code, for a person who lost their phone', async () => {
    const user = await createVerifiedUser(server);
    const { codes } = await enableTwoFactor(server, user);
    await json(await post(server, user, '/totp/disable', { password: user.password, code: codes[4] }));
    expect((await status(server, user)).enabled).toBe(false);
  });
});

describe('isolation', () => {
  it("one person's codes never pass another's challenge, nor change another's second factor", async () => {
    const anna = await createVerifiedUser(server, { name: 'Anna' });
    const marco = await createVerifiedUser(server, { name: 'Marco' });
    const annas = await enableTwoFactor(server, anna);
    const marcos = await enableTwoFactor(server, marco);

    const challenge = await challengeFor(server, anna);
    await expectError(
      await verify(server, { challenge, code: codeNow(marcos.secret) }),
      422,
      errorCodes.validationFailed,
    );
    await expectError(
      await verify(server, { challenge, recovery_code: marcos.codes[0] }),
      422,
      errorCodes.validationFailed,
    );
    // Marco's own session regenerating codes (with Anna's code) changes nothing of Anna's.
    await expectError(
      await post(server, marco, '/recovery-codes', { code: codeNow(annas.secret) }),
      422,
      errorCodes.validationFailed,
    );
    expect(await status(server, anna)).toMatchObject({ enabled: true, recovery_codes_remaining: 10 });
    const signedIn = loginResponseSchema.parse(
      await json(await verify(server, { challenge, recovery_code: annas.codes[0] })),
    );
    expect(signedIn.user.uuid).toBe(anna.session.user.uuid);
  });
});

describe('lockout after 5 wrong codes', () => {
  const wrong = (secret: string) => (codeNow(secret) === '000000' ? '111111' : '000000');

  it('per account (from any IPs): 429 with Retry-After, even for a right code, and one mail', async () => {
    const user = await createVerifiedUser(strict);
    const { secret } = await enableTwoFactor(strict, user);
    // A wrong code leaves the challenge open: the same one is tried from five IPs (each password sign-in
    // also counts against the password's own limit).
    const challenge = await challengeFor(strict, user, '10.1.0.1');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const ip = `10.1.0.${attempt}`;
      await expectError(
        await verify(strict, { challenge, code: wrong(secret) }, ip),
        422,
        errorCodes.validationFailed,
      );
    }
    const locked = await verify(strict, { challenge, code: codeNow(secret) }, '10.1.0.99');
    await expectError(locked, 429, errorCodes.rateLimited);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Turning it off is locked too.
    await expectError(
      await post(strict, user, '/totp/disable', { password: user.password, code: codeNow(secret) }),
      429,
      errorCodes.rateLimited,
    );
    const mails = await expectMail(strict, user.email, SUBJECTS.locked);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('10.1.0.5');
  });

  it('per IP (across accounts): a sixth account from that IP is refused, from another IP it signs in', async () => {
    const ip = '10.2.0.1';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const user = await createVerifiedUser(strict);
      const { secret } = await enableTwoFactor(strict, user);
      await expectError(
        await verify(strict, { challenge: await challengeFor(strict, user, ip), code: wrong(secret) }, ip),
        422,
        errorCodes.validationFailed,
      );
    }
    const sixth = await createVerifiedUser(strict);
    const { secret } = await enableTwoFactor(strict, sixth);
    const refused = await verify(
      strict,
      { challenge: await challengeFor(strict, sixth, ip), code: codeNow(secret) },
      ip,
    );
    await expectError(refused, 429, errorCodes.rateLimited);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Not the person's fault: no lockout mail for the IP's limit.
    expect(await mailsTo(strict, sixth.email, SUBJECTS.locked)).toHaveLength(0);
    const other = '10.2.0.2';
    loginResponseSchema.parse(
      await json(
        await verify(
          strict,
          { challenge: await challengeFor(strict, sixth, other), code: codeNow(secret) },
          other,
        ),
      ),
    );
  });
});

describe('the operator reset (pnpm reset-2fa <email>)', () => {
  it("turns one person's second factor off, mails them and logs it; others keep theirs", async () => {
    const anna = await createVerifiedUser(server, { name: 'Anna' });
    const marco = await createVerifiedUser(server, { name: 'Marco' });
    await enableTwoFactor(server, anna);
    await enableTwoFactor(server, marco);
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const deps = { db: server.db, config: server.config, mailer: createMailer(server.config, log), log };

    expect(await resetSecondFactor(deps, anna.email.toUpperCase())).toContain('is off');
    loginResponseSchema.parse(await json(await authenticate(server, anna)));
    twoFactorRequiredSchema.parse(await json(await authenticate(server, marco)));
    expect(
      await server.db.query('SELECT 1 FROM two_factor_recovery_codes WHERE user_id = $1', [userId(anna)]),
    ).toHaveLength(0);
    await expectMail(server, anna.email, SUBJECTS.reset);
    expect(await mailsTo(server, marco.email, SUBJECTS.reset)).toHaveLength(0);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ userId: userId(anna), event: 'two_factor_reset' }),
    );

    expect(await resetSecondFactor(deps, anna.email)).toContain('nothing to reset');
    await expect(resetSecondFactor(deps, 'nobody@example.test')).rejects.toThrow('There is no account');
  });
});
