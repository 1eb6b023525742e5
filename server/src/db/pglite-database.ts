import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { typeParsers } from './type-parsers.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL. `dataDir` undefined = in memory (tests). */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: typeParsers });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    // PGlite is one connection: its transaction() also holds back other queries until it ends.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
