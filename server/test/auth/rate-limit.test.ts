import { errorCodes } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, uniqueEmail } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The defaults (empty values = unset): 10 attempts per 15 minutes per IP and route, 5 per e-mail.
let defaults: TestServer;
// Small limits from the environment.
let configured: TestServer;

beforeAll(async () => {
  [defaults, configured] = await Promise.all([
    startTestServer({
      env: { RATE_LIMIT_PER_IP: '', RATE_LIMIT_PER_ACCOUNT: '', RATE_LIMIT_WINDOW_SECONDS: '' },
    }),
    startTestServer({
      env: { RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_ACCOUNT: '2', RATE_LIMIT_WINDOW_SECONDS: '120' },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([defaults?.close(), configured?.close()]);
});

async function expectLimited(response: Response, windowSeconds: number) {
  const error = await expectError(response, 429, errorCodes.rateLimited);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  return error;
}

const login = (server: TestServer, email: string) =>
  call(server, 'POST', '/api/auth/authenticate', { json: { email, password: 'Wrong-Password-1' } });

describe('default limits', () => {
  it('login: 5 attempts per e-mail, then 429; 10 per IP, then 429 for any e-mail', async () => {
    expect(defaults.config.rateLimit).toEqual({ perIp: 10, perAccount: 5, windowSeconds: 900 });
    const target = uniqueEmail('target');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expectError(await login(defaults, target), 401, 'invalid_credentials');
    }
    await expectLimited(await login(defaults, target.toUpperCase()), 900);
    // Attempts 7 to 10 from this IP, each for another e-mail, still go through.
    for (let attempt = 7; attempt <= 10; attempt++) {
      await expectError(await login(defaults, uniqueEmail('other')), 401, 'invalid_credentials');
    }
    await expectLimited(await login(defaults, uniqueEmail('fresh')), 900);
  });

  it('counts each route on its own: sign-up still works, then stops after 10 from this IP', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const email = uniqueEmail('signup');
      const response = await call(defaults, 'POST', '/api/auth/sign-up', {
        json: { name: 'N', email, password: PASSWORD, password_confirmation: PASSWORD },
      });
      expect(response.status).toBe(201);
    }
    await expectLimited(
      await call(defaults, 'POST', '/api/auth/sign-up', {
        json: {
          name: 'N',
          email: uniqueEmail('signup'),
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      }),
      900,
    );
  });

  it('password recovery: 5 per e-mail', async () => {
    const email = uniqueEmail('recover');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await call(defaults, 'POST', '/api/auth/reset-password', { json: { email } })).status).toBe(
        200,
      );
    }
    await expectLimited(await call(defaults, 'POST', '/api/auth/reset-password', { json: { email } }), 900);
  });
});

describe('limits from the environment', () => {
  it('delete attempts older than the window', async () => {
    await configured.db.query(
      "INSERT INTO rate_limit_attempts (key, attempted_at) VALUES ('ip:login:old', now() - interval '1 day')",
    );
    await call(configured, 'POST', '/api/auth/verify-email', { json: { email: uniqueEmail('cleanup') } });
    expect(await configured.db.query("SELECT 1 FROM rate_limit_attempts WHERE key = 'ip:login:old'")).toEqual(
      [],
    );
  });

  it('verify-email: 2 per e-mail, 3 per IP', async () => {
    const email = uniqueEmail('verify');
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await call(configured, 'POST', '/api/auth/verify-email', { json: { email } })).status).toBe(
        200,
      );
    }
    await expectLimited(await call(configured, 'POST', '/api/auth/verify-email', { json: { email } }), 120);
    // That was the 4th attempt from this IP (the cleanup test made the 1st).
    await expectLimited(
      await call(configured, 'POST', '/api/auth/verify-email', { json: { email: uniqueEmail('fresh') } }),
      120,
    );
  });

  it('password change: 3 per IP, whatever the token', async () => {
    const body = { password: PASSWORD, password_confirmation: PASSWORD };
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expectError(
        await call(configured, 'PUT', `/api/auth/reset-password/${'t'.repeat(59)}`, { json: body }),
        400,
        'invalid_token',
      );
    }
    await expectLimited(
      await call(configured, 'PUT', `/api/auth/reset-password/${'t'.repeat(59)}`, { json: body }),
      120,
    );
  });

  it('keep attempts in PostgreSQL, with e-mails only hashed', async () => {
    const email = uniqueEmail('hashed');
    await call(configured, 'POST', '/api/auth/reset-password', { json: { email } });
    const keys = (await configured.db.query<{ key: string }>('SELECT key FROM rate_limit_attempts')).map(
      (row) => row.key,
    );
    expect(keys).toContain('ip:password_reset:127.0.0.1');
    expect(keys.some((key) => key.startsWith('account:password_reset:'))).toBe(true);
    expect(keys.join(' ')).not.toContain(email.toLowerCase());
  });
});

