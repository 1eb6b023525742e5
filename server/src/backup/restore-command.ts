// `pnpm restore <file> <folder>`: a backup into a new or empty folder, for the server to start on as its
// DATA_DIR. The database is opened there once, as the server will open it, and closed cleanly: a file that
// is not a backup of this app, or one this PGlite cannot open, is refused and leaves no database behind.
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { parseConfig } from '../config.ts';
import { NotABackupError, unpackBackup } from './backup-archive.ts';
import {
  errorCode,
  OperatorError,
  POSTGRES_RESTORE_ADVICE,
  pathArgument,
  runCommand,
} from './command-line.ts';

const USAGE = 'Usage: pnpm restore <backup file> <new or empty folder>';

const FILE_PROBLEMS: Record<string, string> = {
  ENOENT: 'There is no file',
  EISDIR: 'A backup is a file, not a folder:',
  EACCES: 'No permission to read',
};

async function readBackup(file: string) {
  const bytes = await readFile(file).catch((error: unknown) => {
    const problem = FILE_PROBLEMS[errorCode(error) ?? ''];
    throw problem ? new OperatorError(`${problem} ${file}.`) : error;
  });
  return unpackBackup(bytes).catch((error: unknown) => {
    throw error instanceof NotABackupError
      ? new OperatorError(`${file} is not a Budget Control backup: ${error.message}.`)
      : error;
  });
}

/** Missing or empty: a restore never mixes with data, nor replaces any. */
async function checkEmptyFolder(folder: string) {
  const found = await stat(folder).catch(() => undefined);
  if (found && !found.isDirectory()) {
    throw new OperatorError(`${folder} is a file: name a new or empty folder.`);
  }
  if (found && (await readdir(folder)).length > 0) {
    throw new OperatorError(
      `${folder} is not empty: restore into a new or empty folder, then start the server with DATA_DIR set to it.`,
    );
  }
}

/** The backup's database in `pgliteDir`, opened and closed as the server will open and close it. */
async function loadBackup(pgliteDir: string, tar: Uint8Array, version: string, file: string) {
  const pg = await PGlite.create({
    dataDir: pgliteDir,
    loadDataDir: new Blob([tar as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' }),
  }).catch((error: unknown) => {
    throw new OperatorError(
      `${file} could not be opened (its database is PostgreSQL ${version}): ${(error as Error).message}`,
    );
  });
  try {
    const [found] = (
      await pg.query<{ migrations: string | null }>(
        "SELECT to_regclass('public.schema_migrations')::text AS migrations",
      )
    ).rows;
    if (!found?.migrations) {
      throw new OperatorError(
        `${file} is not a Budget Control backup: its database has no migrations table.`,
      );
    }
  } finally {
    await pg.close();
  }
}

export async function restore(args: string[]): Promise<string> {
  const [fileArgument, folderArgument] = args;
  if (args.length !== 2 || !fileArgument || !folderArgument) throw new OperatorError(USAGE);
  if (parseConfig(process.env).databaseUrl) throw new OperatorError(POSTGRES_RESTORE_ADVICE);
  const file = pathArgument(fileArgument);
  const folder = pathArgument(folderArgument);
  await checkEmptyFolder(folder);
  const { tar, version } = await readBackup(file);
  await mkdir(folder, { recursive: true });
  // Where the server will look for it, under another name until it is whole.
  const { pgliteDir } = parseConfig({ ...process.env, DATA_DIR: folder });
  const partial = `${pgliteDir}.restoring`;
  try {
    await loadBackup(partial, tar, version, file);
    await rename(partial, pgliteDir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return `Restored ${file} into ${folder}: start the server with DATA_DIR=${folder} (it applies newer migrations as it starts).`;
}

if (import.meta.main) runCommand(restore);
