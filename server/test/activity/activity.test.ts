// Who changed what (issue 27): every write in a workspace is recorded with its writer, in the write's own
// transaction; owners and editors read the record, viewers get 403 and outsiders 404.
import { type ActivityItem, activityPageSchema, type Entry, entrySchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetUpUser, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, ledgerTeam } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let owner: ReturnType<typeof as>;
let wallet: { id: number; uuid: string };

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'error' } });
  team = await ledgerTeam(server);
  owner = as(server, team.owner);
  wallet = await createWallet(server, team.owner, { name: 'Current account', balance: 100 });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function activity(query = '', request = owner) {
  return activityPageSchema.parse(
    await json(await request('GET', `/api/workspace/${team.workspace}/activity?${query}`)),
  );
}

/** An entry's record, oldest first. */
async function historyOf(entry: Entry): Promise<ActivityItem[]> {
  return (await activity(`kind=entry&object=${entry.uuid}`)).data.reverse();
}

describe('the activity record', () => {
  it('records an entry added, changed and deleted by its member, each field before and after', async () => {
    const created = entrySchema.parse(
      await json(
        await owner('POST', '/api/entry/expense', {
          amount: -12,
          account_id: wallet.id,
          category_id: 3,
          note: 'Groceries',
          date_time: '2026-03-01T10:00:00.000Z',
          labels: [{ name: 'Home', color: '#aa0000' }],
        }),
        201,
      ),
    );
    await json(
      await owner('PUT', `/api/entry/expense/${created.uuid}`, {
        amount: -21,
        account_id: wallet.id,
        category_id: 3,
        note: 'Groceries',
        date_time: '2026-03-01T10:00:00.000Z',
        labels: [{ name: 'Home', color: '#aa0000' }],
      }),
    );
    await json(await owner('DELETE', `/api/entry/${created.uuid}`));

    const [added, changed, deleted] = await historyOf(created);
    const byOwner = { uuid: team.owner.session.user.uuid, name: 'Owner' };
    expect(added).toMatchObject({ actor: byOwner, via: 'user', action: 'create', object: { type: 'entry' } });
    expect(added?.changes).toMatchObject({
      amount: [null, '-12.00'],
      wallet: [null, 'Current account'],
      category: [null, 'groceries'],
      note: [null, 'Groceries'],
      labels: [null, ['Home']],
      type: [null, 'expense'],
    });
    expect(changed).toMatchObject({
      actor: byOwner,
      action: 'update',
      changes: { amount: ['-12.00', '-21.00'] },
    });
    // The wallet's balance moved with each write: bookkeeping, not a change a person made to the wallet.
    expect(Object.keys(changed?.changes ?? {})).toEqual(['amount']);
    expect(deleted).toMatchObject({ actor: byOwner, action: 'delete' });
    const walletRecords = await activity(`kind=wallet&object=${wallet.uuid}`);
    expect(walletRecords.data.map((item) => item.action)).toEqual(['create']);
  });

  it("names a custom category's parent category, and the category by its name", async () => {
    await json(
      await owner('POST', '/api/categories', { name: 'Climbing', parent_category: 6, exclude_stats: 0 }),
      201,
    );
    const [created] = (await activity('kind=category&per_page=1')).data;
    expect(created).toMatchObject({ action: 'create', object: { name: 'Climbing' } });
    const [parent] = await server.db.query<{ slug: string }>('SELECT slug FROM categories WHERE id = 6');
    expect(created?.changes.parent).toEqual([null, parent?.slug]);
    expect(created?.changes.slug).toEqual([null, 'Climbing']);
  });

  it('records the entries a file brings in as an import by the member who sent it', async () => {
    await json(
      await owner('POST', '/api/entries/import', {
        account_id: wallet.id,
        rows: [{ date_time: '2026-02-01', amount: '-4.20', note: 'From the bank file' }],
      }),
      201,
    );
    const [imported] = (await activity('kind=entry&per_page=1')).data;
    expect(imported).toMatchObject({
      actor: { uuid: team.owner.session.user.uuid },
      via: 'import',
      action: 'create',
      changes: { amount: [null, '-4.20'], note: [null, 'From the bank file'] },
    });
  });

  it('records the system for a write without a signed-in member, as the jobs write', async () => {
    await server.db.query(
      `INSERT INTO labels (workspace_id, name, color) VALUES ($1, 'Written by a job', '#123456')`,
      [team.workspace],
    );
    const [written] = (await activity('kind=label&per_page=1')).data;
    expect(written).toMatchObject({
      actor: null,
      via: 'job',
      action: 'create',
      object: { name: 'Written by a job' },
    });
  });

  it('records nothing for a write that is refused', async () => {
    const before = (await activity()).total;
    await expectError(
      await owner('POST', '/api/entry/expense', { amount: 'lots', account_id: wallet.id, category_id: 3 }),
      422,
      'validation_failed',
    );
    expect((await activity()).total).toBe(before);
  });

  it('filters by member, kind and day, newest first, in pages', async () => {
    const all = await activity('per_page=2');
    expect(all.data).toHaveLength(2);
    expect(Number(all.data[0]?.id)).toBeGreaterThan(Number(all.data[1]?.id));
    expect(all.last_page).toBeGreaterThan(1);
    const wallets = await activity('kind=wallet');
    expect(wallets.data.every((item) => item.object.type === 'wallet')).toBe(true);
    expect(wallets.data[0]?.object.name).toBe('Current account');
    const mine = await activity(`member=${team.owner.session.user.uuid}&per_page=100`);
    const everything = await activity('per_page=100');
    const bySystem = everything.data.filter((item) => item.actor === null).length;
    expect(mine.data.every((item) => item.actor?.uuid === team.owner.session.user.uuid)).toBe(true);
    expect(mine.total).toBe(everything.total - bySystem);
    expect((await activity(`member=${team.viewer.session.user.uuid}`)).total).toBe(0);
    expect((await activity('from=2000-01-01&to=2000-12-31')).total).toBe(0);
    await expectError(
      await owner('GET', `/api/workspace/${team.workspace}/activity?kind=spaceship`),
      422,
      'validation_failed',
    );
  });

  it('is the owners and editors own: viewers 403, outsiders 404', async () => {
    await expectError(
      await as(server, team.viewer)('GET', `/api/workspace/${team.workspace}/activity`),
      403,
      'forbidden',
    );
    await expectError(
      await as(server, team.outsider)('GET', `/api/workspace/${team.workspace}/activity`),
      404,
      'not_found',
    );
    const stranger = await createSetUpUser(server, { name: 'Stranger' });
    const own = activityPageSchema.parse(
      await json(await as(server, stranger)('GET', `/api/workspace/${stranger.workspace.uuid}/activity`)),
    );
    expect(own.data.some((item) => item.object.uuid === wallet.uuid)).toBe(false);
  });

  it('keeps no way to change or delete a record, and a deleted workspace takes its records along', async () => {
    const spare = await createSetUpUser(server, { name: 'Spare' });
    await createWallet(server, spare, { name: 'Spare wallet' });
    const [{ records } = { records: 0 }] = await server.db.query<{ records: number }>(
      'SELECT count(*)::int AS records FROM activity WHERE workspace_id = $1',
      [spare.workspace.uuid],
    );
    expect(records).toBeGreaterThan(0);
    await json(await as(server, spare)('DELETE', `/api/workspace/${spare.workspace.uuid}`));
    const [after] = await server.db.query<{ records: number }>(
      'SELECT count(*)::int AS records FROM activity WHERE workspace_id = $1',
      [spare.workspace.uuid],
    );
    expect(after?.records).toBe(0);
  });
});
