// A throwaway WEB_ROOT holding the given files, for tests of what the server serves besides the API.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from './test-server.ts';

export type WebRoot = { dir: string; remove: () => Promise<void> };

/** Files by their path under the root: text, or bytes (a compressed copy). */
export type WebFiles = Record<string, string | Uint8Array>;

export async function createWebRoot(files: WebFiles): Promise<WebRoot> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bc-web-'));
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(dir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export type WebTestServer = TestServer & { webRoot: WebRoot };

/** A test server whose WEB_ROOT holds `files` (`env` adds to its environment); closing it removes them. */
export async function startWebTestServer(
  files: WebFiles,
  env: Record<string, string> = {},
): Promise<WebTestServer> {
  const webRoot = await createWebRoot(files);
  try {
    const server = await startTestServer({ env: { WEB_ROOT: webRoot.dir, ...env } });
    return {
      ...server,
      webRoot,
      close: async () => {
        await server.close();
        await webRoot.remove();
      },
    };
  } catch (error) {
    await webRoot.remove();
    throw error;
  }
}
