import {
  loginResponseSchema,
  passkeyErrorCodes,
  passkeyListSchema,
  passkeyLoginOptionsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/auth/secrets.ts';
import { call, createVerifiedUser, fetchUserInfo, json, type TestUser } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { readOutbox } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { type AuthenticatorCall, SoftwareAuthenticator } from '../support/webauthn-authenticator.ts';

let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startTestServer();
  origin = new URL(server.config.publicUrl).origin;
});

afterAll(async () => {
  await server?.close();
});

async function registrationOptions(user: TestUser) {
  return passkeyRegistrationOptionsSchema.parse(
    await json(await call(server, 'POST', '/api/auth/passkeys/register/options', { session: user.session })),
  );
}

/** Adds a passkey of `authenticator` to the user's account, as the settings do; answers the response. */
async function register(
  user: TestUser,
  authenticator: SoftwareAuthenticator,
  name: string,
  use?: AuthenticatorCall,
) {
  const response = authenticator.register(await registrationOptions(user), use);
  return call(server, 'POST', '/api/auth/passkeys/register', {
    session: user.session,
    json: { response, name },
  });
}

async function addPasskey(user: TestUser, name: string) {
  const authenticator = new SoftwareAuthenticator(origin);
  const passkey = passkeySchema.parse(await json(await register(user, authenticator, name), 201));
  return { authenticator, passkey };
}

const loginOptions = async () =>
  passkeyLoginOptionsSchema.parse(await json(await call(server, 'POST', '/api/auth/passkeys/login/options')));

const login = (response: unknown) => call(server, 'POST', '/api/auth/passkeys/login', { json: { response } });

/** A passkey sign-in as the login page makes it: fresh options, the authenticator's assertion. */
async function signInWith(authenticator: SoftwareAuthenticator, use?: AuthenticatorCall) {
  return login(authenticator.authenticate(await loginOptions(), use));
}

const list = async (user: TestUser) =>
  passkeyListSchema.parse(
    await json(await call(server, 'GET', '/api/auth/passkeys', { session: user.session })),
  );

/** Waits (mails leave in the background) for the person's mail whose subject says all of `words`. */
async function mailAbout(email: string, ...words: string[]) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = await readOutbox(server.outboxDir);
    const found = mails.find(
      (mail) => mail.to.includes(email.toLowerCase()) && words.every((word) => mail.subject.includes(word)),
    );
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const passkeyRow = async (id: string) =>
  (
    await server.db.query<{ user_id: string; counter: string; transports: string[]; device_type: string }>(
      'SELECT user_id, counter, transports, device_type FROM passkeys WHERE id = $1',
      [id],
    )
  )[0];

