import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase, type PgliteDatabase } from './pglite-database.ts';

let db: PgliteDatabase;

beforeAll(async () => {
  db = await openPgliteDatabase();
  await db.exec('CREATE TABLE items (id int8 PRIMARY KEY, name text NOT NULL)');
}, 60_000);
afterAll(() => db?.close());

describe('the embedded database on its worker thread', () => {
  it('answers with the same parsers as PostgreSQL and the driver fields of an error', async () => {
    await db.query('INSERT INTO items VALUES ($1, $2)', [1, 'one']);
    expect(await db.query('SELECT id, name FROM items')).toEqual([{ id: 1, name: 'one' }]);
    const failure = await db.query('INSERT INTO items VALUES (1, $1)', ['again']).catch((error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'items_pkey' });
  });

  it('keeps other queries out of a transaction until it ends, and rolls back on a throw', async () => {
    let outsideSaw: unknown;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items VALUES (2, $1)', ['two']);
      // Another request's query: it must neither run inside this transaction nor before it commits.
      void db.query<{ n: number }>('SELECT count(*)::int AS n FROM items').then((rows) => {
        outsideSaw = rows[0]?.n;
      });
      await tx.query('INSERT INTO items VALUES (3, $1)', ['three']);
    });
    await db.query('SELECT 1');
    expect(outsideSaw).toBe(3);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items VALUES (4, $1)', ['four']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query('SELECT id FROM items WHERE id = 4')).toEqual([]);
  });

  it('answers a named statement as it answers the same query, again and again, and reports its errors', async () => {
    await db.query('INSERT INTO items VALUES ($1, $2), ($3, $4)', [10, 'ten', 11, 'eleven']);
    const sql = `SELECT id, name, $2::date AS day, $3::boolean AS flag FROM items WHERE id = ANY($1::int8[])
                 ORDER BY id`;
    const params = [[10, 11], '2026-11-23', true];
    const plain = await db.query(sql, params);
    expect(plain).toHaveLength(2);
    // More than five runs: PostgreSQL may then switch the statement to a generic plan.
    for (let run = 0; run < 7; run++)
      expect(await db.query(sql, params, { prepared: 'items-by-ids' })).toEqual(plain);
    expect(await db.query(sql, [[11], null, null], { prepared: 'items-by-ids' })).toEqual([
      { id: 11, name: 'eleven', day: null, flag: null },
    ]);
    const failure = await db
      .query('INSERT INTO items VALUES ($1, $2)', [10, 'again'], { prepared: 'insert-item' })
      .catch((error) => error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'items_pkey' });
    // The connection is usable after the failure, the statement too.
    await db.query('INSERT INTO items VALUES ($1, $2)', [12, 'twelve'], { prepared: 'insert-item' });
    expect(await db.query('SELECT name FROM items WHERE id = 12')).toEqual([{ name: 'twelve' }]);
    // One name, one text.
    await expect(
      db.query('INSERT INTO items VALUES ($1, $2) RETURNING id', [13, 'x'], { prepared: 'insert-item' }),
    ).rejects.toThrow('Prepared statements must be unique');
  });

  it('copies its data folder between transactions: after an open one commits, before what follows', async () => {
    let dump: Promise<Uint8Array> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items VALUES (20, $1)', ['before the copy']);
      // Asked while the transaction is open: it waits for the commit.
      dump = db.dumpDataDir();
      await tx.query('INSERT INTO items VALUES (21, $1)', ['same transaction']);
    });
    await db.query('INSERT INTO items VALUES (22, $1)', ['after the copy']);
    const copy = await PGlite.create({ loadDataDir: new Blob([(await dump) as Uint8Array<ArrayBuffer>]) });
    try {
      const { rows } = await copy.query<{ id: number }>(
        'SELECT id::int FROM items WHERE id >= 20 ORDER BY id',
      );
      expect(rows).toEqual([{ id: 20 }, { id: 21 }]);
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('leaves this thread free while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    await db.query('SELECT count(*) FROM generate_series(1, 3000000)');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
