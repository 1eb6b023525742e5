// While the server runs on PGlite it holds its data folder (control-socket.ts) and answers `pnpm backup`
// there with a copy of its database taken between two transactions.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { isPgliteDatabase, type PgliteDatabase } from '../db/pglite-database.ts';
import { OperatorError } from './command-line.ts';
import { claimDataFolder } from './control-socket.ts';

export type HeldDataFolder = {
  /** Answers backups from `db`, the folder's database, from now on. */
  serve(db: Database): void;
  release(): Promise<void>;
};

/** Call before the database opens (so no other process has it open); release after it has closed. */
export async function holdDataFolder(dataDir: string, logger: FastifyBaseLogger): Promise<HeldDataFolder> {
  let db: PgliteDatabase | undefined;
  const holder = await claimDataFolder(dataDir, async () => {
    if (!db) throw new OperatorError('The server is still starting: try again in a moment.');
    const started = performance.now();
    try {
      const tar = await db.dumpDataDir();
      logger.info({ bytes: tar.length, ms: Math.round(performance.now() - started) }, 'backup taken');
      return tar;
    } catch (error) {
      logger.error({ err: error }, 'backup failed');
      throw new Error('The server could not take the backup: its log says why.');
    }
  });
  return {
    serve: (database) => {
      if (!isPgliteDatabase(database)) throw new Error('Only the embedded database is backed up here');
      db = database;
    },
    release: () => holder.release(),
  };
}
