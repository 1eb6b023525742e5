// Concurrent writes in one workspace, as many people sharing it (or one person on two devices) make them:
// rounds of 40 requests fired at once mixing every entry type, debits naming the same payees by id and by
// name (in other cases), new payee names given by two requests at once, transfers edited through either of
// their rows, savings in and out of one goal, deletes of what another request may be editing. On PostgreSQL
// these collided on row locks taken in different orders (deadlocks answered 500); the ledger lock and the
// transaction retry make every valid request succeed. Afterwards every balance equals its rows.
import { type Entry, entrySchema, goalSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetUpUser, json } from '../support/client.ts';
import { as, balanceDrift, createWallet, type LedgerUser, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ROUNDS = 8;
const REQUESTS_PER_ROUND = 40;

let server: TestServer;
let user: LedgerUser;

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'error' } });
  user = await createSetUpUser(server);
});

afterAll(async () => {
  await server?.close();
});

/** A small deterministic generator (mulberry32), so a failing mix can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}

type Attempt = { what: string; status: number; refusable: boolean };

describe('concurrent ledger writes on one workspace', () => {
  it(`answer no 5xx over ${ROUNDS} rounds of ${REQUESTS_PER_ROUND} requests at once, and balances stay exact`, {
    timeout: 120_000,
  }, async () => {
    const request = as(server, user);
    const random = randomFrom(20261123);
    const wallets = [
      ...(await walletsOf(server, user)),
      await createWallet(server, user, { name: 'Second', balance: 500 }),
      await createWallet(server, user, { name: 'Third', balance: 20 }),
    ].map((wallet) => wallet.id);
    const [home, ...others] = wallets as [number, ...number[]];
    const names = ['Anna', 'Bruno', 'Carla'];
    const payees = new Map<string, number>();
    for (const name of names) {
      const entry = entrySchema.parse(
        await json(
          await request('POST', '/api/entry/debit', {
            amount: -1,
            account_id: home,
            payee_id: name,
            date_time: '2026-01-05T10:00:00.000Z',
          }),
          201,
        ),
      );
      payees.set(name, entry.payee_id as number);
    }
    const goal = goalSchema.parse(
      await json(
        await request('POST', '/api/goals/create', {
          name: 'Holiday',
          amount: 5000,
          due_date: '2030-01-01',
          category_icon: 'plane',
        }),
        201,
      ),
    );

    const live: Entry[] = [];
    const attempts: Attempt[] = [];
    const past = () => `2026-0${1 + random.int(9)}-1${random.int(10)}T09:00:00.000Z`;
    const amount = () => (1 + random.int(50_000)) / 100;

    /** A transfer's other row (the one for the target wallet), as stored. */
    const otherRow = async (uuid: string) =>
      (
        await server.db.query<{ other: string | null }>(
          'SELECT transfer_uuid::text AS other FROM entries WHERE uuid = $1::uuid',
          [uuid],
        )
      )[0]?.other ?? uuid;

    /** One random request; an entry it creates joins `live` for later edits and deletes. */
    async function fire(round: number, index: number): Promise<void> {
      const name = random.pick(names);
      // A payee by id, by name in another case, or a new name that another request names at the same time.
      const payee = () =>
        random.pick<string | number>([
          payees.get(name) as number,
          name.toUpperCase(),
          ` ${name.toLowerCase()} `,
          `New ${round}`,
        ]);
      const wallet = () => random.pick(wallets);
      const choice = random.int(10);
      const known = live.length > 0 ? random.pick(live) : undefined;
      let what: string;
      let refusable = false;
      let response: Response;
      if (choice <= 1) {
        what = 'debit';
        response = await request('POST', '/api/entry/debit', {
          amount: random.int(2) === 0 ? amount() : -amount(),
          account_id: wallet(),
          payee_id: payee(),
          date_time: past(),
        });
      } else if (choice === 2) {
        what = 'expense';
        response = await request('POST', '/api/entry/expenses', {
          amount: -amount(),
          account_id: wallet(),
          category_id: 3,
          date_time: past(),
        });
      } else if (choice === 3) {
        what = 'transfer';
        const from = wallet();
        response = await request('POST', '/api/entry/transfer', {
          amount: amount(),
          account_id: from,
          transfer_id: wallets.find((id) => id !== from),
          date_time: past(),
        });
      } else if (choice === 4) {
        // A withdrawal may find the goal too low, depending on what commits first: refused whole then.
        const withdrawal = random.int(3) === 0;
        what = withdrawal ? 'withdrawal' : 'deposit';
        refusable = withdrawal;
        response = await request('POST', '/api/entry/saving', {
          amount: withdrawal ? -amount() / 10 : amount(),
          account_id: wallet(),
          category_id: 62,
          goal_id: goal.uuid,
          transfer_id: false,
          date_time: past(),
        });
      } else if (known && choice <= 7) {
        // Edit through either row: a transfer is edited by its source or its target uuid.
        const uuid =
          known.type === 'transfer' && random.int(2) === 0 ? await otherRow(known.uuid) : known.uuid;
        what = `edit ${known.type}`;
        // The entry may be deleted by a request of this round: then 404.
        refusable = true;
        const body =
          known.type === 'debit'
            ? { amount: -amount(), account_id: wallet(), payee_id: payee(), date_time: past() }
            : known.type === 'transfer'
              ? { amount: amount(), account_id: random.pick(others), transfer_id: home, date_time: past() }
              : known.type === 'saving'
                ? { amount: amount(), account_id: wallet(), goal_id: goal.uuid, date_time: past() }
                : { amount: -amount(), account_id: wallet(), category_id: 3, date_time: past() };
        response = await request('PUT', `/api/entry/${known.type}/${uuid}`, body);
      } else if (known) {
        what = `delete ${known.type}`;
        refusable = true;
        response = await request('DELETE', `/api/entry/${known.uuid}`);
      } else {
        what = 'none';
        return;
      }
      attempts.push({ what: `${round}.${index} ${what}`, status: response.status, refusable });
      if (response.status === 201) live.push(entrySchema.parse(await response.json()));
      else await response.arrayBuffer();
    }

    for (let round = 0; round < ROUNDS; round += 1) {
      await Promise.all(Array.from({ length: REQUESTS_PER_ROUND }, (_, index) => fire(round, index)));
    }

    const failed = attempts.filter(
      (attempt) => attempt.status >= 500 || (!attempt.refusable && attempt.status >= 300),
    );
    expect(failed, 'requests that should have succeeded').toEqual([]);
    for (const attempt of attempts.filter((each) => each.refusable && each.status >= 300)) {
      expect([404, 422], attempt.what).toContain(attempt.status);
    }
    expect(attempts.filter((attempt) => attempt.status < 300).length).toBeGreaterThan(ROUNDS * 20);
    expect(await balanceDrift(server.db, user.workspace.uuid)).toEqual([]);
    // One payee per name, however it was written and however many named it at once.
    const doubled = await server.db.query(
      `SELECT lower(name) FROM payees WHERE workspace_id = $1 AND NOT archived GROUP BY 1 HAVING count(*) > 1`,
      [user.workspace.uuid],
    );
    expect(doubled).toEqual([]);
  });

  it('answer each edit with what that request wrote, not what another wrote after it', async () => {
    const request = as(server, user);
    const [wallet] = await walletsOf(server, user);
    const created = entrySchema.parse(
      await json(
        await request('POST', '/api/entry/expenses', {
          amount: -1,
          account_id: wallet?.id,
          category_id: 3,
          date_time: '2026-02-01T10:00:00.000Z',
        }),
        201,
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const body = { amount: -(index + 2), account_id: wallet?.id, category_id: 3, note: `edit ${index}` };
        const answer = entrySchema.parse(
          await json(await request('PUT', `/api/entry/expenses/${created.uuid}`, body)),
        );
        return { sent: [body.amount, body.note], answered: [answer.amount, answer.note] };
      }),
    );
    for (const { sent, answered } of answers) expect(answered).toEqual(sent);
  });
});
