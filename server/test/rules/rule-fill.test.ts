// Rules on entries a person writes (issue 25): they fill only what was left empty, the entry form's preview
// says the same before the save, a person's later edit makes a field theirs, and a plan's entry come due is
// filed like a new one. A rule written through the API is seen by the next entry at once.
import { type Entry, entrySchema, errorCodes, ruleEntryPreviewSchema, ruleSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDuePlans } from '../../src/jobs/recurring-entries.ts';
import { json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, ledgerTeam } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let owner: ReturnType<typeof as>;
let wallet: { id: number };
let coffeeLabel: number;

const GROCERIES = 67;
const RESTAURANT = 3;
const PAST = '2026-03-10T10:00:00.000Z';

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
  owner = as(server, team.owner);
  wallet = await createWallet(server, team.owner, { name: 'Fill wallet' });
  const labelled = await post('expenses', {
    amount: -1,
    account_id: wallet.id,
    category_id: RESTAURANT,
    date_time: PAST,
    labels: [{ name: 'Coffee', color: '#663300' }],
  });
  coffeeLabel = labelled.labels[0]?.id as number;
  await createRule({
    name: 'Coffee',
    conditions: { all: [{ field: 'note', op: 'contains', value: 'coffee' }] },
    actions: [
      { type: 'set_category', value: GROCERIES },
      { type: 'add_label', value: coffeeLabel },
    ],
  });
});

afterAll(async () => {
  await server?.close();
});

async function post(type: string, body: Record<string, unknown>): Promise<Entry> {
  return entrySchema.parse(await json(await owner('POST', `/api/entry/${type}`, body), 201));
}

async function createRule(body: Record<string, unknown>) {
  return ruleSchema.parse(await json(await owner('POST', '/api/rules', body), 201));
}

async function ruleFieldsOf(uuid: string) {
  const [row] = await server.db.query<{ rule_fields: Record<string, number> }>(
    'SELECT rule_fields FROM entries WHERE uuid = $1::uuid',
    [uuid],
  );
  return row?.rule_fields;
}

const coffee = (change: Record<string, unknown> = {}) => ({
  amount: -2.5,
  account_id: wallet.id,
  note: 'Coffee at the station',
  date_time: PAST,
  ...change,
});

describe('rules on new entries', () => {
  it('fills the category and labels a person left empty, and says which rule did', async () => {
    const preview = ruleEntryPreviewSchema.parse(
      await json(await owner('POST', '/api/rules/preview/expenses', coffee())),
    );
    expect(preview).toMatchObject({ category_id: GROCERIES, labels: [coffeeLabel] });
    expect(preview.filled_by.map((fill) => [fill.field, fill.rule_name])).toEqual([
      ['category', 'Coffee'],
      ['labels', 'Coffee'],
    ]);

    const entry = await post('expenses', coffee());
    expect(entry.category_id).toBe(GROCERIES);
    expect(entry.labels.map((label) => label.id)).toEqual([coffeeLabel]);
    expect(Object.keys((await ruleFieldsOf(entry.uuid)) ?? {}).sort()).toEqual(['category', 'labels']);
  });

  it('never changes what the person gave', async () => {
    const entry = await post('expenses', coffee({ category_id: RESTAURANT, labels: [{ name: 'Work' }] }));
    expect(entry.category_id).toBe(RESTAURANT);
    expect(entry.labels.map((label) => label.name)).toEqual(['Work']);
    expect(await ruleFieldsOf(entry.uuid)).toEqual({});
  });

  it('still asks for a category when no rule gives one', async () => {
    await expectError(
      await owner('POST', '/api/entry/expenses', coffee({ note: 'Bread' })),
      422,
      errorCodes.validationFailed,
    );
    const preview = ruleEntryPreviewSchema.parse(
      await json(await owner('POST', '/api/rules/preview/expenses', coffee({ note: 'Bread' }))),
    );
    expect(preview).toMatchObject({ category_id: null, labels: [], filled_by: [] });
  });

  it("makes a field the person's own when they change it, keeping the rule's other fields", async () => {
    const entry = await post('expenses', coffee());
    const edited = entrySchema.parse(
      await json(
        await owner('PUT', `/api/entry/expenses/${entry.uuid}`, {
          ...coffee(),
          category_id: RESTAURANT,
          labels: [{ name: coffeeLabel }],
        }),
      ),
    );
    expect(edited.category_id).toBe(RESTAURANT);
    expect(Object.keys((await ruleFieldsOf(entry.uuid)) ?? {})).toEqual(['labels']);
  });

  it('sees a rule changed or turned off at once', async () => {
    const rule = await createRule({
      name: 'Taxi',
      conditions: { all: [{ field: 'note', op: 'contains', value: 'taxi' }] },
      actions: [{ type: 'set_category', value: RESTAURANT }],
    });
    expect((await post('expenses', coffee({ note: 'Taxi home' }))).category_id).toBe(RESTAURANT);
    await json(await owner('PUT', `/api/rules/${rule.id}`, { ...rule, active: false }));
    await expectError(
      await owner('POST', '/api/entry/expenses', coffee({ note: 'Taxi home' })),
      422,
      errorCodes.validationFailed,
    );
  });

  it("files a plan's entry when it comes due", async () => {
    const plan = await json<{ uuid: string }>(
      await owner('POST', '/api/entry/planned', {
        type: 'expenses',
        amount: -3,
        account_id: wallet.id,
        category_id: RESTAURANT,
        note: 'Monthly coffee beans',
        planning: 'monthly',
        date_time: '2099-01-31T00:00:00.000Z',
      }),
      201,
    );
    await server.db.query(
      `UPDATE planned_entries SET start_date_time = $2, next_execution = $2, end_date_time = $2
        WHERE uuid = $1::uuid`,
      [plan.uuid, PAST],
    );
    await runDuePlans(server.db);
    const [written] = await server.db.query<{ category_id: number; label_ids: string[] }>(
      `SELECT e.category_id, e.label_ids FROM planned_entry_runs r
         JOIN planned_entries p ON p.id = r.planned_entry_id JOIN entries e ON e.id = r.entry_id
        WHERE p.uuid = $1::uuid`,
      [plan.uuid],
    );
    // The plan's own category stays; the rule adds the label the plan has not.
    expect(written?.category_id).toBe(RESTAURANT);
    expect(written?.label_ids.map(Number)).toEqual([coffeeLabel]);
  });

  it('keeps each workspace to its own rules', async () => {
    const outsider = as(server, team.outsider);
    const outsiderWallet = await createWallet(server, team.outsider, { name: 'Other' });
    await expectError(
      await outsider('POST', '/api/entry/expenses', coffee({ account_id: outsiderWallet.id })),
      422,
      errorCodes.validationFailed,
    );
  });
});
