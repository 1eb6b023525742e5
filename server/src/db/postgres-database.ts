import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { typeParsers } from './type-parsers.ts';

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options: { prepared?: string } = {}) {
      const values = [...params];
      const result = await (options.prepared
        ? target.query({ name: options.prepared, text: sql, values })
        : target.query(sql, values));
      return result.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

export type PostgresOptions = {
  /** Called when an idle pooled connection fails (server restart, failover). */
  onIdleError?: (error: Error) => void;
};

export async function openPostgresDatabase(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  // Without a listener an idle client's error would crash the process; the pool replaces the client.
  pool.on('error', (error) => options.onIdleError?.(error));
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => {});
    throw error;
  });
  probe.release();
  const root = wrap(pool);

  return {
    kind: 'postgresql',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        // A connection whose ROLLBACK failed is in an unknown state: destroy it rather than reuse it.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
