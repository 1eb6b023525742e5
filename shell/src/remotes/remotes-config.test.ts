import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchRemotesConfig, remotesConfig } from './remotes-config.ts';

// A loopback HTTP server plays the origin that serves remotes.json.
let server: Server;
let base = '';
const bodies: Record<string, { status: number; body: string }> = {
  '/valid.json': {
    status: 200,
    body: JSON.stringify({
      entries: 'https://entries.example/mf-manifest.json',
      'budgets-goals': '/remotes/budgets-goals/mf-manifest.json',
      'stats-dashboard': '/remotes/stats-dashboard/mf-manifest.json',
      settings: '/remotes/settings/mf-manifest.json',
    }),
  },
  '/incomplete.json': { status: 200, body: JSON.stringify({ entries: '/x' }) },
  '/not-json.json': { status: 200, body: '<html>' },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = bodies[request.url ?? ''] ?? { status: 404, body: 'missing' };
    response.writeHead(answer.status).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function loadRemotesConfig(url: string) {
  await fetchRemotesConfig(url);
  return remotesConfig();
}

describe('remotes.json', () => {
  it('returns the manifest URL of every remote', async () => {
    const config = await loadRemotesConfig(`${base}/valid.json`);
    expect(config?.entries).toBe('https://entries.example/mf-manifest.json');
    expect(config?.settings).toBe('/remotes/settings/mf-manifest.json');
  });

  it.each(['/incomplete.json', '/not-json.json', '/missing.json'])(
    'gives up without throwing on %s',
    async (path) => {
      expect(await loadRemotesConfig(`${base}${path}`)).toBeNull();
    },
  );
});
