// Transactions on PostgreSQL under faults. A deadlock victim runs again and succeeds: two transactions here
// lock two rows in opposite orders on purpose, each waiting until the other holds its first row, so one of
// them is certainly chosen as the victim. A connection the server drops in the middle of a transaction (a
// restart, a failover) fails that transaction only: the process lives on and the pool connects again.
// PGlite is one connection in the process: neither happens there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, openTestDatabase, type TestDatabase } from '../support/test-database.ts';

let test: TestDatabase | undefined;

beforeAll(async () => {
  if (!adminUrl()) return;
  test = await openTestDatabase();
  await test.db.exec(
    'CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL); INSERT INTO counters VALUES (1, 0), (2, 0);',
  );
});

afterAll(async () => {
  await test?.drop();
});

describe.skipIf(!adminUrl())('transactions on PostgreSQL', () => {
  it('run again after a deadlock, so both writers succeed', { timeout: 30_000 }, async () => {
    const db = (test as TestDatabase).db;
    let holding = 0;
    let release: () => void = () => {};
    const bothHoldOne = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const increment = (first: number, second: number) =>
      db.transaction(async (tx) => {
        runs += 1;
        await tx.query('UPDATE counters SET n = n + 1 WHERE id = $1', [first]);
        holding += 1;
        if (holding === 2) release();
        await bothHoldOne;
        await tx.query('UPDATE counters SET n = n + 1 WHERE id = $1', [second]);
      });

    await Promise.all([increment(1, 2), increment(2, 1)]);

    // One victim ran again. On a busy machine both may be chosen (each waiter's deadlock check can run
    // before the other victim's locks are gone): then both run again, and both must still succeed.
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(await db.query('SELECT id, n FROM counters ORDER BY id')).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  // COMMIT leaves with the statement marked `last`: the transaction commits with it, fails with it, and never
  // answers as committed after a failure someone caught.
  it('commit with the last statement, and refuse a statement after it', async () => {
    const db = (test as TestDatabase).db;
    let after: unknown;
    await db.transaction(async (tx) => {
      await tx.query('UPDATE counters SET n = 100 WHERE id = 1', [], { last: true });
      after = await tx.query('SELECT 1').catch((error: unknown) => error);
    });
    expect(after).toBeInstanceOf(Error);
    expect(await db.query('SELECT n FROM counters WHERE id = 1')).toEqual([{ n: 100 }]);
  });

  it('roll back when the last statement fails, with its error', async () => {
    const db = (test as TestDatabase).db;
    const failure = await db
      .transaction(async (tx) => {
        await tx.query('UPDATE counters SET n = 200 WHERE id = 1');
        await tx.query('UPDATE counters SET n = n / 0 WHERE id = 2', [], { last: true });
      })
      .catch((error: unknown) => error);
    expect((failure as { code?: string }).code).toBe('22012');
    expect(await db.query('SELECT n FROM counters WHERE id = 1')).toEqual([{ n: 100 }]);
  });

  it('fail a transaction whose statement failed before its COMMIT, even if the failure was caught', async () => {
    const db = (test as TestDatabase).db;
    const failure = await db
      .transaction(async (tx) => {
        await Promise.all([
          tx.query('UPDATE counters SET n = 300 WHERE id = 1'),
          tx.query('UPDATE counters SET n = n / 0 WHERE id = 2').catch(() => undefined),
        ]);
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(await db.query('SELECT n FROM counters WHERE id = 1')).toEqual([{ n: 100 }]);
  });

  // Prepared statements outside a transaction asked for in one turn of the event loop share a connection and
  // leave together; each still succeeds or fails on its own.
  it('send the prepared statements of one turn on one connection, each failing alone', async () => {
    const db = (test as TestDatabase).db;
    const backend = () =>
      db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid', [], { prepared: 'backend' });
    const [first, failed, last] = await Promise.all([
      backend(),
      db.query('SELECT 1 / $1::int', [0], { prepared: 'divide' }).catch((error: unknown) => error),
      backend(),
    ]);
    expect((failed as { code?: string }).code).toBe('22012');
    expect(last).toEqual(first);
    expect(await backend()).toHaveLength(1);
  });

  // A page's burst (the dashboard's some 28 sums in one turn) is not run one after the other on one database
  // process: a batch takes a few statements, the next ones another connection.
  it('spread a turn of many prepared statements over several connections, a few on each', async () => {
    const db = (test as TestDatabase).db;
    const backends = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid', [], { prepared: 'backend' }),
      ),
    );
    const statementsPerConnection = new Map<number, number>();
    for (const [row] of backends) {
      const pid = row?.pid ?? 0;
      statementsPerConnection.set(pid, (statementsPerConnection.get(pid) ?? 0) + 1);
    }
    expect(statementsPerConnection.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...statementsPerConnection.values())).toBeLessThanOrEqual(4);
  });

  // The server's notice of a dropped connection reaches the client while a query runs (the query fails) or
  // between two queries, when nobody waits for an answer: there it came as an 'error' event that, unheard,
  // ended the process.
  it.each([
    ['in the middle of a query', 'SELECT pg_sleep(10)'],
    ['between two queries', null],
  ])(
    'fail only the transaction whose connection the server drops %s, and connect again',
    async (_, during) => {
      const db = (test as TestDatabase).db;
      let backend = 0;
      let dropped: () => void = () => {};
      const connectionGone = new Promise<void>((resolve) => {
        dropped = resolve;
      });
      const running = db.transaction(async (tx) => {
        const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        backend = row?.pid ?? 0;
        if (during) await tx.query(during);
        else await connectionGone;
        await tx.query('SELECT 1');
      });
      // Heard from the start: the rejection may come while the terminating query is still under way.
      const failure = running.then(
        () => undefined,
        (error: unknown) => error,
      );
      while (backend === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      await db.query('SELECT pg_terminate_backend($1)', [backend]);
      // Time for the server's notice to arrive while the transaction waits between its queries.
      await new Promise((resolve) => setTimeout(resolve, 200));
      dropped();
      expect(await failure).toBeInstanceOf(Error);
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    },
  );
});
