import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../src/db/migrate.ts';
import { openTestDatabase, type TestDatabase } from './support/test-database.ts';

const TABLES = ['categories', 'sub_categories', 'currencies', 'payment_types'];

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await openTestDatabase();
});

afterAll(async () => {
  await testDb?.drop();
});

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await testDb.db.query<{ count: number }>(`SELECT count(*) AS count FROM ${table}`);
    counts[table] = row?.count ?? -1;
  }
  return counts;
}

describe('migrations', () => {
  it('apply once even when two runs start together, and record each version', async () => {
    const all = await loadMigrations();
    // Two servers starting at once: the advisory lock lets one apply, the other find it done.
    const [first, second] = await Promise.all([migrate(testDb.db), migrate(testDb.db)]);
    expect([...first, ...second].sort()).toEqual(all.map((migration) => migration.version));

    const recorded = await testDb.db.query<{ version: string; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(recorded).toEqual(all.map(({ version, name }) => ({ version, name })));
    expect(recorded[0]).toEqual({ version: '0001', name: 'reference_data' });
  });

  it('are idempotent on restart', async () => {
    const before = await rowCounts();
    expect(before).toEqual({ categories: 11, sub_categories: 76, currencies: 20, payment_types: 5 });
    expect(await migrate(testDb.db)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuse to run when an applied migration was edited', async () => {
    const [first, ...rest] = await loadMigrations();
    if (!first) throw new Error('no migrations');
    const edited = { ...first, sql: `${first.sql}\n-- edited`, checksum: 'different' };
    await expect(migrate(testDb.db, [edited, ...rest])).rejects.toThrow(/changed after it was applied/);
  });

  it('give custom sub-categories ids above the predefined ones', async () => {
    const [row] = await testDb.db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>(
        "INSERT INTO sub_categories (category_id, slug, workspace_id) VALUES (1, 'mine', gen_random_uuid()) RETURNING id",
      );
      // Leave the shared reference data as it was.
      await tx.query('DELETE FROM sub_categories WHERE id = $1', [inserted[0]?.id]);
      return inserted;
    });
    expect(row?.id).toBeGreaterThanOrEqual(1000);
  });

  it('store exchange rates exactly, EUR = 1', async () => {
    const [euro] = await testDb.db.query<{ exchange_rate: string }>(
      "SELECT exchange_rate FROM currencies WHERE code = 'EUR'",
    );
    expect(euro?.exchange_rate).toBe('1.000000');
  });
});
