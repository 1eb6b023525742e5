// A backup file: the embedded database's data folder as a gzipped tar, as PGlite's dumpDataDir writes it
// and its loadDataDir (or `tar -xzf`) reads it back.
import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

const BLOCK = 512;
/** What every PostgreSQL data folder holds: without them no database opens. */
const REQUIRED_FILES = ['PG_VERSION', 'global/pg_control'];

/** Why bytes are not a backup, in words for the operator. */
export class NotABackupError extends Error {
  override name = 'NotABackupError';
}

const text = (block: Uint8Array, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return Buffer.from(end === -1 ? field : field.subarray(0, end)).toString('utf8');
};

/** The files of a tar (ustar, as PGlite and tar write it) by name, without a leading / or ./. */
function tarFiles(tar: Uint8Array): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return files;
    if (!text(header, 257, 6).startsWith('ustar')) throw new NotABackupError('it is not a tar archive');
    const prefix = text(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(header, 0, 100);
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || offset + BLOCK + size > tar.length) {
      throw new NotABackupError('the archive is cut short');
    }
    files.set(name.replace(/^(\.?\/)+/, ''), tar.subarray(offset + BLOCK, offset + BLOCK + size));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (tar.length === 0) throw new NotABackupError('it is empty');
  if (files.size === 0) throw new NotABackupError('it is not a tar archive');
  // Without the end-of-archive blocks, but every file whole.
  if (offset === tar.length) return files;
  throw new NotABackupError('the archive is cut short');
}

/** The PostgreSQL major version of a data folder's tar; throws NotABackupError when it is not one. */
export function dataFolderVersion(tar: Uint8Array): string {
  const files = tarFiles(tar);
  const missing = REQUIRED_FILES.filter((name) => !files.has(name));
  if (missing.length > 0) {
    throw new NotABackupError(`the archive has no database folder (no ${missing.join(', ')})`);
  }
  return Buffer.from(files.get('PG_VERSION') ?? [])
    .toString('utf8')
    .trim();
}

/** A data folder's tar, compressed for the file. */
export const packBackup = (tar: Uint8Array): Promise<Buffer> => promisify(gzip)(tar);

/** The data folder's tar in a backup file (gzipped or not); throws NotABackupError when it holds none. */
export async function unpackBackup(file: Uint8Array): Promise<{ tar: Uint8Array; version: string }> {
  let tar = file;
  if (file[0] === 0x1f && file[1] === 0x8b) {
    tar = await promisify(gunzip)(file).catch(() => {
      throw new NotABackupError('its compressed data is damaged');
    });
  }
  return { tar, version: dataFolderVersion(tar) };
}

/**
 * Writes `file` whole or not at all: into a new file beside it (readable by its owner only), flushed to the
 * disk, then renamed over it. An earlier file of that name stays as it was until the new one is complete.
 */
export async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.partial`);
  try {
    const handle = await open(partial, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  // The rename itself is on the disk once the folder is.
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
