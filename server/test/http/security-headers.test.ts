// Every answer, pages and API alike, carries the security headers; the shell may still load its remotes
// from the origins remotes.json names, other origins may load remote chunks and the embed, and HSTS is
// sent only over HTTPS.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { startWebTestServer, type WebTestServer } from '../support/web-root.ts';

const SETTINGS_MANIFEST = 'https://cdn.example.com/settings/mf-manifest.json';
// The login page's inline script, which starts its other scripts (a stand-in with the same shape).
const LOGIN_LOADER = "(()=>{document.head.append(document.createElement('script'))})()";
const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

let server: WebTestServer;

beforeAll(async () => {
  server = await startWebTestServer(
    {
      'shell/dist/index.html': '<!doctype html><title>shell</title>',
      'shell/dist/auth/login/index.html': `<!doctype html><title>login</title><body><script src="/app/x.js"></script><script data-load="/app/main.js">${LOGIN_LOADER}</script></body>`,
      'remotes/stats-dashboard/dist/embed.js': 'window.BudgetControlStats = {};',
      'remotes/entries/dist/remoteEntry.js': 'var entries;',
    },
    { REMOTE_SETTINGS_URL: SETTINGS_MANIFEST },
  );
});

afterAll(async () => {
  await server?.close();
});

const get = (target: TestServer, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${target.baseUrl}${pathname}`, { redirect: 'manual', headers });

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: Response): Record<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectCommonHeaders(response: Response, label: string) {
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), label).toBe('DENY');
  expect(response.headers.get('referrer-policy'), label).toBe('no-referrer');
  const csp = directives(response);
  expect(csp['frame-ancestors'], label).toEqual(["'none'"]);
  expect(csp['default-src'], label).toEqual(["'self'"]);
  expect(csp['object-src'], label).toEqual(["'none'"]);
  expect(response.headers.get('strict-transport-security'), label).toBeNull();
}

describe('security headers', () => {
  it('on the pages: a policy that lets the shell load its remotes from the origins of remotes.json', async () => {
    for (const page of ['/app', '/app/entries', '/api/docs']) {
      const response = await get(server, page);
      expect(response.headers.get('content-type'), page).toMatch(/^text\/html/);
      expectCommonHeaders(response, page);
      const csp = directives(response);
      for (const directive of ['script-src', 'connect-src', 'style-src']) {
        expect(csp[directive], `${page} ${directive}`).toEqual(
          expect.arrayContaining(["'self'", 'https://cdn.example.com']),
        );
      }
      expect(csp['script-src'], page).not.toContain("'unsafe-inline'");
      expect(csp['script-src'], page).not.toContain("'unsafe-eval'");
    }
  });

  it('on the login page: its own inline script may run, by its hash, and no other inline script', async () => {
    const login = await get(server, '/app/auth/login');
    expect(await login.text()).toContain(LOGIN_LOADER);
    expectCommonHeaders(login, 'login page');
    expect(directives(login)['script-src']).toEqual([
      "'self'",
      'https://cdn.example.com',
      sha256Source(LOGIN_LOADER),
    ]);
    // The app's page has no inline script: its policy names none.
    expect(directives(await get(server, '/app'))['script-src']).toEqual([
      "'self'",
      'https://cdn.example.com',
    ]);
  });

  it('on the API: answers, refusals and unknown paths alike', async () => {
    for (const [pathname, status] of [
      ['/api/health', 200],
      ['/api/wallet/list', 401],
      ['/api/no/such/route', 404],
      ['/app/remotes.json', 200],
    ] as const) {
      const response = await get(server, pathname);
      expect(response.status, pathname).toBe(status);
      expectCommonHeaders(response, pathname);
    }
  });

  it('remote chunks and the stats embed stay loadable by pages of other origins', async () => {
    for (const file of ['/remotes/stats-dashboard/embed.js', '/remotes/entries/remoteEntry.js']) {
      const response = await get(server, file, { origin: 'https://blog.example.org' });
      expect(response.status, file).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), file).toBe('*');
      expect(response.headers.get('cross-origin-resource-policy'), file).toBe('cross-origin');
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
    }
    expect((await get(server, '/app')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('HSTS', () => {
  it('only when the request came over HTTPS, as a trusted proxy says', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    // Plain HTTP, and a forged header from a client the server does not trust: no HSTS.
    expect((await get(server, '/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await get(server, '/api/health', forwarded)).headers.get('strict-transport-security')).toBeNull();

    const proxied = await startTestServer({
      env: { TRUST_PROXY: '127.0.0.1', WEB_ROOT: server.webRoot.dir },
    });
    try {
      for (const pathname of ['/api/health', '/app']) {
        const hsts = (await get(proxied, pathname, forwarded)).headers.get('strict-transport-security');
        expect(hsts, pathname).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
      }
      expect((await get(proxied, '/api/health')).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});
