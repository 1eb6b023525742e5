import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../src/db/migrate.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

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
    expect(recorded[1]).toEqual({ version: '0002', name: 'accounts_workspaces' });
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
      const [workspace] = await tx.query<{ id: string }>(
        "INSERT INTO workspaces (name) VALUES ('Custom categories') RETURNING id",
      );
      const inserted = await tx.query<{ id: number }>(
        "INSERT INTO sub_categories (category_id, slug, workspace_id) VALUES (1, 'mine', $1) RETURNING id",
        [workspace?.id],
      );
      // Leave the database as it was: the workspace takes its custom sub-category with it.
      await tx.query('DELETE FROM workspaces WHERE id = $1', [workspace?.id]);
      const left = await tx.query('SELECT 1 FROM sub_categories WHERE id = $1', [inserted[0]?.id]);
      expect(left).toEqual([]);
      return inserted;
    });
    expect(row?.id).toBeGreaterThanOrEqual(1000);
  });

  it('refuse a custom sub-category of a workspace that does not exist', async () => {
    await expect(
      testDb.db.query(
        "INSERT INTO sub_categories (category_id, slug, workspace_id) VALUES (1, 'orphan', gen_random_uuid())",
      ),
    ).rejects.toThrow(/foreign key/);
  });

  it('allow one owner and one current workspace per user, and store e-mails lower-cased only', async () => {
    await testDb.db
      .transaction(async (tx) => {
        const [user] = await tx.query<{ id: string }>(
          "INSERT INTO users (name, email, password_hash) VALUES ('A', 'a@example.test', 'x') RETURNING id",
        );
        const [other] = await tx.query<{ id: string }>(
          "INSERT INTO users (name, email, password_hash) VALUES ('B', 'b@example.test', 'x') RETURNING id",
        );
        const [first] = await tx.query<{ id: string }>(
          "INSERT INTO workspaces (name) VALUES ('1') RETURNING id",
        );
        const [second] = await tx.query<{ id: string }>(
          "INSERT INTO workspaces (name) VALUES ('2') RETURNING id",
        );
        await tx.query(
          "INSERT INTO workspace_members (workspace_id, user_id, role, is_current) VALUES ($1, $2, 'owner', true)",
          [first?.id, user?.id],
        );
        await tx.query('SAVEPOINT s');
        await expect(
          tx.query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'owner')", [
            first?.id,
            other?.id,
          ]),
        ).rejects.toThrow(/workspace_members_one_owner/);
        await tx.query('ROLLBACK TO SAVEPOINT s');
        await expect(
          tx.query(
            "INSERT INTO workspace_members (workspace_id, user_id, role, is_current) VALUES ($1, $2, 'owner', true)",
            [second?.id, user?.id],
          ),
        ).rejects.toThrow(/workspace_members_one_current/);
        await tx.query('ROLLBACK TO SAVEPOINT s');
        await expect(
          tx.query("INSERT INTO users (name, email, password_hash) VALUES ('C', 'A@example.test', 'x')"),
        ).rejects.toThrow(/check/i);
        await tx.query('ROLLBACK TO SAVEPOINT s');
        await expect(
          tx.query("INSERT INTO users (name, email, password_hash) VALUES ('C', 'a@example.test', 'x')"),
        ).rejects.toThrow(/users_email_lower/);
        // Leave nothing behind.
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
  });

  it('store exchange rates exactly, EUR = 1', async () => {
    const [euro] = await testDb.db.query<{ exchange_rate: string }>(
      "SELECT exchange_rate FROM currencies WHERE code = 'EUR'",
    );
    expect(euro?.exchange_rate).toBe('1.000000');
  });
});
