import { randomBytes } from 'node:crypto';
import { errorCodes, loginResponseSchema, userInfoResponseSchema } from '@bc/api';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { parseConfig } from '../../src/config.ts';
import {
  authHeaders,
  call,
  createVerifiedUser,
  json,
  PASSWORD,
  type Session,
  type TestUser,
} from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** A strict signed-in route: both credentials must name the same live session. */
const check = (target: TestServer, headers: Record<string, string>) =>
  fetch(`${target.baseUrl}/api/auth/check`, { headers });

const userInfo = (target: TestServer, headers: Record<string, string>) =>
  fetch(`${target.baseUrl}/api/auth/user-info`, { headers });

const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** The session's access token as it is once its 15 minutes are over: signed by the server, expired. */
async function expiredAccessToken(target: TestServer, session: Session): Promise<string> {
  const [row] = await target.db.query<{ secret: Uint8Array }>('SELECT secret FROM auth_signing_keys');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: decode(session.token).sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(session.user.uuid)
    .setIssuer('budget-control')
    .setAudience('budget-control-api')
    .setIssuedAt(now - 901)
    .setExpirationTime(now - 1)
    .sign(new Uint8Array(row?.secret ?? []));
}

const expiredHeaders = async (target: TestServer, session: Session) => ({
  authorization: `Bearer ${await expiredAccessToken(target, session)}`,
  'x-bc-token': session.session_token,
});

async function sessionRow(target: TestServer, sessionId: string) {
  const [row] = await target.db.query<{ days: number; revoked: boolean }>(
    `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days,
            revoked_at IS NOT NULL AS revoked
     FROM sessions WHERE id = $1`,
    [sessionId],
  );
  return row;
}

