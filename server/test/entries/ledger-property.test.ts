// Property test of the ledger: random creates, edits and deletes of expense, income, transfer, debit and
// saving entries across several wallets, payees and goals, some sent concurrently; afterwards every wallet,
// payee and goal balance equals its opening balance plus its counted entries, to the cent, computed twice:
// in SQL from the stored rows and here from the operations the server accepted (a withdrawal, edit or
// delete that would leave a goal below zero is refused whole). Entries carry none, one or two labels, which
// edits change, and a label is deleted on the way; the maintained sums (per month, and per label and month)
// agree with the rows. Seed with LEDGER_PROPERTY_SEED to replay.
import {
  debtListSchema,
  entryPageSchema,
  entrySchema,
  goalListSchema,
  goalSchema,
  labelListResponseSchema,
  walletMoney,
} from '@bc/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDuePlannedEntries } from '../../src/entries/ledger-service.ts';
import { call, createSetUpUser, json } from '../support/client.ts';
import { as, createWallet, type LedgerUser, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SEED = Number(process.env.LEDGER_PROPERTY_SEED ?? 20261122);
const LABELS = ['red', 'green', 'blue'];
const OPERATIONS = Number(process.env.LEDGER_PROPERTY_OPERATIONS ?? 300);

let server: TestServer;
let user: LedgerUser;

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'error' } });
  user = await createSetUpUser(server);
});

afterAll(async () => {
  await server?.close();
});

type Kind = 'expense' | 'income' | 'transfer' | 'debit' | 'saving';
type Intent = {
  op: 'create' | 'edit' | 'delete';
  kind: Kind;
  cents: number;
  future: boolean;
  confirmed: boolean;
  a: number;
  b: number;
  payee: number;
  target: number;
  batch: number;
};

const intentArb: fc.Arbitrary<Intent> = fc.record({
  op: fc.constantFrom('create', 'create', 'create', 'edit', 'edit', 'delete'),
  kind: fc.constantFrom<Kind>('expense', 'income', 'transfer', 'debit', 'saving'),
  cents: fc.integer({ min: 1, max: 5_000_000 }),
  future: fc.boolean(),
  confirmed: fc.integer({ min: 0, max: 9 }).map((value) => value > 0),
  a: fc.nat(),
  b: fc.nat(),
  payee: fc.nat(),
  target: fc.nat(),
  batch: fc.integer({ min: 1, max: 6 }),
});

/** One stored entry as the test understands it: its effects on balances when counted. */
type Effect = {
  wallet: number | null;
  payee: number | null;
  cents: number;
  goal?: { id: number; cents: number };
};
type Known = { uuid: string; counted: boolean; planned: boolean; confirmed: boolean; effects: Effect[] };

