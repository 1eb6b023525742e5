import { randomBytes } from 'node:crypto';
import { errorCodes, loginResponseSchema } from '@bc/api';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { sha256 } from '../src/auth/secrets.ts';
import { parseConfig } from '../src/config.ts';
import { authHeaders, call, createVerifiedUser, json, PASSWORD, type TestUser } from './support/client.ts';
import { expectError } from './support/http.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Access tokens that expire the moment they are issued: every request goes through the renewal path.
let expiring: TestServer;
let server: TestServer;

beforeAll(async () => {
  [server, expiring] = await Promise.all([
    startTestServer(),
    startTestServer({ config: (config) => ({ ...config, auth: { ...config.auth, accessTokenSeconds: 0 } }) }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.close(), expiring?.close()]);
});

const userInfo = (target: TestServer, headers: Record<string, string>) =>
  fetch(`${target.baseUrl}/api/auth/user-info`, { headers });

const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

async function sessionRow(target: TestServer, sessionId: string) {
  const [row] = await target.db.query<{ token_hash: Uint8Array; days: number; revoked: boolean }>(
    `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days,
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

  it('keep the session token as a SHA-256 hash only, for 30 days', async () => {
    const row = await sessionRow(server, String(decode(user.session.token).sid));
    expect(Buffer.from(row?.token_hash ?? []).equals(sha256(user.session.session_token))).toBe(true);
    expect(row?.days).toBe(30);
    const dump = JSON.stringify(await server.db.query('SELECT * FROM sessions'));
    expect(dump).not.toContain(user.session.session_token);
  });

  it('accept a valid access token alone (the embed sends only that)', async () => {
    await json(await userInfo(server, { authorization: `Bearer ${user.session.token}` }));
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
      await expectError(await userInfo(server, headers), 401, errorCodes.unauthenticated);
    }
  });

  it('answer 401 when X-BC-Token names another session', async () => {
    const other = await createVerifiedUser(server);
    await expectError(
      await userInfo(server, {
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
    await expectError(await userInfo(server, authHeaders(victim.session)), 401, errorCodes.unauthenticated);
  });

  it('answer 401 once the session is revoked (logout), even with a valid access token', async () => {
    const victim = await createVerifiedUser(server);
    await json(await call(server, 'GET', '/api/auth/logout', { session: victim.session }));
    expect((await sessionRow(server, String(decode(victim.session.token).sid)))?.revoked).toBe(true);
    await expectError(await userInfo(server, authHeaders(victim.session)), 401, errorCodes.unauthenticated);
    await expectError(
      await userInfo(server, { authorization: `Bearer ${victim.session.token}` }),
      401,
      errorCodes.unauthenticated,
    );
  });
});

describe('an expired access token', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createVerifiedUser(expiring);
  });

  it('is renewed when the X-BC-Token of its live session comes with it: served, fresh token in Authorization', async () => {
    const response = await userInfo(expiring, authHeaders(user.session));
    await json(response);
    const fresh = /^Bearer (\S+)$/.exec(response.headers.get('authorization') ?? '')?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(user.session.token);
    expect(decode(fresh ?? '')).toMatchObject({
      sub: user.session.user.uuid,
      sid: decode(user.session.token).sid,
    });
  });

  it('answers 401 without the X-BC-Token, or with another session’s', async () => {
    await expectError(
      await userInfo(expiring, { authorization: `Bearer ${user.session.token}` }),
      401,
      errorCodes.unauthenticated,
    );
    const other = await createVerifiedUser(expiring);
    await expectError(
      await userInfo(expiring, {
        authorization: `Bearer ${user.session.token}`,
        'x-bc-token': other.session.session_token,
      }),
      401,
      errorCodes.unauthenticated,
    );
  });

  it('answers 401 when its session is revoked or expired', async () => {
    const revoked = await createVerifiedUser(expiring);
    await json(await call(expiring, 'GET', '/api/auth/logout', { session: revoked.session }));
    await expectError(
      await userInfo(expiring, authHeaders(revoked.session)),
      401,
      errorCodes.unauthenticated,
    );

    const expired = await createVerifiedUser(expiring);
    await expiring.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [
      decode(expired.session.token).sid,
    ]);
    await expectError(
      await userInfo(expiring, authHeaders(expired.session)),
      401,
      errorCodes.unauthenticated,
    );
  });

  it('is not renewed on public routes, which need no token', async () => {
    const response = await fetch(`${expiring.baseUrl}/api/currencies`, {
      headers: authHeaders(user.session),
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
      config: parseConfig({ LOG_LEVEL: 'silent', AUTH_SECRET: secret }),
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
    for (const route of await protectedRoutes(expiring)) {
      // A fresh account each time: the routes include deleting the account.
      const user = await createVerifiedUser(expiring);
      const response = await send(expiring, route, authHeaders(user.session));
      expect(response.status, `${route.method} ${route.path}`).not.toBe(401);
      expect(response.headers.get('authorization'), `${route.method} ${route.path}`).toMatch(/^Bearer \S+$/);
    }
  });
});
