import { rename } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { remotesConfigSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/http.ts';
import { startWebTestServer, type WebTestServer } from '../support/web-root.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SETTINGS_MANIFEST = 'https://cdn.example.com/settings/mf-manifest.json';

let server: WebTestServer;

beforeAll(async () => {
  server = await startWebTestServer(
    {
      'shell/dist/index.html': '<!doctype html><title>shell</title>',
      'shell/dist/main.1a2b3c4d.js': 'console.log("shell")',
      // The compressed copies the build writes beside a script.
      'shell/dist/main.1a2b3c4d.js.br': brotliCompressSync('console.log("shell")'),
      'shell/dist/main.1a2b3c4d.js.gz': gzipSync('console.log("shell")'),
      'remotes/entries/dist/__federation_expose_App.0123abcd.js.br': brotliCompressSync('export {}'),
      'shell/dist/favicon.ico': 'icon',
      'shell/dist/sw.js': 'self.addEventListener("fetch", () => {});',
      'shell/dist/manifest.webmanifest': '{"name":"Budget Control"}',
      'shell/dist/auth/login/index.html': '<!doctype html><html lang="en"><title>login page</title>',
      'shell/dist/auth/login/index.it.html': '<!doctype html><title>pagina di accesso</title>',
      'remotes/entries/dist/mf-manifest.json': '{"name":"entries"}',
      'remotes/entries/dist/remoteEntry.js': 'var entries;',
      'remotes/entries/dist/__federation_expose_App.0123abcd.js': 'export {}',
      'secret.txt': 'outside every dist folder',
    },
    { REMOTE_SETTINGS_URL: SETTINGS_MANIFEST },
  );
});

afterAll(async () => {
  await server?.close();
});

const get = (pathname: string, init?: RequestInit) =>
  fetch(`${server.baseUrl}${pathname}`, { redirect: 'manual', ...init });

describe('the shell', () => {
  it('serves index.html at /app, uncached', async () => {
    const response = await get('/app');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>shell</title>');
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const route of ['/app/entries', '/app/settings/category/edit/1/77', '/app/auth/register']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>shell</title>');
    }
  });

  it('answers a path with the page the build wrote for it, uncached: the login page', async () => {
    for (const route of ['/app/auth/login', '/app/auth/login/']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>login page</title>');
    }
  });

  it("answers that page in the language chosen in this browser, else the browser's", async () => {
    const title = async (headers: Record<string, string>) => {
      const response = await get('/app/auth/login', { headers });
      expect(response.headers.get('vary')).toMatch(/Accept-Language/);
      return /<title>(.*)<\/title>/.exec(await response.text())?.[1];
    };
    expect(await title({ 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' })).toBe('pagina di accesso');
    expect(await title({ 'accept-language': 'it-IT', cookie: 'theme=dark; bc-language=en' })).toBe(
      'login page',
    );
    expect(await title({ 'accept-language': 'en', cookie: 'bc-language=it' })).toBe('pagina di accesso');
    // A language with no page of its own gets the English one.
    expect(await title({ 'accept-language': 'fr' })).toBe('login page');
  });

  it('answers that page with the theme chosen in this browser already set, none for the system', async () => {
    const page = async (cookie?: string) => {
      const response = await get('/app/auth/login', cookie ? { headers: { cookie } } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toMatch(/Cookie/);
      return response.text();
    };
    expect(await page('bc-language=en; bc-theme=dark')).toBe(
      '<!doctype html><html data-theme="dark" lang="en"><title>login page</title>',
    );
    expect(await page('bc-theme=light')).toContain('<html data-theme="light" lang="en">');
    for (const cookie of [undefined, 'bc-theme=purple', 'bc-theme="><script>', 'my-bc-theme=dark']) {
      expect(await page(cookie), String(cookie)).toBe(
        '<!doctype html><html lang="en"><title>login page</title>',
      );
    }
  });

  it("sends the build's compressed copy of a file to a browser that accepts it, the file to any other", async () => {
    const asked = async (pathname: string, acceptEncoding: string) => {
      const response = await get(pathname, { headers: { 'accept-encoding': acceptEncoding } });
      expect(response.status, `${pathname} ${acceptEncoding}`).toBe(200);
      expect(response.headers.get('vary'), 'caches keep one copy per encoding').toMatch(/accept-encoding/i);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      return { encoding: response.headers.get('content-encoding'), body: await response.text() };
    };
    // fetch decompresses what it is sent: the body read is the file either way.
    expect(await asked('/app/main.1a2b3c4d.js', 'gzip, deflate, br')).toEqual({
      encoding: 'br',
      body: 'console.log("shell")',
    });
    expect(await asked('/app/main.1a2b3c4d.js', 'gzip')).toEqual({
      encoding: 'gzip',
      body: 'console.log("shell")',
    });
    expect(await asked('/app/main.1a2b3c4d.js', 'identity')).toEqual({
      encoding: null,
      body: 'console.log("shell")',
    });
    expect(await asked('/remotes/entries/__federation_expose_App.0123abcd.js', 'br')).toEqual({
      encoding: 'br',
      body: 'export {}',
    });
    // A file the build wrote no copy of goes as it is.
    expect((await asked('/remotes/entries/remoteEntry.js', 'gzip, br')).encoding).toBeNull();
  });

  it('serves hashed files as immutable and others revalidated', async () => {
    const hashed = await get('/app/main.1a2b3c4d.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('content-type')).toMatch(/javascript/);
    expect(hashed.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await hashed.text()).toBe('console.log("shell")');

    const plain = await get('/app/favicon.ico');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the service worker uncached, allowed to answer all of /app, and the web app manifest', async () => {
    const worker = await get('/app/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/app');
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'");

    const manifest = await get('/app/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/app/favicon.ico')).headers.get('service-worker-allowed')).toBeNull();
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    await expectError(await get('/app/main.00000000.js'), 404, 'not_found');
  });

  it('never serves files outside shell/dist', async () => {
    for (const attempt of ['/app/..%2F..%2Fsecret.txt', '/app/%2e%2e/%2e%2e/secret.txt']) {
      const response = await get(attempt);
      expect(await response.text()).not.toContain('outside every dist folder');
    }
  });

  it('generates remotes.json from config, uncached', async () => {
    const response = await get('/app/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = await response.json();
    expect(remotesConfigSchema.parse(body)).toEqual({
      entries: '/remotes/entries/mf-manifest.json',
      'budgets-goals': '/remotes/budgets-goals/mf-manifest.json',
      'stats-dashboard': '/remotes/stats-dashboard/mf-manifest.json',
      settings: SETTINGS_MANIFEST,
    });
  });

  it('shows a 503 page telling to build when shell/dist is missing', async () => {
    const dist = path.join(server.webRoot.dir, 'shell', 'dist');
    await rename(dist, `${dist}.away`);
    try {
      const response = await get('/app/dashboard');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('pnpm build');
    } finally {
      await rename(`${dist}.away`, dist);
    }
  });
});

describe('remotes', () => {
  it('serves manifests and remoteEntry.js uncached, to any origin', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await get(`/remotes/entries/${file}`, {
        headers: { origin: 'https://other.example' },
      });
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('serves hashed chunks as immutable', async () => {
    const response = await get('/remotes/entries/__federation_expose_App.0123abcd.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for a missing file or an unknown remote', async () => {
    await expectError(await get('/remotes/entries/nope.js'), 404, 'not_found');
    await expectError(await get('/remotes/unknown/mf-manifest.json'), 404, 'not_found');
    await expectError(await get('/remotes/settings/mf-manifest.json'), 404, 'not_found');
  });
});

describe('other paths', () => {
  it('redirect to /app', async () => {
    for (const pathname of ['/', '/whatever', '/some/deep/path?x=1']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(302);
      expect(response.headers.get('location')).toBe('/app');
    }
  });

  it('keep /api paths as JSON errors, never redirects', async () => {
    await expectError(await get('/api/whatever'), 404, 'not_found');
  });
});
