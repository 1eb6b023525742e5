import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheEntries } from './precache-entries.ts';

let dist: string;
afterEach(() => rm(dist, { recursive: true, force: true }));

async function build(files: Record<string, string>) {
  dist = await mkdtemp(path.join(tmpdir(), 'bc-precache-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), content);
  }
}

describe('precacheEntries', () => {
  it("lists the shell's files under its public path, hashed names as their own revision", async () => {
    await build({
      'index.html': '<!doctype html>',
      'main.1a2b3c4d.js': 'main',
      '124.640cf46a.css': 'css',
      'manifest.webmanifest': '{}',
      'icons/icon-192.png': 'png',
      'sw.js': 'worker',
      'mf-manifest.json': '{}',
      'mf-stats.json': '{}',
      'main.1a2b3c4d.js.map': '{}',
      // The compressed copies the server sends in the files' place.
      'main.1a2b3c4d.js.br': 'brotli',
      'main.1a2b3c4d.js.gz': 'gzip',
    });
    const entries = await precacheEntries(dist, '/app/');
    expect(entries.map((entry) => entry.url)).toEqual([
      '/app/124.640cf46a.css',
      '/app/icons/icon-192.png',
      '/app/index.html',
      '/app/main.1a2b3c4d.js',
      '/app/manifest.webmanifest',
    ]);
    const revision = (url: string) => entries.find((entry) => entry.url === url)?.revision;
    expect(revision('/app/main.1a2b3c4d.js')).toBeNull();
    expect(revision('/app/index.html')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives a file a new revision when its content changes, so the worker updates', async () => {
    await build({ 'index.html': 'release 1' });
    const [first] = await precacheEntries(dist, '/app/');
    await writeFile(path.join(dist, 'index.html'), 'release 2');
    const [second] = await precacheEntries(dist, '/app/');
    expect(second?.revision).not.toBe(first?.revision);
  });

  it("leaves out the login page's own build: the worker answers the login path with the app", async () => {
    await build({
      'index.html': '<!doctype html>',
      'auth/login/index.html': '<!doctype html>',
      'login/main.1a2b3c4d.js': 'login',
      'login/main.5e6f7a8b.css': 'css',
    });
    const entries = await precacheEntries(dist, '/app/', ['login']);
    expect(entries.map((entry) => entry.url)).toEqual(['/app/index.html']);
  });
});
