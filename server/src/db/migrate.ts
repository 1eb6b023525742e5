import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Any fixed number works; it only has to be the same for every server sharing the database.
const MIGRATION_LOCK_KEY = 4_207_001;

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export type Migration = { version: string; name: string; sql: string; checksum: string };

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new Error(`Migration file ${file} must be named NNNN_snake_case_name.sql`);
    }
    const sql = await readFile(path.join(dir, file), 'utf8');
    // Line endings normalised so a Windows checkout does not look like an edited migration.
    const checksum = createHash('sha256').update(sql.replaceAll('\r\n', '\n')).digest('hex');
    migrations.push({ version: match[1], name: match[2], sql, checksum });
  }
  const versions = new Set(migrations.map((migration) => migration.version));
  if (versions.size !== migrations.length) throw new Error('Two migration files share a version number');
  return migrations;
}

/**
 * Applies pending migrations in order, each in its own transaction. The advisory lock makes a second
 * server starting at the same time wait, then find the work done. Returns the versions it applied.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  const applied: string[] = [];
  for (const migration of all) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const [existing] = await tx.query<{ checksum: string }>(
        'SELECT checksum FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      if (existing) {
        // An edited, already applied migration would leave databases that differ silently.
        if (existing.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.version}_${migration.name} changed after it was applied: add a new migration instead`,
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
