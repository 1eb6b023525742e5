// Sign-in with OpenID Connect, end to end against a real provider (oidc-provider) on loopback.
import {
  authorizeUriResponseSchema,
  authProvidersResponseSchema,
  errorCodes,
  type LoginResponse,
  loginResponseSchema,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { call, createVerifiedUser, json, PASSWORD } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { type RunningOidcProvider, signInAtProvider, startOidcProvider } from '../support/oidc-provider.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Where the browser would land; the test stops at the redirect, so nothing needs to listen there.
const PUBLIC_URL = 'http://127.0.0.1:5999';
const REDIRECT_URI = `${PUBLIC_URL}/app/auth/token?provider=local`;

let provider: RunningOidcProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
  server = await startTestServer({
    env: {
      PUBLIC_URL,
      OIDC_PROVIDERS: 'local, broken',
      OIDC_LOCAL_ISSUER: provider.issuer,
      OIDC_LOCAL_CLIENT_ID: provider.clientId,
      OIDC_LOCAL_CLIENT_SECRET: provider.clientSecret,
      OIDC_LOCAL_LABEL: 'Dev provider',
      // Nothing listens on port 9 of loopback: discovery fails.
      OIDC_BROKEN_ISSUER: 'http://127.0.0.1:9',
      OIDC_BROKEN_CLIENT_ID: 'x',
      OIDC_BROKEN_CLIENT_SECRET: 'y',
    },
  });
});

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

async function authorizeUri(target = server, name = 'local'): Promise<URL> {
  const body = authorizeUriResponseSchema.parse(
    await json(await call(target, 'GET', `/api/auth/authenticate/${name}`)),
  );
  return new URL(body.uri);
}

/** The provider's redirect back to the app, after a person signed in there as `login`. */
async function providerRedirect(login: string): Promise<URL> {
  return signInAtProvider((await authorizeUri()).href, login, REDIRECT_URI);
}

const exchange = (params: Record<string, string>, name = 'local') =>
  call(server, 'GET', `/api/auth/authenticate/token/${name}?${new URLSearchParams(params)}`);

/** Only code and state, as the app forwards them. */
const codeAndState = (redirect: URL) => ({
  code: redirect.searchParams.get('code') ?? '',
  state: redirect.searchParams.get('state') ?? '',
});

async function signIn(login: string): Promise<LoginResponse> {
  return loginResponseSchema.parse(await json(await exchange(codeAndState(await providerRedirect(login)))));
}

describe('GET /api/auth/providers', () => {
  it('lists the configured providers with their labels', async () => {
    const body = authProvidersResponseSchema.parse(
      await json(await call(server, 'GET', '/api/auth/providers')),
    );
    expect(body).toEqual([
      { name: 'local', label: 'Dev provider' },
      { name: 'broken', label: 'Broken' },
    ]);
  });
});

