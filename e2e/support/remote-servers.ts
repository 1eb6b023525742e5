import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@bc/api';
import { REMOTE_PORTS } from './ports.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
};

/** How a remote's origin behaves: the failures a deployment really has. */
export type RemoteMode = 'up' | 'down' | 'missing-manifest' | 'broken-script';

/**
 * Each remote's production build served from its own origin, as a team deploying it alone would.
 * A test can take one down (the port really stops listening) or break it, and bring it back.
 */
export class RemoteServers {
  private readonly servers = new Map<RemoteName, Server>();
  private readonly modes = new Map<RemoteName, RemoteMode>();

  async startAll(): Promise<void> {
    for (const name of REMOTE_NAMES) await this.setMode(name, 'up');
  }

  async setMode(name: RemoteName, mode: RemoteMode): Promise<void> {
    this.modes.set(name, mode);
    const running = this.servers.get(name);
    if (mode === 'down') {
      if (running) await close(running);
      this.servers.delete(name);
    } else if (!running) {
      this.servers.set(name, await listen(name, () => this.modes.get(name) ?? 'up'));
    }
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.servers.values()].map(close));
    this.servers.clear();
  }
}

function listen(name: RemoteName, mode: () => RemoteMode): Promise<Server> {
  const dist = path.join(ROOT, 'remotes', name, 'dist');
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://remote').pathname);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-store');
    if (mode() === 'missing-manifest' && pathname === '/mf-manifest.json') {
      response.writeHead(404).end('not found');
      return;
    }
    if (mode() === 'broken-script' && pathname === '/remoteEntry.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end('throw new Error("broken deploy");');
      return;
    }
    const file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(REMOTE_PORTS[name], '127.0.0.1', () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
