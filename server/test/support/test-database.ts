import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database.ts';
import { openPgliteDatabase } from '../../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';

export type TestDatabase = { db: Database; url: string | undefined; drop: () => Promise<void> };

/** The PostgreSQL admin URL of this run, or undefined for PGlite (scripts/test-integration.ts sets it). */
export const adminUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A database nobody else uses, not migrated: a fresh in-memory PGlite, or a new uniquely named
 * database on the TEST_DATABASE_URL server, dropped again by `drop`.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const admin = adminUrl();
  if (!admin) {
    const db = await openPgliteDatabase();
    return { db, url: undefined, drop: () => db.close() };
  }

  const name = `bc_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(admin, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString());
  let dropped = false;
  return {
    db,
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await db.close();
      await withAdmin(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
