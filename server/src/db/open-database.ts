import { mkdir } from 'node:fs/promises';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase, type PostgresOptions } from './postgres-database.ts';

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'pgliteDir'>,
  options: PostgresOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl, options);
  await mkdir(config.pgliteDir, { recursive: true });
  return openPgliteDatabase(config.pgliteDir);
}
