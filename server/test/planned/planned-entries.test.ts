import {
  DATE_MESSAGE,
  entryPageSchema,
  entrySchema,
  messageResponseSchema,
  type PlannedEntry,
  plannedEntryListSchema,
  plannedEntrySchema,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDuePlans } from '../../src/jobs/recurring-entries.ts';
import { json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, ledgerTeam } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let owner: ReturnType<typeof as>;

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
  owner = as(server, team.owner);
});

afterAll(async () => {
  await server?.close();
});

const FUTURE = '2099-01-31T00:00:00.000Z';

/** A plan of a future expense on `wallet`: nothing of it comes unless a test backdates it. */
const expensePlan = (wallet: { id: number }, change: Record<string, unknown> = {}) => ({
  type: 'expenses',
  amount: -5,
  account_id: wallet.id,
  category_id: 3,
  planning: 'monthly',
  date_time: FUTURE,
  ...change,
});

async function walletWith(balance = 0, name = 'Planned') {
  return createWallet(server, team.owner, { name, balance });
}

async function balanceCents(wallet: { id: number }) {
  const [row] = await server.db.query<{ balance_cents: number }>(
    'SELECT balance_cents FROM wallets WHERE id = $1',
    [wallet.id],
  );
  return row?.balance_cents;
}

async function create(body: Record<string, unknown>, user = owner): Promise<PlannedEntry> {
  return plannedEntrySchema.parse(await json(await user('POST', '/api/entry/planned', body), 201));
}

/** GET /api/entry/planned: the whole list, bare (the client sends page=0). */
async function plans(user = owner, query = '?page=0'): Promise<PlannedEntry[]> {
  return plannedEntryListSchema.parse(await json(await user('GET', `/api/entry/planned${query}`)));
}

async function readPlan(uuid: string, user = owner): Promise<PlannedEntry> {
  return plannedEntrySchema.parse(await json(await user('GET', `/api/entry/planned/${uuid}`)));
}

/** The live entries a plan wrote, oldest first. */
async function occurrencesOf(plan: { uuid: string }) {
  return server.db.query<{ date_time: Date; amount_cents: number; planned: boolean; note: string | null }>(
    `SELECT e.date_time, e.amount_cents, e.planned, e.note FROM planned_entry_runs r
     JOIN planned_entries p ON p.id = r.planned_entry_id JOIN entries e ON e.id = r.entry_id
     WHERE p.uuid = $1::uuid AND e.deleted_at IS NULL ORDER BY e.date_time`,
    [plan.uuid],
  );
}

const dates = (rows: readonly { date_time: Date }[]) =>
  rows.map((row) => new Date(row.date_time).toISOString());

/** Makes a plan due as if time had passed: its start and next execution move to `start`. */
async function backdate(plan: { uuid: string }, start: string) {
  await server.db.query(
    'UPDATE planned_entries SET start_date_time = $2, next_execution = $2 WHERE uuid = $1::uuid',
    [plan.uuid, start],
  );
}

/**
 * A plan whose days have come (a new plan may not start in the past): created in the future, then its start,
 * next execution and end moved back as if time had passed, and the job run; answers the plan as read then.
 */
async function pastPlan(body: Record<string, unknown> & { date_time: string; end_date_time: string }) {
  const plan = await create({ ...body, date_time: FUTURE, end_date_time: null });
  await backdate(plan, body.date_time);
  await server.db.query('UPDATE planned_entries SET end_date_time = $2 WHERE uuid = $1::uuid', [
    plan.uuid,
    body.end_date_time,
  ]);
  await runDuePlans(server.db);
  return readPlan(plan.uuid);
}

