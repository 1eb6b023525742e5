import { type Entry, entrySchema, messageResponseSchema, payeeListSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../src/db/migrate.ts';
import { json } from '../support/client.ts';
import { as, createWallet, ledgerTeam } from '../support/ledger.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let owner: ReturnType<typeof as>;
let bank: { id: number; uuid: string };

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
  owner = as(server, team.owner);
  bank = await createWallet(server, team.owner, { name: 'Main', balance: 100 });
});

afterAll(async () => {
  await server?.close();
});

const PAST = '2026-01-15T10:00:00.000Z';

/** A debit naming its payee as the client does for a new one: the name in payee_id. */
async function debit(payeeName: string, amount: number): Promise<Entry> {
  return entrySchema.parse(
    await json(
      await owner('POST', '/api/entry/debit', {
        type: 'debit',
        amount,
        account_id: bank.id,
        category_id: 0,
        payee_id: payeeName,
        date_time: PAST,
      }),
      201,
    ),
  );
}

async function payeesNamed(name: string) {
  return server.db.query<{ id: number; name: string; balance_cents: number; counted_entries: number }>(
    `SELECT id, name, balance_cents, counted_entries FROM payees
     WHERE workspace_id = $1::uuid AND lower(name) = lower($2)`,
    [team.workspace, name],
  );
}

describe('debits to a payee given by name', () => {
  it('reuses the payee of the same name, with both debits in its balance', async () => {
    const first = await debit('Bruno', -30.1);
    const second = await debit('Bruno', 12.05);
    expect(second.payee_id).toBe(first.payee_id);
    const payees = await payeesNamed('Bruno');
    expect(payees).toEqual([{ id: first.payee_id, name: 'Bruno', balance_cents: -1805, counted_entries: 2 }]);
    const listed = payeeListSchema.parse(await json(await owner('GET', '/api/payees')));
    expect(listed.filter((payee) => payee.name === 'Bruno')).toEqual([
      { id: first.payee_id, uuid: first.payee?.uuid, name: 'Bruno', balance: -18.05 },
    ]);
  });

  it('matches names case-insensitively and trimmed', async () => {
    const first = await debit('Carla Rossi', -5);
    const second = await debit('  CARLA rossi ', -2.5);
    expect(second.payee_id).toBe(first.payee_id);
    expect(second.payee?.name).toBe('Carla Rossi');
    const payees = await payeesNamed('carla rossi');
    expect(payees).toHaveLength(1);
    expect(payees[0]?.balance_cents).toBe(-750);
  });

  it('reads a string payee_id as a name, even one that looks like an id', async () => {
    const fabio = await debit('Fabio', -1);
    const named = await debit(String(fabio.payee_id), -2);
    expect(named.payee_id).not.toBe(fabio.payee_id);
    expect(named.payee?.name).toBe(String(fabio.payee_id));
    expect((await payeesNamed('Fabio'))[0]?.balance_cents).toBe(-100);
  });

  it('creates one payee when two debits name a new one at once', async () => {
    const [a, b] = await Promise.all([debit('Dario', -1), debit('dario', -2)]);
    expect(a.payee_id).toBe(b.payee_id);
    const payees = await payeesNamed('Dario');
    expect(payees).toHaveLength(1);
    expect(payees[0]?.balance_cents).toBe(-300);
    expect(payees[0]?.counted_entries).toBe(2);
  });

  it('creates a new payee when the one of that name is archived, and keeps workspaces apart', async () => {
    const old = await debit('Elena', -4);
    messageResponseSchema.parse(await json(await owner('DELETE', `/api/debt/${old.payee?.uuid}`)));
    const fresh = await debit('Elena', -6);
    expect(fresh.payee_id).not.toBe(old.payee_id);
    const outsiderBank = await createWallet(server, team.outsider, { name: 'Own' });
    const outsider = as(server, team.outsider);
    const theirs = entrySchema.parse(
      await json(
        await outsider('POST', '/api/entry/debit', {
          amount: -1,
          account_id: outsiderBank.id,
          payee_id: 'Elena',
          date_time: PAST,
        }),
        201,
      ),
    );
    expect(theirs.payee_id).not.toBe(fresh.payee_id);
  });
});

describe('migration 0004', () => {
  it('merges live payees that earlier versions created twice under one name', async () => {
    const testDb = await openTestDatabase();
    try {
      const all = await loadMigrations();
      await migrate(
        testDb.db,
        all.filter((migration) => migration.version < '0004'),
      );
      const db = testDb.db;
      const [workspace] = await db.query<{ id: string }>(
        "INSERT INTO workspaces (name) VALUES ('Merge') RETURNING id",
      );
      const [wallet] = await db.query<{ id: number }>(
        `INSERT INTO wallets (workspace_id, name, type, color, currency_id) VALUES ($1, 'Bank', 'bank', '#123456', 2)
         RETURNING id`,
        [workspace?.id],
      );
      const payees = await db.query<{ id: number }>(
        `INSERT INTO payees (workspace_id, name, balance_cents, counted_entries, archived)
         VALUES ($1, 'Anna', -100, 1, false), ($1, 'anna ', -250, 1, false), ($1, 'ANNA', 999, 3, true)
         RETURNING id`,
        [workspace?.id],
      );
      const [keep, duplicate, archived] = payees.map((payee) => payee.id);
      for (const [payee, cents] of [
        [keep, -100],
        [duplicate, -250],
      ] as const) {
        await db.query(
          `INSERT INTO entries (workspace_id, type, amount_cents, currency_id, payment_type_id, date_time,
             account_id, category_id, payee_id)
           VALUES ($1, 'debit', $2, 2, 1, now(), $3, 55, $4)`,
          [workspace?.id, cents, wallet?.id, payee],
        );
      }
      await migrate(db, all);
      const rows = await db.query<{
        id: number;
        name: string;
        balance_cents: number;
        counted_entries: number;
      }>('SELECT id, name, balance_cents, counted_entries FROM payees WHERE workspace_id = $1 ORDER BY id', [
        workspace?.id,
      ]);
      expect(rows).toEqual([
        { id: keep, name: 'Anna', balance_cents: -350, counted_entries: 2 },
        { id: archived, name: 'ANNA', balance_cents: 999, counted_entries: 3 },
      ]);
      const entries = await db.query<{ payee_id: number }>(
        'SELECT payee_id FROM entries WHERE workspace_id = $1',
        [workspace?.id],
      );
      expect(entries.map((entry) => entry.payee_id)).toEqual([keep, keep]);
    } finally {
      await testDb.drop();
    }
  });
});
