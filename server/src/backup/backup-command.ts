// `pnpm backup <file>`: a consistent copy of the embedded database. A running server is asked for it on its
// control socket and takes it between two transactions; when none runs, the command holds the data folder
// and opens the database itself. The file is written whole or not at all.
import { constants, existsSync } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Config, parseConfig } from '../config.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { dataFolderVersion, packBackup, writeFileAtomically } from './backup-archive.ts';
import { OperatorError, POSTGRES_BACKUP_ADVICE, pathArgument, runCommand } from './command-line.ts';
import { askHolder, claimDataFolder } from './control-socket.ts';

const USAGE = 'Usage: pnpm backup <file>   e.g. pnpm backup backups/budget-control.tar.gz';

/** Before the backup is taken: a mistake in the file's name is found at once. */
async function checkWritable(file: string) {
  const folder = path.dirname(file);
  const found = await stat(folder).catch(() => undefined);
  if (!found?.isDirectory()) throw new OperatorError(`There is no folder ${folder} to write the backup in.`);
  await access(folder, constants.W_OK).catch(() => {
    throw new OperatorError(`No permission to write in ${folder}.`);
  });
  if ((await stat(file).catch(() => undefined))?.isDirectory()) {
    throw new OperatorError(
      `${file} is a folder: name the backup file, e.g. ${path.join(file, 'budget-control.tar.gz')}`,
    );
  }
}

/** The database of a data folder no process holds, copied by this process. */
async function dumpUnheldFolder(config: Pick<Config, 'dataDir' | 'pgliteDir'>): Promise<Uint8Array> {
  if (!existsSync(path.join(config.pgliteDir, 'PG_VERSION'))) {
    throw new OperatorError(
      `There is no database in ${config.pgliteDir}: run the command with the server's DATA_DIR.`,
    );
  }
  const holder = await claimDataFolder(config.dataDir, async () => {
    throw new OperatorError('A backup is reading this data folder: try again in a moment.');
  });
  try {
    // PGlite writes it on opening and removes it on closing: a database some process still has open (a
    // server from before the control socket), or one whose process was killed.
    if (existsSync(path.join(config.pgliteDir, 'postmaster.pid'))) {
      throw new OperatorError(
        `The database in ${config.pgliteDir} is open in a process that does not answer on the control socket, ` +
          'or was not closed (its server was killed). Stop any server on it; then start the server and run ' +
          'this command while it runs, or stop it with Ctrl-C first.',
      );
    }
    const db = await openPgliteDatabase(config.pgliteDir);
    try {
      return await db.dumpDataDir();
    } finally {
      await db.close();
    }
  } finally {
    await holder.release();
  }
}

export async function backup(args: string[]): Promise<string> {
  const [fileArgument] = args;
  if (args.length !== 1 || !fileArgument) throw new OperatorError(USAGE);
  const config = parseConfig(process.env);
  if (config.databaseUrl) throw new OperatorError(POSTGRES_BACKUP_ADVICE);
  const file = pathArgument(fileArgument);
  await checkWritable(file);

  const fromServer = await askHolder(config.dataDir, { ask: 'backup' });
  const tar = fromServer ?? (await dumpUnheldFolder(config));
  // What restore will read: a copy that is not one is a fault here, never a file that looks like a backup.
  const version = dataFolderVersion(tar);
  const archive = await packBackup(tar);
  await writeFileAtomically(file, archive);
  const megabytes = (archive.length / 1_000_000).toFixed(1);
  const source = fromServer ? 'the running server' : config.pgliteDir;
  return `Backup of ${source} (PostgreSQL ${version}) written to ${file} (${megabytes} MB).`;
}

if (import.meta.main) runCommand(backup);