describe('planned entries API', () => {
  it('creates, reads, lists, edits and deletes a plan', async () => {
    const wallet = await walletWith(0, 'Rent wallet');
    const rent = await create({
      type: 'expenses',
      amount: -850,
      account_id: wallet.id,
      category_id: 16,
      note: 'Rent',
      planning: 'monthly',
      date_time: FUTURE,
      labels: [{ name: 'House', color: '#aa0000' }],
    });
    expect(rent).toMatchObject({
      type: 'expenses',
      amount: -850,
      planning: 'monthly',
      planned: true,
      date_time: FUTURE,
      end_date_time: null,
      next_execution: FUTURE,
      last_execution: null,
      account_id: wallet.id,
      wallet: { uuid: wallet.uuid, name: 'Rent wallet' },
      category_id: 16,
      sub_category: { slug: 'rent', category: { slug: 'home' } },
      currency_id: 2,
      currency: { id: 2, code: 'EUR' },
      payment_type_id: 1,
      payment_type: { id: 1, slug: 'credit_card' },
      confirmed: true,
      payee: null,
      labels: [{ name: 'House', color: '#aa0000' }],
    });
    // Nothing has come yet: no entry, no balance moved.
    expect(await occurrencesOf(rent)).toEqual([]);
    expect(await balanceCents(wallet)).toBe(0);

    expect(await readPlan(rent.uuid)).toEqual(rent);

    const soon = await create({
      type: 'incoming',
      amount: 10,
      account_id: wallet.id,
      category_id: 73,
      planning: 'weekly',
      date_time: '2098-06-01T00:00:00.000Z',
    });
    expect(soon).toMatchObject({ type: 'incoming', planning: 'weekly' });
    // The whole list, by next execution; `page` changes nothing.
    const listed = await plans();
    expect(listed.map((item) => item.uuid)).toEqual([soon.uuid, rent.uuid]);
    expect(listed[1]).toEqual(rent);
    expect(await plans(owner, '?page=2')).toEqual(listed);
    expect(await plans(owner, '')).toEqual(listed);

    const edited = plannedEntrySchema.parse(
      await json(
        await owner('PUT', `/api/entry/planned/${rent.uuid}`, {
          type: 'expenses',
          amount: -900.5,
          account_id: wallet.id,
          category_id: 16,
          note: 'Rent 2099',
          planning: 'yearly',
          date_time: FUTURE,
          end_date_time: '2101-12-31T00:00:00.000Z',
          labels: [],
        }),
      ),
    );
    expect(edited).toMatchObject({
      uuid: rent.uuid,
      amount: -900.5,
      note: 'Rent 2099',
      planning: 'yearly',
      end_date_time: '2101-12-31T00:00:00.000Z',
      next_execution: FUTURE,
      labels: [],
    });

    expect(await readPlan(rent.uuid)).toEqual(edited);

    messageResponseSchema.parse(await json(await owner('DELETE', `/api/entry/planned/${rent.uuid}`)));
    await expectError(await owner('GET', `/api/entry/planned/${rent.uuid}`), 404, 'not_found');
    await expectError(await owner('DELETE', `/api/entry/planned/${rent.uuid}`), 404, 'not_found');
    await expectError(
      await owner('PUT', `/api/entry/planned/${rent.uuid}`, expensePlan(wallet)),
      404,
      'not_found',
    );
    expect((await plans()).map((item) => item.uuid)).toEqual([soon.uuid]);
  });

  it('lists every plan at once, past any page size', async () => {
    const outsider = as(server, team.outsider);
    const [wallet] = await server.db.query<{ id: number }>('SELECT id FROM wallets WHERE workspace_id = $1', [
      team.outsider.workspace.uuid,
    ]);
    const created: string[] = [];
    for (let index = 0; index < 35; index++) {
      const day = String(1 + (index % 28)).padStart(2, '0');
      const month = index < 28 ? '01' : '02';
      created.push(
        (await create(expensePlan({ id: wallet?.id ?? 0 }, { date_time: `2098-${month}-${day}` }), outsider))
          .uuid,
      );
    }
    const all = await plans(outsider);
    expect(all.map((item) => item.uuid)).toEqual(created);
    expect(await plans(outsider, '?page=2')).toEqual(all);
    for (const uuid of created) {
      messageResponseSchema.parse(await json(await outsider('DELETE', `/api/entry/planned/${uuid}`)));
    }
    expect(await plans(outsider)).toEqual([]);
  });

  it('keeps `planned` out of the entry routes: never an entry id nor an entry type', async () => {
    // POST /api/entry/planned with an entry's body: the planned rules answer, not 'Invalid entry type'.
    const wallet = await walletWith();
    const error = await expectError(
      await owner('POST', '/api/entry/planned', {
        type: 'expenses',
        amount: -5,
        account_id: wallet.id,
        category_id: 3,
        planning: 0,
      }),
      422,
      'validation_failed',
    );
    expect(error.fields).toEqual({ planning: 'choose planned type', date_time: 'choose start date' });
    // The list answers the plans, not 'Entry not found'.
    await plans();
    // A plan is not an entry, and an entry is not a plan.
    const planned = await create(expensePlan(wallet));
    await expectError(await owner('GET', `/api/entry/${planned.uuid}`), 404, 'not_found');
    await expectError(await owner('DELETE', `/api/entry/${planned.uuid}`), 404, 'not_found');
    const entry = entrySchema.parse(
      await json(
        await owner('POST', '/api/entry/expense', { amount: -1, account_id: wallet.id, category_id: 3 }),
        201,
      ),
    );
    await expectError(await owner('GET', `/api/entry/planned/${entry.uuid}`), 404, 'not_found');
    await expectError(await owner('DELETE', `/api/entry/planned/${entry.uuid}`), 404, 'not_found');
    expect(await readPlan(planned.uuid)).toEqual(planned);
  });

  it('refuses a start before today, writing nothing; an edit may keep a past start', async () => {
    const wallet = await walletWith(0, 'Decades');
    const before = (await plans()).length;
    const error = await expectError(
      await owner(
        'POST',
        '/api/entry/planned',
        expensePlan(wallet, { date_time: '1990-01-01', planning: 'daily' }),
      ),
      422,
      'validation_failed',
    );
    expect(error.fields).toEqual({ date_time: 'start date must be greater than today' });
    expect(await plans()).toHaveLength(before);
    expect(await balanceCents(wallet)).toBe(0);

    // A plan started long ago (an old one, or one whose days have come) keeps its start when edited.
    const old = await create(expensePlan(wallet));
    const start = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await backdate(old, start);
    await server.db.query('UPDATE planned_entries SET next_execution = $2 WHERE uuid = $1::uuid', [
      old.uuid,
      FUTURE,
    ]);
    const edited = plannedEntrySchema.parse(
      await json(
        await owner(
          'PUT',
          `/api/entry/planned/${old.uuid}`,
          expensePlan(wallet, { date_time: start, amount: -7 }),
        ),
      ),
    );
    expect(edited.amount).toBe(-7);
    const moved = await expectError(
      await owner(
        'PUT',
        `/api/entry/planned/${old.uuid}`,
        expensePlan(wallet, { date_time: new Date(Date.now() - 4 * 86_400_000).toISOString() }),
      ),
      422,
      'validation_failed',
    );
    expect(moved.fields).toEqual({ date_time: 'start date must be greater than today' });
  });

  it('answers 422 per field with the SPEC messages', async () => {
    const wallet = await walletWith();
    const valid = expensePlan(wallet);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ planning: null }, { planning: 'choose planned type' }],
      [{ planning: 0 }, { planning: 'choose planned type' }],
      [{ planning: 'fortnightly' }, { planning: 'choose planned type' }],
      [{ date_time: null }, { date_time: 'choose start date' }],
      [{ date_time: '' }, { date_time: 'choose start date' }],
      [{ date_time: 'tomorrow' }, { date_time: DATE_MESSAGE }],
      [{ date_time: '2099-02-30' }, { date_time: DATE_MESSAGE }],
      [{ end_date_time: '2099-02-30' }, { end_date_time: DATE_MESSAGE }],
      [{ end_date_time: '2099-01-30T00:00:00.000Z' }, { end_date_time: 'end date greater than start date' }],
      [{ end_date_time: '2099-1-30' }, { end_date_time: 'end date greater than start date' }],
      [{ amount: null }, { amount: 'insert amount' }],
      [{ amount: 5 }, { amount: 'An expense must be negative' }],
      [{ type: 'incoming', amount: -5, category_id: 73 }, { amount: 'An income must be positive' }],
      [{ type: 'debit' }, { payee_id: 'choose payee' }],
      [{ type: 'debit', payee_id: ' ' }, { payee_id: 'insert payee name' }],
      [{ type: 'transfer' }, { type: 'Invalid entry type' }],
      [{ type: 'saving' }, { type: 'Invalid entry type' }],
      [{ type: 'planned' }, { type: 'Invalid entry type' }],
      [{ type: undefined }, { type: 'Invalid entry type' }],
      [{ currency_id: 999 }, { currency_id: 'Unknown currency' }],
    ];
    for (const [change, fields] of cases) {
      const error = await expectError(
        await owner('POST', '/api/entry/planned', { ...valid, ...change }),
        422,
        'validation_failed',
      );
      expect(error.fields, JSON.stringify(change)).toEqual(fields);
    }
    for (const amount of [1.234, '-1.234', 'five']) {
      const error = await expectError(
        await owner('POST', '/api/entry/planned', { ...valid, amount }),
        422,
        'validation_failed',
      );
      expect(Object.keys(error.fields ?? {}), String(amount)).toEqual(['amount']);
    }
    const label = await expectError(
      await owner('POST', '/api/entry/planned', { ...valid, labels: [1] }),
      422,
      'validation_failed',
    );
    expect(Object.keys(label.fields ?? {}).every((key) => key.startsWith('labels'))).toBe(true);
    // Nothing half-written: no plan from any of them.
    const [row] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM planned_entries WHERE account_id = $1',
      [wallet.id],
    );
    expect(row?.count).toBe(0);
    // Accepted spellings: one-shot is stored as one_shot; amounts as numeric strings, dates unpadded or with
    // slashes, flags as 0/1.
    expect((await create({ ...valid, planning: 'one-shot' })).planning).toBe('one_shot');
    expect(
      await create({
        ...valid,
        amount: '-5.50',
        date_time: '2099-1-31',
        end_date_time: '2100/2/1',
        exclude_from_stats: 1,
        confirmed: 0,
      }),
    ).toMatchObject({
      amount: -5.5,
      date_time: FUTURE,
      end_date_time: '2100-02-01T00:00:00.000Z',
      exclude_from_stats: true,
      confirmed: false,
    });
  });

  it('refuses an end before today on end_date_time; an edit may keep the stored end of a plan that has ended', async () => {
    const wallet = await walletWith();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const endInPast = { end_date_time: 'end date must be greater than today' };
    const created = await expectError(
      await owner(
        'POST',
        '/api/entry/planned',
        expensePlan(wallet, { date_time: daysAgo(0), end_date_time: daysAgo(10) }),
      ),
      422,
      'validation_failed',
    );
    expect(created.fields).toEqual(endInPast);

    const ended = await pastPlan({
      ...expensePlan(wallet),
      date_time: daysAgo(60),
      end_date_time: daysAgo(30),
    });
    const edit = (change: Record<string, unknown>) =>
      owner(
        'PUT',
        `/api/entry/planned/${ended.uuid}`,
        expensePlan(wallet, { date_time: ended.date_time, end_date_time: ended.end_date_time, ...change }),
      );
    // Its note changed, its start and end kept: still ended, nothing runs again.
    const renamed = plannedEntrySchema.parse(await json(await edit({ note: 'Old gym' })));
    expect(renamed).toMatchObject({
      note: 'Old gym',
      end_date_time: ended.end_date_time,
      next_execution: null,
    });
    const moved = await expectError(await edit({ end_date_time: daysAgo(20) }), 422, 'validation_failed');
    expect(moved.fields).toEqual(endInPast);
    const later = plannedEntrySchema.parse(await json(await edit({ end_date_time: FUTURE })));
    expect(later.end_date_time).toBe(FUTURE);
  });

  it('answers 422 for a plan without wallet or category, whatever spelling its type has', async () => {
    const wallet = await walletWith();
    for (const type of ['expenses', 'expense', 'incoming', 'income']) {
      const error = await expectError(
        await owner('POST', '/api/entry/planned', {
          ...expensePlan(wallet),
          type,
          amount: type.startsWith('inc') ? 5 : -5,
          account_id: -1,
          category_id: 0,
        }),
        422,
        'validation_failed',
      );
      expect(error.fields, type).toEqual({ account_id: 'choose wallet', category_id: 'choose category' });
    }
    const [row] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM planned_entries WHERE workspace_id = $1',
      [team.workspace],
    );
    const before = row?.count;
    await expectError(
      await owner('POST', '/api/entry/planned', { ...expensePlan(wallet), account_id: null }),
      422,
      'validation_failed',
    );
    const [after] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM planned_entries WHERE workspace_id = $1',
      [team.workspace],
    );
    expect(after?.count).toBe(before);
  });

  it('plans a debit to an existing or a new payee', async () => {
    const wallet = await walletWith();
    const debit = await create({
      type: 'debit',
      amount: -20,
      account_id: wallet.id,
      category_id: 0,
      payee_id: 'Planned Paola',
      planning: 'weekly',
      date_time: FUTURE,
    });
    expect(debit).toMatchObject({
      type: 'debit',
      category_id: 55,
      sub_category: { id: 55 },
      payee: { name: 'Planned Paola' },
    });
    const again = await create({
      type: 'debit',
      amount: 20,
      account_id: wallet.id,
      payee_id: debit.payee_id,
      planning: 'daily',
      date_time: FUTURE,
    });
    expect(again.payee?.uuid).toBe(debit.payee?.uuid);
    // Planned debits do not move the payee's balance until they come.
    const [payee] = await server.db.query<{ balance_cents: number }>(
      'SELECT balance_cents FROM payees WHERE id = $1',
      [debit.payee_id],
    );
    expect(payee?.balance_cents).toBe(0);
  });

  it('answers 404 for another workspace’s plans and references, 403 to viewers', async () => {
    const wallet = await walletWith();
    const plan = await create(expensePlan(wallet));
    const body = expensePlan(wallet, { amount: -1, planning: 'daily' });
    for (const outsider of [as(server, team.outsider), as(server, team.outsider, team.workspace)]) {
      await expectError(await outsider('GET', `/api/entry/planned/${plan.uuid}`), 404, 'not_found');
      await expectError(await outsider('PUT', `/api/entry/planned/${plan.uuid}`, body), 404, 'not_found');
      await expectError(await outsider('DELETE', `/api/entry/planned/${plan.uuid}`), 404, 'not_found');
      await expectError(await outsider('POST', '/api/entry/planned', body), 404, 'not_found');
    }
    const outsiderList = await plans(as(server, team.outsider));
    expect(outsiderList.map((item) => item.uuid)).not.toContain(plan.uuid);

    // The outsider's own workspace: the owner's label and payee ids are not theirs either.
    const [ownWallet] = await server.db.query<{ id: number }>(
      'SELECT id FROM wallets WHERE workspace_id = $1',
      [team.outsider.workspace.uuid],
    );
    const [label] = await server.db.query<{ id: number }>('SELECT id FROM labels WHERE workspace_id = $1', [
      team.workspace,
    ]);
    const [payee] = await server.db.query<{ id: number }>('SELECT id FROM payees WHERE workspace_id = $1', [
      team.workspace,
    ]);
    const outsider = as(server, team.outsider);
    const own = { ...body, account_id: ownWallet?.id };
    await expectError(
      await outsider('POST', '/api/entry/planned', { ...own, labels: [{ name: label?.id, color: null }] }),
      404,
      'not_found',
    );
    await expectError(
      await outsider('POST', '/api/entry/planned', { ...own, type: 'debit', payee_id: payee?.id }),
      404,
      'not_found',
    );
    await expectError(
      await outsider('POST', '/api/entry/planned', { ...own, category_id: 99_999 }),
      404,
      'not_found',
    );

    const viewer = as(server, team.viewer, team.workspace);
    await json(await viewer('GET', `/api/entry/planned/${plan.uuid}`));
    await json(await viewer('GET', '/api/entry/planned'));
    await expectError(await viewer('POST', '/api/entry/planned', body), 403, 'forbidden');
    await expectError(await viewer('PUT', `/api/entry/planned/${plan.uuid}`, body), 403, 'forbidden');
    await expectError(await viewer('DELETE', `/api/entry/planned/${plan.uuid}`), 403, 'forbidden');
    // Nothing the outsiders and the viewer tried changed the plan.
    expect(await readPlan(plan.uuid)).toEqual(plan);
  });
});