describe('a sliding window', () => {
  it('counts an attempt for the whole window after it, whatever the clock says', async () => {
    const server = await startTestServer({
      env: { RATE_LIMIT_PER_IP: '2', RATE_LIMIT_PER_ACCOUNT: '100', RATE_LIMIT_WINDOW_SECONDS: '3600' },
    });
    try {
      const key = 'ip:password_reset:127.0.0.1';
      const recover = () =>
        call(server, 'POST', '/api/auth/reset-password', { json: { email: uniqueEmail('sliding') } });
      // Two attempts 59 minutes ago, in what a fixed clock window would call the previous hour by now.
      await server.db.query(
        "INSERT INTO rate_limit_attempts (key, attempted_at) VALUES ($1, now() - interval '59 minutes'), ($1, now() - interval '59 minutes')",
        [key],
      );
      const refused = await expectLimited(await recover(), 3600);
      expect(refused.code).toBe(errorCodes.rateLimited);
      // Until the older one has been in the window for an hour: about a minute from now.
      expect(Number((await recover()).headers.get('retry-after'))).toBeLessThanOrEqual(61);
      // Once the window has passed them, attempts go through again, up to the limit.
      await server.db.query("UPDATE rate_limit_attempts SET attempted_at = now() - interval '61 minutes'");
      expect((await recover()).status).toBe(200);
      expect((await recover()).status).toBe(200);
      await expectLimited(await recover(), 3600);
    } finally {
      await server.close();
    }
  });

  it('lets exactly the limit through when attempts arrive at once', async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_ACCOUNT: '100' } });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(server, 'POST', '/api/auth/reset-password', { json: { email: uniqueEmail('burst') } }).then(
            (response) => response.status,
          ),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    } finally {
      await server.close();
    }
  });
});

describe('behind a reverse proxy', () => {
  const recover = (server: TestServer, forwardedFor: string) =>
    call(server, 'POST', '/api/auth/reset-password', {
      json: { email: uniqueEmail('proxied') },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts each client of a trusted proxy on its own, and ignores the header from anyone else', async () => {
    const proxied = await startTestServer({
      env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_IP: '2', RATE_LIMIT_PER_ACCOUNT: '2' },
    });
    try {
      for (let attempt = 1; attempt <= 2; attempt++) {
        expect((await recover(proxied, '203.0.113.5')).status).toBe(200);
      }
      await expectLimited(await recover(proxied, '203.0.113.5'), 900);
      expect((await recover(proxied, '203.0.113.6')).status).toBe(200);
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY a forged header changes nothing: the connection's address is counted.
    const direct = await startTestServer({ env: { RATE_LIMIT_PER_IP: '1', RATE_LIMIT_PER_ACCOUNT: '2' } });
    try {
      expect((await recover(direct, '203.0.113.7')).status).toBe(200);
      await expectLimited(await recover(direct, '203.0.113.8'), 900);
    } finally {
      await direct.close();
    }
  });
});