describe('ledger balances (property)', () => {
  it(`stay exact over ${OPERATIONS} random operations (seed ${SEED})`, { timeout: 120_000 }, async () => {
    const request = as(server, user);
    const wallets = [
      ...(await walletsOf(server, user)),
      await createWallet(server, user, { name: 'Second', balance: 250.75 }),
      await createWallet(server, user, { name: 'Third', type: 'cache', balance: -10 }),
      await createWallet(server, user, { name: 'Fourth', balance: 0 }),
    ];
    const walletIds = wallets.map((wallet) => wallet.id);
    const opening = new Map(wallets.map((wallet) => [wallet.id, Math.round(walletMoney(wallet) * 100)]));
    const payees: number[] = [];
    const live = new Map<string, Known>();
    const goals = await Promise.all(
      ['Car', 'Roof'].map(async (name) =>
        goalSchema.parse(
          await json(
            await request('POST', '/api/goals/create', {
              name,
              amount: 50_000,
              category_icon: 'car',
              due_date: '2999-01-01',
            }),
            201,
          ),
        ),
      ),
    );

    const [intents] = fc.sample(fc.array(intentArb, { minLength: OPERATIONS, maxLength: OPERATIONS }), {
      seed: SEED,
      numRuns: 1,
    });
    if (!intents) throw new Error('fast-check produced no sample');

    /** The body of an intent, and the effects the test expects (payee of a new name filled in later). */
    function bodyOf(intent: Intent) {
      const wallet = walletIds[intent.a % walletIds.length] as number;
      const amount = intent.cents / 100;
      const date_time = intent.future ? '2999-06-01T00:00:00.000Z' : '2026-01-10T08:00:00.000Z';
      // Now and then excluded from stats: the monthly sums keep those apart. Labels by name (made on first
      // use): none, one or two, so that an edit moves an entry's sums to other labels.
      const labels = [LABELS[intent.b % LABELS.length], LABELS[intent.payee % LABELS.length]]
        .slice(0, intent.cents % 3)
        .map((name) => ({ name, color: '#336699' }));
      const common = {
        date_time,
        confirmed: intent.confirmed,
        note: `op ${intent.a}`,
        exclude_from_stats: intent.target % 7 === 0,
        labels: [...new Map(labels.map((label) => [label.name, label])).values()],
      };
      switch (intent.kind) {
        case 'expense':
          return {
            body: { ...common, amount: -amount, account_id: wallet, category_id: 3 },
            effects: [{ wallet, payee: null, cents: -intent.cents }],
          };
        case 'income':
          return {
            body: { ...common, amount, account_id: wallet, category_id: 73 },
            effects: [{ wallet, payee: null, cents: intent.cents }],
          };
        case 'transfer': {
          // Out of wallet (null) on one side now and then.
          const choices = [...walletIds, null];
          const from = choices[intent.a % choices.length] ?? null;
          let to = choices[intent.b % choices.length] ?? null;
          if (to === from) to = from === null ? wallet : null;
          return {
            // The client's out of wallet: null as the source, 0 as the target.
            body: { ...common, amount, account_id: from, transfer_id: to ?? 0 },
            effects: [
              { wallet: from, payee: null, cents: -intent.cents },
              { wallet: to, payee: null, cents: intent.cents },
            ],
          };
        }
        case 'debit': {
          const sign = intent.b % 2 === 0 ? 1 : -1;
          const existing =
            payees.length > 0 && intent.payee % 4 !== 0 ? payees[intent.payee % payees.length] : undefined;
          return {
            body: {
              ...common,
              amount: sign * amount,
              account_id: wallet,
              // An existing payee by id, or a payee by name (new, or reused when the name exists).
              payee_id: existing ?? `Payee ${intent.payee % 1000}`,
            },
            effects: [{ wallet, payee: existing ?? -1, cents: sign * intent.cents }],
          };
        }
        case 'saving': {
          // Deposits mostly; a withdrawal now and then, refused when the goal does not hold enough.
          const sign = intent.b % 3 === 0 ? -1 : 1;
          const goal = goals[intent.payee % goals.length] as (typeof goals)[number];
          return {
            body: {
              ...common,
              amount: sign * amount,
              account_id: wallet,
              category_id: 62,
              goal_id: goal.uuid,
            },
            effects: [
              {
                wallet,
                payee: null,
                cents: -sign * intent.cents,
                goal: { id: goal.id, cents: sign * intent.cents },
              },
            ],
          };
        }
      }
    }

    /** A write the server refused whole because a goal would fall below zero. */
    const refusedForGoal = async (response: Response) => {
      if (response.status !== 422) return false;
      const body = (await response.clone().json()) as { fields?: Record<string, string> };
      return body.fields?.amount === 'withdrawal greater than goal balance';
    };

    async function run(intent: Intent, target: Known | undefined) {
      if (intent.op === 'delete' && target) {
        const deleted = await request('DELETE', `/api/entry/${target.uuid}`);
        if (await refusedForGoal(deleted)) return;
        await json(deleted);
        live.delete(target.uuid);
        return;
      }
      const { body, effects } = bodyOf(intent);
      const response =
        intent.op === 'edit' && target
          ? await request('PUT', `/api/entry/${intent.kind}/${target.uuid}`, body)
          : await request('POST', `/api/entry/${intent.kind}`, body);
      if (await refusedForGoal(response)) {
        refusals += 1;
        return;
      }
      const entry = entrySchema.parse(await json(response, intent.op === 'edit' && target ? 200 : 201));
      if (entry.payee_id !== null && !payees.includes(entry.payee_id)) payees.push(entry.payee_id);
      const resolved = effects.map((effect) =>
        effect.payee === -1 ? { ...effect, payee: entry.payee_id } : effect,
      );
      expect(entry.planned).toBe(intent.future);
      live.set(entry.uuid, {
        uuid: entry.uuid,
        planned: intent.future,
        confirmed: intent.confirmed,
        counted: intent.confirmed && !intent.future,
        effects: resolved,
      });
    }

    let refusals = 0;
    let index = 0;
    while (index < intents.length) {
      const size = intents[index]?.batch ?? 1;
      const batch = intents.slice(index, index + size);
      index += size;
      // Edits and deletes in one batch aim at different entries, so the expected outcome is order-free.
      const available = [...live.values()];
      const taken = new Set<string>();
      const work = batch.map((intent) => {
        if (intent.op === 'create' || available.length === 0)
          return run({ ...intent, op: 'create' }, undefined);
        const start = intent.target % available.length;
        for (let step = 0; step < available.length; step++) {
          const candidate = available[(start + step) % available.length] as Known;
          if (!taken.has(candidate.uuid)) {
            taken.add(candidate.uuid);
            return run(intent, candidate);
          }
        }
        return run({ ...intent, op: 'create' }, undefined);
      });
      await Promise.all(work);
    }

    const check = async () => {
      const expectedWallets = new Map(opening);
      const expectedPayees = new Map<number, number>(payees.map((id) => [id, 0]));
      const expectedGoals = new Map<number, number>(goals.map((goal) => [goal.id, 0]));
      for (const known of live.values()) {
        if (!known.counted) continue;
        for (const effect of known.effects) {
          if (effect.wallet !== null)
            expectedWallets.set(effect.wallet, (expectedWallets.get(effect.wallet) ?? 0) + effect.cents);
          if (effect.payee !== null)
            expectedPayees.set(effect.payee, (expectedPayees.get(effect.payee) ?? 0) + effect.cents);
          if (effect.goal)
            expectedGoals.set(effect.goal.id, (expectedGoals.get(effect.goal.id) ?? 0) + effect.goal.cents);
        }
      }
      for (const goal of goalListSchema.parse(await json(await request('GET', '/api/goals')))) {
        expect(Math.round(goal.balance * 100), `goal ${goal.name}`).toBe(expectedGoals.get(goal.id));
      }
      const goalRows = await server.db.query<{ id: number; balance_cents: number; expected: number }>(
        `SELECT g.id, g.balance_cents, coalesce((
           SELECT sum(e.amount_cents) FROM entries e
           WHERE e.goal_id = g.id AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned), 0)::bigint AS expected
         FROM goals g WHERE g.workspace_id = $1`,
        [user.workspace.uuid],
      );
      for (const row of goalRows) expect(row.balance_cents, `goal ${row.id} in SQL`).toBe(row.expected);
      const apiWallets = await walletsOf(server, user);
      for (const wallet of apiWallets) {
        expect(Math.round(walletMoney(wallet) * 100), `wallet ${wallet.name}`).toBe(
          expectedWallets.get(wallet.id),
        );
      }
      const fromRows = await server.db.query<{ id: number; balance_cents: number; expected: number }>(
        `SELECT w.id, w.balance_cents, w.opening_balance_cents + coalesce((
           SELECT sum(CASE WHEN e.type = 'saving' THEN -e.amount_cents ELSE e.amount_cents END) FROM entries e
           WHERE e.account_id = w.id AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned), 0)::bigint AS expected
         FROM wallets w WHERE w.workspace_id = $1`,
        [user.workspace.uuid],
      );
      for (const row of fromRows) expect(row.balance_cents, `wallet ${row.id} in SQL`).toBe(row.expected);
      const payeeRows = await server.db.query<{ id: number; balance_cents: number; expected: number }>(
        `SELECT p.id, p.balance_cents, coalesce((
           SELECT sum(e.amount_cents) FROM entries e
           WHERE e.payee_id = p.id AND e.type = 'debit' AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned), 0)::bigint
           AS expected
         FROM payees p WHERE p.workspace_id = $1`,
        [user.workspace.uuid],
      );
      for (const row of payeeRows) {
        expect(row.balance_cents, `payee ${row.id} in SQL`).toBe(row.expected);
        expect(row.balance_cents, `payee ${row.id} from the operations`).toBe(
          expectedPayees.get(row.id) ?? 0,
        );
      }
      // The maintained list totals agree with the rows.
      const counters = await server.db.query<{
        planned: number;
        unplanned: number;
        actual_planned: number;
        actual_unplanned: number;
      }>(
        `SELECT c.planned, c.unplanned,
           (SELECT count(*) FROM entries e WHERE e.workspace_id = c.workspace_id AND e.planned AND e.deleted_at IS NULL)::bigint
             AS actual_planned,
           (SELECT count(*) FROM entries e WHERE e.workspace_id = c.workspace_id AND NOT e.planned AND e.deleted_at IS NULL)::bigint
             AS actual_unplanned
         FROM entry_counts c WHERE c.workspace_id = $1`,
        [user.workspace.uuid],
      );
      expect(counters).toHaveLength(1);
      for (const row of counters) {
        expect(row.planned, 'entry_counts.planned').toBe(row.actual_planned);
        expect(row.unplanned, 'entry_counts.unplanned').toBe(row.actual_unplanned);
      }
      const listed = entryPageSchema.parse(await json(await request('GET', '/api/entry')));
      const liveRows = [...live.values()].reduce((sum, known) => sum + known.effects.length, 0);
      expect(listed.total).toBe(liveRows);
      // The month counters (0005) agree with the rows key by key, and so do the filtered totals read from them.
      const monthCounters = await server.db.query<{ key: string; counted: number; actual: number }>(
        `SELECT concat_ws(' ', month, account_key, category_id, type, planned) AS key,
           sum(counted)::bigint AS counted, sum(actual)::bigint AS actual FROM (
             SELECT month, account_key, category_id, type, planned, entries AS counted, 0 AS actual
             FROM entry_month_counts WHERE workspace_id = $1
             UNION ALL
             SELECT date_trunc('month', date_time AT TIME ZONE 'UTC')::date, coalesce(account_id, 0), category_id,
               type, planned, 0, 1
             FROM entries WHERE workspace_id = $1 AND deleted_at IS NULL) sides
         GROUP BY month, account_key, category_id, type, planned`,
        [user.workspace.uuid],
      );
      expect(monthCounters.length).toBeGreaterThan(0);
      for (const row of monthCounters) expect(row.counted, `entry_month_counts ${row.key}`).toBe(row.actual);
      const monthTotals = await server.db.query<{ key: string; counted: number; actual: number }>(
        `SELECT concat_ws(' ', month, planned) AS key, sum(counted)::bigint AS counted, sum(actual)::bigint AS actual
         FROM (
           SELECT month, planned, entries AS counted, 0 AS actual FROM entry_month_totals WHERE workspace_id = $1
           UNION ALL
           SELECT date_trunc('month', date_time AT TIME ZONE 'UTC')::date, planned, 0, 1
           FROM entries WHERE workspace_id = $1 AND deleted_at IS NULL) sides
         GROUP BY month, planned`,
        [user.workspace.uuid],
      );
      for (const row of monthTotals) expect(row.counted, `entry_month_totals ${row.key}`).toBe(row.actual);
      // The stats sums (0009) agree with the rows that count, key by key.
      const monthSums = await server.db.query<{ key: string; summed: number; actual: number }>(
        `SELECT concat_ws(' ', month, account_key, category_id, type, currency_id, stats_excluded) AS key,
           sum(summed)::bigint AS summed, sum(actual)::bigint AS actual FROM (
             SELECT month, account_key, category_id, type, currency_id, stats_excluded, cents AS summed, 0 AS actual
             FROM entry_month_sums WHERE workspace_id = $1
             UNION ALL
             SELECT date_trunc('month', date_time AT TIME ZONE 'UTC')::date, coalesce(account_id, 0), category_id,
               type, currency_id, exclude_from_stats, 0, amount_cents
             FROM entries WHERE workspace_id = $1 AND deleted_at IS NULL AND confirmed AND NOT planned) sides
         GROUP BY month, account_key, category_id, type, currency_id, stats_excluded`,
        [user.workspace.uuid],
      );
      expect(monthSums.length).toBeGreaterThan(0);
      for (const row of monthSums) expect(row.summed, `entry_month_sums ${row.key}`).toBe(row.actual);
      // The labels mirrored on the entries (0010) are their links, and the sums per label agree with the rows.
      const [mirror] = await server.db.query<{ stale: number }>(
        `SELECT count(*)::int AS stale FROM entries e WHERE e.workspace_id = $1
           AND e.label_ids IS DISTINCT FROM
             ARRAY(SELECT el.label_id FROM entry_labels el WHERE el.entry_id = e.id ORDER BY el.label_id)`,
        [user.workspace.uuid],
      );
      expect(mirror?.stale, 'entries.label_ids').toBe(0);
      const labelSums = await server.db.query<{ key: string; summed: number; actual: number }>(
        `SELECT concat_ws(' ', month, label_id, account_key, category_id, type, currency_id, stats_excluded) AS key,
           sum(summed)::bigint AS summed, sum(actual)::bigint AS actual FROM (
             SELECT month, label_id, account_key, category_id, type, currency_id, stats_excluded, cents AS summed,
               0 AS actual
             FROM entry_label_month_sums WHERE workspace_id = $1
             UNION ALL
             SELECT date_trunc('month', e.date_time AT TIME ZONE 'UTC')::date, el.label_id, coalesce(e.account_id, 0),
               e.category_id, e.type, e.currency_id, e.exclude_from_stats, 0, e.amount_cents
             FROM entries e JOIN entry_labels el ON el.entry_id = e.id
             WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned) sides
         GROUP BY month, label_id, account_key, category_id, type, currency_id, stats_excluded`,
        [user.workspace.uuid],
      );
      expect(labelSums.some((row) => row.actual !== 0)).toBe(true);
      for (const row of labelSums) expect(row.summed, `entry_label_month_sums ${row.key}`).toBe(row.actual);
      const filtered: [string, (known: Known, effect: Effect, index: number) => boolean][] = [
        ...wallets.map((wallet): [string, (known: Known, effect: Effect) => boolean] => [
          `filters[account_id]=${wallet.uuid}`,
          (_, effect) => effect.wallet === wallet.id,
        ]),
        // Partial months at the range's start: counted from the rows, the months after from the counters.
        ['filters[planned]=1&filters[date_time]=>=|2999-05-20', (known) => known.planned],
        ['filters[type]=planned&filters[date_time]=>=|2999-5-20', (known) => known.planned],
        ['filters[planned]=0&filters[planned]=0&filters[date_time]=>=|2026-1-5', (known) => !known.planned],
      ];
      for (const [query, matches] of filtered) {
        const page = entryPageSchema.parse(await json(await request('GET', `/api/entry?${query}`)));
        const expected = [...live.values()].reduce(
          (sum, known) => sum + known.effects.filter((effect, index) => matches(known, effect, index)).length,
          0,
        );
        expect(page.total, query).toBe(expected);
      }
      const debts = debtListSchema.parse(await json(await request('GET', '/api/debits')));
      expect(debts.length).toBeGreaterThan(0);
      for (const debt of debts) {
        expect(debt.type).toBe('debit');
        expect(Math.round(debt.debts.balance * 100), `debt ${debt.name}`).toBe(
          expectedPayees.get(debt.id) ?? 0,
        );
      }
    };

    await check();
    expect(live.size).toBeGreaterThan(20);
    // Deleting a label takes it off its entries, and its amounts out of its sums.
    const [doomed] = labelListResponseSchema.parse(await json(await request('GET', '/api/label/list')));
    if (!doomed) throw new Error('the operations made no label');
    await json(await request('DELETE', `/api/label/${doomed.id}`));
    await check();
    expect([...live.values()].some((known) => known.effects.some((effect) => effect.goal))).toBe(true);
    expect(refusals, 'some withdrawals found their goal short').toBeGreaterThan(0);

    // The planned ones come due: the job (run twice, as by two servers) makes the confirmed ones count.
    await server.db.query(
      "UPDATE entries SET date_time = now() - interval '1 hour' WHERE workspace_id = $1 AND planned AND deleted_at IS NULL",
      [user.workspace.uuid],
    );
    await Promise.all([settleDuePlannedEntries(server.db, 50), settleDuePlannedEntries(server.db, 50)]);
    while ((await settleDuePlannedEntries(server.db, 50)) > 0) {
      // drain
    }
    for (const known of live.values()) {
      known.counted = known.confirmed;
      known.planned = false;
    }
    await check();
    // Nobody else's data was touched, and the call carried the right workspace header.
    expect((await call(server, 'GET', '/api/wallet/list', { session: user.session })).status).toBe(200);
  });
});