describe('adding passkeys', () => {
  let anna: TestUser;
  beforeAll(async () => {
    anna = await createVerifiedUser(server, { name: 'Anna' });
  });

  it('offers options for PUBLIC_URL with a discoverable credential and user verification required', async () => {
    const options = await registrationOptions(anna);
    expect(options.rp).toEqual({ name: 'Budget Control', id: new URL(origin).hostname });
    expect(options.user.name).toBe(anna.email.toLowerCase());
    expect(options.user.displayName).toBe('Anna');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.pubKeyCredParams.map((param) => param.alg)).toContain(-7);
  });

  it('keeps several per person, each under its name, listed with when it was added and last used', async () => {
    const before = Date.now();
    const laptop = await addPasskey(anna, '  Laptop ');
    const phone = await addPasskey(anna, 'Phone');
    expect(laptop.passkey).toMatchObject({ name: 'Laptop', last_used_at: null });
    expect(Date.parse(laptop.passkey.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const listed = await list(anna);
    expect(listed.map((passkey) => passkey.name)).toEqual(['Laptop', 'Phone']);
    expect(listed.map((passkey) => passkey.id)).toEqual([laptop.passkey.id, phone.passkey.id]);
    expect(await passkeyRow(laptop.passkey.id)).toMatchObject({
      user_id: anna.session.user.uuid,
      transports: ['internal'],
      device_type: 'singleDevice',
    });
    // Excluded from the next options, so the same authenticator is not registered twice.
    const excluded = (await registrationOptions(anna)).excludeCredentials?.map((credential) => credential.id);
    expect(excluded).toEqual(expect.arrayContaining([laptop.authenticator.id, phone.authenticator.id]));
    expect(await mailAbout(anna.email, '“Laptop”', 'added')).toBeDefined();
  });

  it('refuses a passkey added twice (409), a missing name (422) and a stranger (401)', async () => {
    const { authenticator } = await addPasskey(anna, 'Key');
    await expectError(await register(anna, authenticator, 'Key again'), 409, passkeyErrorCodes.duplicate);
    const response = authenticator.register(await registrationOptions(anna));
    const unnamed = await call(server, 'POST', '/api/auth/passkeys/register', {
      session: anna.session,
      json: { response, name: '  ' },
    });
    const body = await expectError(unnamed, 422, 'validation_failed');
    expect(Object.keys(body.fields ?? {})).toContain('name');
    await expectError(await call(server, 'GET', '/api/auth/passkeys'), 401, 'unauthenticated');
    await expectError(
      await call(server, 'POST', '/api/auth/passkeys/register/options'),
      401,
      'unauthenticated',
    );
  });

  it('refuses a registration without user verification, or made for another site', async () => {
    const count = (await list(anna)).length;
    const unverified = await register(anna, new SoftwareAuthenticator(origin), 'No UV', {
      userVerified: false,
    });
    await expectError(unverified, 400, passkeyErrorCodes.refused);
    const elsewhere = await register(anna, new SoftwareAuthenticator(origin), 'Elsewhere', {
      origin: 'https://phishing.example',
    });
    await expectError(elsewhere, 400, passkeyErrorCodes.refused);
    expect(await list(anna)).toHaveLength(count);
  });

  it("refuses a registration answering another person's challenge, or one answered already", async () => {
    const marco = await createVerifiedUser(server, { name: 'Marco' });
    const authenticator = new SoftwareAuthenticator(origin);
    const response = authenticator.register(await registrationOptions(anna));
    const stolen = await call(server, 'POST', '/api/auth/passkeys/register', {
      session: marco.session,
      json: { response, name: 'Stolen' },
    });
    await expectError(stolen, 400, passkeyErrorCodes.expired);
    expect(await list(marco)).toEqual([]);

    const options = await registrationOptions(anna);
    const first = authenticator.register(options);
    await json(
      await call(server, 'POST', '/api/auth/passkeys/register', {
        session: anna.session,
        json: { response: first, name: 'Once' },
      }),
      201,
    );
    const again = new SoftwareAuthenticator(origin).register(options);
    const replay = await call(server, 'POST', '/api/auth/passkeys/register', {
      session: anna.session,
      json: { response: again, name: 'Twice' },
    });
    await expectError(replay, 400, passkeyErrorCodes.expired);
  });
});

describe('signing in with a passkey', () => {
  let anna: TestUser;
  let key: Awaited<ReturnType<typeof addPasskey>>;
  beforeAll(async () => {
    anna = await createVerifiedUser(server, { name: 'Anna' });
    key = await addPasskey(anna, 'Laptop');
  });

  it('offers discoverable options: no credential listed, user verification required', async () => {
    const options = await loginOptions();
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe('required');
    expect(options.rpId).toBe(new URL(origin).hostname);
  });

  it('signs in with the passkey alone: the usual answer, a working session, last used recorded', async () => {
    const answer = loginResponseSchema.parse(await json(await signInWith(key.authenticator)));
    expect(answer.user.uuid).toBe(anna.session.user.uuid);
    expect(answer.workspaces).toEqual(anna.session.workspaces);
    const info = await fetchUserInfo(server, answer.token);
    expect(info.userInfo.email).toBe(anna.email.toLowerCase());
    const [listed] = await list(anna);
    expect(listed?.last_used_at).not.toBeNull();
    expect(Number((await passkeyRow(key.passkey.id))?.counter)).toBeGreaterThan(0);
  });

  it('refuses a signature counter that goes backwards or stands still', async () => {
    await json(await signInWith(key.authenticator, { counter: 50 }));
    await expectError(await signInWith(key.authenticator, { counter: 20 }), 401, passkeyErrorCodes.refused);
    await expectError(await signInWith(key.authenticator, { counter: 50 }), 401, passkeyErrorCodes.refused);
    expect(Number((await passkeyRow(key.passkey.id))?.counter)).toBe(50);
    await json(await signInWith(key.authenticator, { counter: 51 }));
  });

  it('refuses a challenge used already', async () => {
    const options = await loginOptions();
    await json(await login(key.authenticator.authenticate(options)));
    await expectError(await login(key.authenticator.authenticate(options)), 401, passkeyErrorCodes.expired);
  });

  it('refuses a challenge older than 5 minutes, and deletes it', async () => {
    const options = await loginOptions();
    const hash = sha256(options.challenge);
    await server.db.query(
      "UPDATE webauthn_challenges SET created_at = now() - interval '5 minutes 1 second' WHERE challenge_hash = $1",
      [hash],
    );
    await expectError(await login(key.authenticator.authenticate(options)), 401, passkeyErrorCodes.expired);
    const left = await server.db.query('SELECT 1 FROM webauthn_challenges WHERE challenge_hash = $1', [hash]);
    expect(left).toEqual([]);
    // A challenge of 4 minutes 50 seconds still serves.
    const fresh = await loginOptions();
    await server.db.query(
      "UPDATE webauthn_challenges SET created_at = now() - interval '4 minutes 50 seconds' WHERE challenge_hash = $1",
      [sha256(fresh.challenge)],
    );
    await json(await login(key.authenticator.authenticate(fresh)));
  });

  it('refuses an assertion without user verification, and a challenge the server never made', async () => {
    await expectError(
      await signInWith(key.authenticator, { userVerified: false }),
      401,
      passkeyErrorCodes.refused,
    );
    const made = key.authenticator.authenticate({ challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' });
    await expectError(await login(made), 401, passkeyErrorCodes.expired);
  });

  it('refuses an assertion signed for another site, or by a key nobody registered', async () => {
    await expectError(
      await signInWith(key.authenticator, { origin: 'https://phishing.example' }),
      401,
      passkeyErrorCodes.refused,
    );
    await expectError(await signInWith(new SoftwareAuthenticator(origin)), 401, passkeyErrorCodes.unknown);
  });

  it('refuses a malformed response with 422', async () => {
    const response = await login({ id: 'x', type: 'public-key', response: {} });
    const body = await expectError(response, 422, 'validation_failed');
    expect(Object.keys(body.fields ?? {}).some((field) => field.startsWith('response'))).toBe(true);
  });
});

describe("another person's passkeys", () => {
  it('are neither listed nor removable (404); a removed passkey signs in no more', async () => {
    const anna = await createVerifiedUser(server, { name: 'Anna' });
    const marco = await createVerifiedUser(server, { name: 'Marco' });
    const annas = await addPasskey(anna, 'Anna laptop');
    await addPasskey(marco, 'Marco phone');
    expect((await list(marco)).map((passkey) => passkey.name)).toEqual(['Marco phone']);
    await expectError(
      await call(server, 'DELETE', `/api/auth/passkeys/${annas.passkey.id}`, { session: marco.session }),
      404,
      'not_found',
    );
    await expectError(
      await call(server, 'DELETE', '/api/auth/passkeys/not-a-uuid', { session: marco.session }),
      404,
      'not_found',
    );
    expect((await list(anna)).map((passkey) => passkey.id)).toEqual([annas.passkey.id]);

    await json(
      await call(server, 'DELETE', `/api/auth/passkeys/${annas.passkey.id}`, { session: anna.session }),
    );
    expect(await list(anna)).toEqual([]);
    await expectError(await signInWith(annas.authenticator), 401, passkeyErrorCodes.unknown);
    expect(await mailAbout(anna.email, '“Anna laptop”', 'removed')).toBeDefined();
  });
});
