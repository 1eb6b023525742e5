// A throwaway WEB_ROOT holding the given files, for tests of what the server serves besides the API.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type WebRoot = {
  dir: string;
  put: (relative: string, content: string) => Promise<void>;
  remove: () => Promise<void>;
};

export async function createWebRoot(files: Record<string, string> = {}): Promise<WebRoot> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bc-web-'));
  const put = async (relative: string, content: string) => {
    const file = path.join(dir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  for (const [relative, content] of Object.entries(files)) await put(relative, content);
  return { dir, put, remove: () => rm(dir, { recursive: true, force: true }) };
}