describe('access tokens and sessions', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createVerifiedUser(server);
  });

  it('carry the user (sub) and the session (sid), 15 minutes, HS256', async () => {
    const claims = decode(user.session.token);
    const header = JSON.parse(
      Buffer.from(user.session.token.split('.')[0] ?? '', 'base64url').toString('utf8'),
    );
    expect(header.alg).toBe('HS256');
    expect(claims.sub).toBe(user.session.user.uuid);
    expect(typeof claims.sid).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  });

  it('last 30 days; the session token names the session and its workspace and is stored nowhere', async () => {
    const row = await sessionRow(server, String(decode(user.session.token).sid));
    expect(row?.days).toBe(30);
    expect(decode(user.session.session_token)).toMatchObject({
      sub: user.session.user.uuid,
      sid: decode(user.session.token).sid,
      aud: 'budget-control-session',
    });
    const dump = JSON.stringify(await server.db.query('SELECT * FROM sessions'));
    expect(dump).not.toContain(user.session.session_token);
  });

  it('accept a valid access token alone (the embed sends only that), and `undefined` as no session token', async () => {
    await json(await check(server, { authorization: `Bearer ${user.session.token}` }));
    await json(
      await check(server, { authorization: `Bearer ${user.session.token}`, 'x-bc-token': 'undefined' }),
    );
  });

  it('hand out a new session token at every user-info, and keep the earlier ones valid', async () => {
    const first = userInfoResponseSchema.parse(await json(await userInfo(server, authHeaders(user.session))));
    const second = userInfoResponseSchema.parse(
      await json(
        await userInfo(server, { authorization: `Bearer ${user.session.token}`, 'x-bc-token': first.token }),
      ),
    );
    expect(second.token).not.toBe(first.token);
    for (const token of [user.session.session_token, first.token, second.token]) {
      await json(await check(server, { authorization: `Bearer ${user.session.token}`, 'x-bc-token': token }));
    }
  });

  it('let user-info authenticate by the bearer alone, ignoring a stale or foreign session token', async () => {
    const other = await createVerifiedUser(server);
    for (const stale of ['undefined', 'garbage', other.session.session_token]) {
      await json(
        await userInfo(server, { authorization: `Bearer ${user.session.token}`, 'x-bc-token': stale }),
      );
    }
    await expectError(
      await userInfo(server, { 'x-bc-token': user.session.session_token }),
      401,
      'unauthenticated',
    );
    await expectError(
      await userInfo(server, { authorization: 'Bearer undefined', 'x-bc-token': 'undefined' }),
      401,
      errorCodes.unauthenticated,
    );
  });

  it('never take an access token for a session token, nor the other way round', async () => {
    await expectError(
      await check(server, {
        authorization: `Bearer ${user.session.token}`,
        'x-bc-token': user.session.token,
      }),
      401,
      errorCodes.unauthenticated,
    );
    await expectError(
      await check(server, { authorization: `Bearer ${user.session.session_token}` }),
      401,
      errorCodes.unauthenticated,
    );
  });

  it('answer 401 for a missing, malformed, foreign or tampered access token', async () => {
    const foreign = await new SignJWT({ sid: decode(user.session.token).sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.session.user.uuid)
      .setIssuer('budget-control')
      .setAudience('budget-control-api')
      .setExpirationTime('10m')
      .sign(randomBytes(32));
    const [head, , signature] = user.session.token.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...decode(user.session.token), sub: crypto.randomUUID() })).toString('base64url')}.${signature}`;
    const attempts: Record<string, string>[] = [
      {},
      { 'x-bc-token': user.session.session_token },
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not-a-jwt' },
      { authorization: `Bearer ${foreign}`, 'x-bc-token': user.session.session_token },
      { authorization: `Bearer ${tampered}`, 'x-bc-token': user.session.session_token },
    ];
    for (const headers of attempts) {
      await expectError(await check(server, headers), 401, errorCodes.unauthenticated);
    }
  });

  it('answer 401 when X-BC-Token names another session', async () => {
    const other = await createVerifiedUser(server);
    await expectError(
      await check(server, {
        authorization: `Bearer ${user.session.token}`,
        'x-bc-token': other.session.session_token,
      }),
      401,
      errorCodes.unauthenticated,
    );
  });

  it('answer 401 once the session has expired, even with a valid access token', async () => {
    const victim = await createVerifiedUser(server);
    await server.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [
      decode(victim.session.token).sid,
    ]);
    await expectError(await check(server, authHeaders(victim.session)), 401, errorCodes.unauthenticated);
  });

  it('answer 401 once the session is revoked (logout), even with a valid access token', async () => {
    const victim = await createVerifiedUser(server);
    await json(await call(server, 'GET', '/api/auth/logout', { session: victim.session }));
    expect((await sessionRow(server, String(decode(victim.session.token).sid)))?.revoked).toBe(true);
    await expectError(await check(server, authHeaders(victim.session)), 401, errorCodes.unauthenticated);
    await expectError(
      await check(server, { authorization: `Bearer ${victim.session.token}` }),
      401,
      errorCodes.unauthenticated,
    );
  });
});

describe('an expired access token', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createVerifiedUser(server);
  });

  it('is renewed when a session token of its live session comes with it: served, fresh token in Authorization', async () => {
    const response = await check(server, await expiredHeaders(server, user.session));
    await json(response);
    const fresh = /^Bearer (\S+)$/.exec(response.headers.get('authorization') ?? '')?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(user.session.token);
    expect(decode(fresh ?? '')).toMatchObject({
      sub: user.session.user.uuid,
      sid: decode(user.session.token).sid,
    });
    // On user-info too, which otherwise takes the bearer alone.
    const info = await userInfo(server, await expiredHeaders(server, user.session));
    await json(info);
    expect(info.headers.get('authorization')).toMatch(/^Bearer \S+$/);
  });

  it('answers 401 without the X-BC-Token, or with another session’s', async () => {
    const expired = await expiredAccessToken(server, user.session);
    for (const route of [check, userInfo]) {
      await expectError(
        await route(server, { authorization: `Bearer ${expired}` }),
        401,
        errorCodes.unauthenticated,
      );
    }
    const other = await createVerifiedUser(server);
    await expectError(
      await check(server, { authorization: `Bearer ${expired}`, 'x-bc-token': other.session.session_token }),
      401,
      errorCodes.unauthenticated,
    );
  });

  it('answers 401 when its session is revoked or expired', async () => {
    const revoked = await createVerifiedUser(server);
    const revokedHeaders = await expiredHeaders(server, revoked.session);
    await json(await call(server, 'GET', '/api/auth/logout', { session: revoked.session }));
    await expectError(await check(server, revokedHeaders), 401, errorCodes.unauthenticated);

    const expired = await createVerifiedUser(server);
    await server.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [
      decode(expired.session.token).sid,
    ]);
    await expectError(
      await check(server, await expiredHeaders(server, expired.session)),
      401,
      errorCodes.unauthenticated,
    );
  });

  it('is not renewed on public routes, which need no token', async () => {
    const response = await fetch(`${server.baseUrl}/api/currencies`, {
      headers: await expiredHeaders(server, user.session),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('authorization')).toBeNull();
  });
});

describe('the signing secret', () => {
  it('lives in PostgreSQL, so another server on the same database accepts the tokens', async () => {
    const rows = await server.db.query<{ length: number }>(
      'SELECT length(secret) AS length FROM auth_signing_keys',
    );
    expect(rows).toEqual([{ length: 32 }]);
    const user = await createVerifiedUser(server);
    const second = await buildApp({ config: parseConfig({ LOG_LEVEL: 'silent' }), db: server.db });
    try {
      const response = await second.inject({
        method: 'GET',
        url: '/api/auth/check',
        headers: authHeaders(user.session),
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('is replaced by AUTH_SECRET when set', async () => {
    const user = await createVerifiedUser(server);
    const secret = 'an-operator-chosen-secret-of-at-least-32-characters';
    const own = await buildApp({
      // Generous limits: the users of this file all signed in from 127.0.0.1 against this database.
      config: parseConfig({
        LOG_LEVEL: 'silent',
        AUTH_SECRET: secret,
        RATE_LIMIT_PER_IP: '1000000',
        RATE_LIMIT_PER_ACCOUNT: '1000000',
      }),
      db: server.db,
    });
    try {
      const rejected = await own.inject({
        method: 'GET',
        url: '/api/auth/check',
        headers: authHeaders(user.session),
      });
      expect(rejected.statusCode).toBe(401);
      const login = await own.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: { email: user.email, password: PASSWORD },
      });
      const session = loginResponseSchema.parse(login.json());
      const token = await new SignJWT({ sid: decode(session.token).sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(session.user.uuid)
        .setIssuer('budget-control')
        .setAudience('budget-control-api')
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(secret));
      const accepted = await own.inject({
        method: 'GET',
        url: '/api/auth/check',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(accepted.statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('every signed-in route', () => {
  const PUBLIC = new Set([
    'POST /api/auth/sign-up',
    'GET /api/auth/confirm/{token}',
    'POST /api/auth/verify-email',
    'POST /api/auth/authenticate',
    'POST /api/auth/reset-password',
    'PUT /api/auth/reset-password/{token}',
    'GET /api/auth/providers',
    'GET /api/auth/authenticate/{provider}',
    'GET /api/auth/authenticate/token/{provider}',
    // The second step of a sign-in and a passkey's sign-in: they are how a session starts.
    'POST /api/auth/2fa/verify',
    'POST /api/auth/passkeys/login/options',
    'POST /api/auth/passkeys/login',
  ]);

  async function protectedRoutes(target: TestServer): Promise<Array<{ method: string; path: string }>> {
    const response = await fetch(`${target.baseUrl}/api/docs/json`);
    const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(doc.paths)
      .filter(([path]) => /^\/api\/(auth|workspace|user)\//.test(path))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
      )
      .filter((route) => !PUBLIC.has(`${route.method} ${route.path}`));
  }

  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
  const send = (
    target: TestServer,
    route: { method: string; path: string },
    headers: Record<string, string>,
  ) =>
    fetch(`${target.baseUrl}${concrete(route.path)}`, {
      method: route.method,
      headers: {
        ...headers,
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { 'content-type': 'application/json' }),
      },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: '{}' }),
    });

  it('answers 401 without credentials, with a revoked session and with an expired session', async () => {
    const routes = await protectedRoutes(server);
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const revoked = await createVerifiedUser(server);
    await json(await call(server, 'GET', '/api/auth/logout', { session: revoked.session }));
    const expired = await createVerifiedUser(server);
    await server.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [
      decode(expired.session.token).sid,
    ]);
    for (const route of routes) {
      for (const headers of [{}, authHeaders(revoked.session), authHeaders(expired.session)]) {
        const response = await send(server, route, headers);
        expect(response.status, `${route.method} ${route.path}`).toBe(401);
        await expectError(response, 401, errorCodes.unauthenticated);
      }
    }
  });

  it('serves an expired access token with its session token, and returns a fresh one', async () => {
    for (const route of await protectedRoutes(server)) {
      // A fresh account each time: the routes include deleting the account.
      const user = await createVerifiedUser(server);
      const response = await send(server, route, await expiredHeaders(server, user.session));
      expect(response.status, `${route.method} ${route.path}`).not.toBe(401);
      expect(response.headers.get('authorization'), `${route.method} ${route.path}`).toMatch(/^Bearer \S+$/);
    }
  });
});