describe('recurring entries', () => {
  it('writes the occurrences that have come when a plan starts in the past, with their dates and balances', async () => {
    const wallet = await walletWith(100);
    const plan = await pastPlan({
      type: 'expenses',
      amount: -10.25,
      account_id: wallet.id,
      category_id: 16,
      note: 'Gym',
      planning: 'monthly',
      date_time: '2026-01-31T00:00:00.000Z',
      end_date_time: '2026-05-31T00:00:00.000Z',
      labels: [{ name: 'Sport', color: '#00aa00' }],
    });
    // Every occurrence up to the end date (the end day included), the 31st kept after shorter months.
    expect(dates(await occurrencesOf(plan))).toEqual([
      '2026-01-31T00:00:00.000Z',
      '2026-02-28T00:00:00.000Z',
      '2026-03-31T00:00:00.000Z',
      '2026-04-30T00:00:00.000Z',
      '2026-05-31T00:00:00.000Z',
    ]);
    expect(plan).toMatchObject({ next_execution: null, last_execution: '2026-05-31T00:00:00.000Z' });
    expect(await balanceCents(wallet)).toBe(10000 - 5 * 1025);
    const rows = await occurrencesOf(plan);
    expect(rows.every((row) => row.amount_cents === -1025 && !row.planned && row.note === 'Gym')).toBe(true);
    const entries = entryPageSchema.parse(
      await json(await owner('GET', `/api/entry?per_page=100&filters[account_id]=${wallet.uuid}`)),
    );
    expect(entries.data).toHaveLength(5);
    expect(entries.data[0]).toMatchObject({
      type: 'expenses',
      amount: -10.25,
      category_id: 16,
      planned: false,
      labels: [{ name: 'Sport' }],
    });

    // Running the job again writes nothing more.
    expect(await runDuePlans(server.db)).toBe(0);
    expect(await occurrencesOf(plan)).toHaveLength(5);
    expect(await balanceCents(wallet)).toBe(10000 - 5 * 1025);
  });

  it('runs yearly plans across years, 29 February on 28 February between leap years', async () => {
    const wallet = await walletWith();
    const plan = await pastPlan({
      type: 'incoming',
      amount: 100,
      account_id: wallet.id,
      category_id: 73,
      planning: 'yearly',
      date_time: '2023-02-28T00:00:00.000Z',
      end_date_time: '2026-12-31T00:00:00.000Z',
    });
    expect(dates(await occurrencesOf(plan))).toEqual([
      '2023-02-28T00:00:00.000Z',
      '2024-02-28T00:00:00.000Z',
      '2025-02-28T00:00:00.000Z',
      '2026-02-28T00:00:00.000Z',
    ]);
    const leap = await pastPlan({
      type: 'incoming',
      amount: 1,
      account_id: wallet.id,
      category_id: 73,
      planning: 'yearly',
      date_time: '2024-02-29T12:00:00.000Z',
      end_date_time: '2026-12-31T00:00:00.000Z',
    });
    expect(dates(await occurrencesOf(leap))).toEqual([
      '2024-02-29T12:00:00.000Z',
      '2025-02-28T12:00:00.000Z',
      '2026-02-28T12:00:00.000Z',
    ]);
    expect(await balanceCents(wallet)).toBe(40000 + 300);
  });

  it('runs a due plan with the job, then moves its next execution on', async () => {
    const wallet = await walletWith();
    const plan = await create(expensePlan(wallet, { amount: -3, planning: 'weekly' }));
    await backdate(plan, '2026-03-02T08:00:00.000Z');
    const now = new Date('2026-03-20T00:00:00.000Z');
    expect(await runDuePlans(server.db, now)).toBe(3);
    expect(dates(await occurrencesOf(plan))).toEqual([
      '2026-03-02T08:00:00.000Z',
      '2026-03-09T08:00:00.000Z',
      '2026-03-16T08:00:00.000Z',
    ]);
    expect(await readPlan(plan.uuid)).toMatchObject({
      next_execution: '2026-03-23T08:00:00.000Z',
      last_execution: '2026-03-16T08:00:00.000Z',
    });
    expect(await runDuePlans(server.db, now)).toBe(0);

    // An edit of the schedule resumes after the last occurrence written, never repeating one.
    const edited = plannedEntrySchema.parse(
      await json(
        await owner('PUT', `/api/entry/planned/${plan.uuid}`, {
          type: 'expenses',
          amount: -4,
          account_id: wallet.id,
          category_id: 3,
          planning: 'weekly',
          date_time: '2026-03-02T08:00:00.000Z',
        }),
      ),
    );
    // The real clock is past 2026-03-23: the edit ran what had come since (a batch of it; the job the
    // rest), after the last one written.
    expect(new Date(edited.last_execution ?? 0).getTime()).toBeGreaterThan(Date.parse('2026-03-16'));
    await runDuePlans(server.db);
    const written = dates(await occurrencesOf(plan));
    expect(new Set(written).size).toBe(written.length);
    expect(written.slice(0, 4)).toEqual([
      '2026-03-02T08:00:00.000Z',
      '2026-03-09T08:00:00.000Z',
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
    ]);
    expect(new Date((await readPlan(plan.uuid)).next_execution ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it('runs a one-shot plan once, and not a deleted plan', async () => {
    const wallet = await walletWith();
    const once = await create(expensePlan(wallet, { amount: -7, planning: 'one_shot' }));
    const gone = await create(expensePlan(wallet, { amount: -8, planning: 'daily' }));
    await backdate(once, '2026-04-01T00:00:00.000Z');
    await backdate(gone, '2026-04-01T00:00:00.000Z');
    messageResponseSchema.parse(await json(await owner('DELETE', `/api/entry/planned/${gone.uuid}`)));
    const now = new Date('2026-04-10T00:00:00.000Z');
    expect(await runDuePlans(server.db, now)).toBe(1);
    expect(await runDuePlans(server.db, now)).toBe(0);
    expect(dates(await occurrencesOf(once))).toEqual(['2026-04-01T00:00:00.000Z']);
    expect(await occurrencesOf(gone)).toEqual([]);
    expect(await balanceCents(wallet)).toBe(-700);
    expect((await readPlan(once.uuid)).next_execution).toBeNull();
  });

  it('writes each occurrence once when two runs go at once', async () => {
    const wallet = await walletWith();
    const plans: PlannedEntry[] = [];
    for (let index = 0; index < 6; index += 1) {
      const plan = await create(expensePlan(wallet, { amount: -1, planning: 'daily' }));
      await backdate(plan, '2026-05-01T00:00:00.000Z');
      plans.push(plan);
    }
    const now = new Date('2026-05-10T12:00:00.000Z');
    const [first, second] = await Promise.all([runDuePlans(server.db, now), runDuePlans(server.db, now)]);
    expect(first + second).toBe(6 * 10);
    expect(await runDuePlans(server.db, now)).toBe(0);
    for (const plan of plans) {
      const written = dates(await occurrencesOf(plan));
      expect(written).toHaveLength(10);
      expect(new Set(written).size).toBe(10);
    }
    expect(await balanceCents(wallet)).toBe(-6000);
  });
});
