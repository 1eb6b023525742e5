// GET /api/export/account: all a person's data before they go: a zip holding their profile and, for each
// workspace they own, its workspace file. Written as it is read (the zip is compressed a chunk at a time).
import { Zip, ZipDeflate } from 'fflate';
import { findUserById } from '../auth/users-sql.ts';
import type { Database } from '../db/database.ts';
import { listMemberWorkspaces, ownedWorkspaceIds } from '../workspaces/workspaces-sql.ts';
import { workspaceFile } from './workspace-file.ts';

/** A file name a zip and every system take: the workspace's name made safe, then a part of its id. */
const memberFileName = (name: string, workspaceId: string) =>
  `workspaces/${
    name
      .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
      .trim()
      .slice(0, 60) || 'workspace'
  }-${workspaceId.slice(0, 8)}.json`;

async function profile(db: Database, userId: string) {
  const [user, workspaces] = await Promise.all([findUserById(db, userId), listMemberWorkspaces(db, userId)]);
  if (!user) throw new Error('The person to export is gone');
  return {
    exported_at: new Date().toISOString(),
    name: user.name,
    email: user.email,
    language: user.language,
    workspaces: workspaces.map((workspace) => ({
      uuid: workspace.uuid,
      name: workspace.name,
      role: workspace.role,
    })),
  };
}

export async function* accountArchive(db: Database, userId: string): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* out.splice(0);
  };
  const encoder = new TextEncoder();
  /** One file of the zip, compressed as its parts come; what is compressed leaves at once. */
  async function* member(name: string, parts: AsyncIterable<string> | Iterable<string>) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    for await (const part of parts) {
      file.push(encoder.encode(part));
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  yield* member('profile.json', [`${JSON.stringify(await profile(db, userId), null, 2)}\n`]);
  const names = new Map((await listMemberWorkspaces(db, userId)).map((item) => [item.uuid, item.name]));
  for (const workspaceId of await ownedWorkspaceIds(db, userId)) {
    const name = memberFileName(names.get(workspaceId) ?? 'workspace', workspaceId);
    yield* member(name, workspaceFile(db, workspaceId));
  }
  zip.end();
  yield* drain();
}
