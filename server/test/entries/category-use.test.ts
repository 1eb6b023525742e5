// GET /api/categories/most-used: the entry form's quick picks count the workspace's own entries of the last
// year (not planned ones, not deleted ones, not another workspace's), most used first.
import { categoryUseListSchema, type Entry } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSetUpUser, json } from '../support/client.ts';
import { as, type LedgerUser, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let user: LedgerUser;
let other: LedgerUser;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function expense(owner: LedgerUser, category: number, when: string, planned = false): Promise<Entry> {
  const [wallet] = await walletsOf(server, owner);
  return json<Entry>(
    await as(server, owner)('POST', '/api/entry/expense', {
      type: 'expenses',
      amount: -2.5,
      account_id: wallet?.id,
      category_id: category,
      date_time: when,
      planned,
      confirmed: true,
    }),
    201,
  );
}

const mostUsed = async (owner: LedgerUser) =>
  categoryUseListSchema.parse(await json(await as(server, owner)('GET', '/api/categories/most-used')));

beforeAll(async () => {
  server = await startTestServer();
  user = await createSetUpUser(server);
  other = await createSetUpUser(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the most used categories', () => {
  it('counts the last year of the workspace, most used first, without plans, deleted or old entries', async () => {
    expect(await mostUsed(user)).toEqual([]);
    for (let i = 0; i < 3; i++) await expense(user, 7, daysAgo(i * 20));
    await expense(user, 4, daysAgo(3));
    const deleted = await expense(user, 4, daysAgo(4));
    await json(await as(server, user)('DELETE', `/api/entry/${deleted.uuid}`));
    // Older than the counted year, a plan, and another workspace's entries weigh nothing here.
    await expense(user, 5, daysAgo(420));
    await expense(user, 5, daysAgo(-30), true);
    for (let i = 0; i < 5; i++) await expense(other, 5, daysAgo(i));

    expect(await mostUsed(user)).toEqual([
      { category_id: 7, entries: 3 },
      { category_id: 4, entries: 1 },
    ]);
    expect(await mostUsed(other)).toEqual([{ category_id: 5, entries: 5 }]);
  });

  it('needs a session', async () => {
    expect((await call(server, 'GET', '/api/categories/most-used')).status).toBe(401);
  });
});
