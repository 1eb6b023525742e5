import { errorCodes, loginResponseSchema, userSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSetUpUser, fetchUserInfo, json, type TestUser } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { waitForMails } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await createSetUpUser(server, { name: 'Chooser' });
});

afterAll(async () => {
  await server?.close();
});

const saveLanguage = (language: unknown, signedIn = true) =>
  call(server, 'PATCH', '/api/auth/profile', {
    ...(signedIn ? { session: user.session } : {}),
    json: { language },
  });

const login = async () =>
  loginResponseSchema.parse(
    await json(
      await call(server, 'POST', '/api/auth/authenticate', {
        json: { email: user.email, password: user.password },
      }),
    ),
  );

describe('PATCH /api/auth/profile', () => {
  it('answers no language until one is chosen: the apps follow the browser', async () => {
    const other = await createSetUpUser(server, { name: 'Undecided' });
    expect((await fetchUserInfo(server, other.session.token)).userInfo.language).toBeNull();
    expect(other.session.user.language).toBeNull();
  });

  it('keeps the chosen language: user-info and sign-in answer it, and the mails are written in it', async () => {
    const saved = userSchema.parse(await json(await saveLanguage('it')));
    expect(saved).toMatchObject({ uuid: user.session.user.uuid, name: 'Chooser', language: 'it' });
    expect((await fetchUserInfo(server, user.session.token)).userInfo.language).toBe('it');
    expect((await login()).user.language).toBe('it');

    // The mails follow it, whatever language the request asks for.
    await call(server, 'POST', '/api/auth/reset-password', {
      json: { email: user.email },
      headers: { 'accept-language': 'de-DE' },
    });
    // The confirmation mail of the account, then this one.
    const mails = await waitForMails(server.outboxDir, user.email, 2);
    const mail = mails.find((candidate) => candidate.text.includes('/app/auth/reset-password/'));
    expect(mail?.subject).toBe('Budget Control: reimposta la tua password');

    userSchema.parse(await json(await saveLanguage('fr')));
    expect((await fetchUserInfo(server, user.session.token)).userInfo.language).toBe('fr');
    const [row] = await server.db.query<{ language: string; language_chosen: boolean }>(
      'SELECT language, language_chosen FROM users WHERE lower(email) = lower($1)',
      [user.email],
    );
    expect(row).toEqual({ language: 'fr', language_chosen: true });
  });

  it('answers 422 with the field for a language it does not speak, and changes nothing', async () => {
    for (const language of ['pt', 'IT', '', null, 3, undefined]) {
      const body = await expectError(await saveLanguage(language), 422, errorCodes.validationFailed);
      expect(Object.keys(body.fields ?? {})).toEqual(['language']);
    }
    expect((await fetchUserInfo(server, user.session.token)).userInfo.language).toBe('fr');
  });

  it('needs a signed-in user', async () => {
    await expectError(await saveLanguage('it', false), 401, errorCodes.unauthenticated);
  });
});