describe('GET /api/auth/authenticate/{provider}', () => {
  it("answers the provider's authorize URI with state, nonce and PKCE S256, and keeps them in PostgreSQL", async () => {
    const uri = await authorizeUri();
    expect(uri.origin).toBe(provider.issuer);
    const params = Object.fromEntries(uri.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      code_challenge_method: 'S256',
    });
    expect(params.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    for (const key of ['state', 'nonce', 'code_challenge'])
      expect(params[key]?.length).toBeGreaterThanOrEqual(32);
    const rows = await server.db.query<{ provider: string; minutes: number }>(
      `SELECT provider, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM oidc_login_states`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual({ provider: 'local', minutes: 10 });
    // The state itself is stored only hashed.
    expect(JSON.stringify(await server.db.query('SELECT * FROM oidc_login_states'))).not.toContain(
      params.state,
    );
  });

  it('answers 404 for an unknown provider and 503 when the provider cannot be reached', async () => {
    await expectError(await call(server, 'GET', '/api/auth/authenticate/nope'), 404, errorCodes.notFound);
    await expectError(
      await call(server, 'GET', '/api/auth/authenticate/broken'),
      503,
      errorCodes.serviceUnavailable,
    );
  });
});

describe('GET /api/auth/authenticate/token/{provider}', () => {
  it('creates a verified account on the first sign-in and signs the same account in afterwards', async () => {
    const first = await signIn('alice');
    expect(first.user).toEqual({
      uuid: expect.any(String),
      name: 'Dev alice',
      email: 'alice@example.test',
      email_verified: true,
      language: null,
    });
    expect(first.workspaces).toEqual([]);
    await json(
      await call(server, 'GET', '/api/auth/user-info', {
        headers: { authorization: `Bearer ${first.token}` },
      }),
    );

    const second = await signIn('alice');
    expect(second.user.uuid).toBe(first.user.uuid);
    expect(second.token).not.toBe(first.token);
    // The account has no password anybody knows.
    await expectError(
      await call(server, 'POST', '/api/auth/authenticate', {
        json: { email: 'alice@example.test', password: PASSWORD },
      }),
      401,
      'invalid_credentials',
    );
  });

  it('accepts the iss parameter when the app forwards it', async () => {
    const redirect = await providerRedirect('erin');
    expect(redirect.searchParams.get('iss')).toBe(provider.issuer);
    loginResponseSchema.parse(await json(await exchange(Object.fromEntries(redirect.searchParams))));
  });

  it('links to the existing verified account with that e-mail, which keeps its password', async () => {
    const bob = await createVerifiedUser(server, { email: 'bob@example.test', name: 'Bob' });
    const viaProvider = await signIn('bob');
    expect(viaProvider.user).toEqual({
      uuid: bob.session.user.uuid,
      name: 'Bob',
      email: 'bob@example.test',
      email_verified: true,
      language: null,
    });
    await json(
      await call(server, 'POST', '/api/auth/authenticate', {
        json: { email: 'bob@example.test', password: PASSWORD },
      }),
    );
  });

  it('takes over an unverified account with that e-mail: verified now, its password and sessions void', async () => {
    await json(
      await call(server, 'POST', '/api/auth/sign-up', {
        json: {
          name: 'Squatter',
          email: 'carol@example.test',
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      }),
      201,
    );
    const carol = await signIn('carol');
    expect(carol.user.email_verified).toBe(true);
    const [row] = await server.db.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'carol@example.test'",
    );
    expect(carol.user.uuid).toBe(row?.id);
    await expectError(
      await call(server, 'POST', '/api/auth/authenticate', {
        json: { email: 'carol@example.test', password: PASSWORD },
      }),
      401,
      'invalid_credentials',
    );
  });

  it('refuses an e-mail the provider has not verified (403 email_not_verified)', async () => {
    await expectError(
      await exchange(codeAndState(await providerRedirect('unverified-dave'))),
      403,
      'email_not_verified',
    );
    expect(await server.db.query("SELECT 1 FROM users WHERE email = 'unverified-dave@example.test'")).toEqual(
      [],
    );
  });

  it('answers 400 invalid_state for a reused, unknown or expired state, or a state of another provider', async () => {
    const redirect = await providerRedirect('frank');
    await json(await exchange(codeAndState(redirect)));
    await expectError(await exchange(codeAndState(redirect)), 400, 'invalid_state');
    await expectError(await exchange({ code: 'abc', state: 'never-issued' }), 400, 'invalid_state');

    const late = await providerRedirect('grace');
    await server.db.query("UPDATE oidc_login_states SET expires_at = now() - interval '1 second'");
    await expectError(await exchange(codeAndState(late)), 400, 'invalid_state');

    const other = await providerRedirect('heidi');
    await expectError(await exchange(codeAndState(other), 'broken'), 400, 'invalid_state');
  });

  it('answers 400 when the provider refuses the code', async () => {
    const redirect = await providerRedirect('ivan');
    await expectError(
      await exchange({ ...codeAndState(redirect), code: 'forged-code' }),
      400,
      'provider_rejected',
    );
  });

  it('answers 404 for an unknown provider and 422 without code or state', async () => {
    await expectError(await exchange({ code: 'a', state: 'b' }, 'nope'), 404, errorCodes.notFound);
    const error = await expectError(await exchange({ state: 'b' }), 422, errorCodes.validationFailed);
    expect(Object.keys(error.fields ?? {})).toEqual(['code']);
  });

  it('can be finished by another server than the one that started it (nothing kept in memory)', async () => {
    const redirect = await providerRedirect('judy');
    const other = await buildApp({ config: server.config, db: server.db });
    try {
      const response = await other.inject({
        method: 'GET',
        url: `/api/auth/authenticate/token/local?${new URLSearchParams(codeAndState(redirect))}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(loginResponseSchema.parse(response.json()).user.email).toBe('judy@example.test');
    } finally {
      await other.close();
    }
  });
});
