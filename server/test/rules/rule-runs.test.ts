// Rules over history (issue 25): the dry run, the run as a background job with its progress, fields a person
// set by hand left alone (unless asked), the undo, a run taken over when its server stopped, and isolation.
import {
  entrySchema,
  errorCodes,
  type RuleRun,
  ruleDryRunSchema,
  ruleRunListSchema,
  ruleRunSchema,
  ruleRunStartSchema,
  ruleSchema,
} from '@bc/api';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRun } from '../../src/rules/history-run.ts';
import { startStaleRuleRunsJob } from '../../src/rules/rule-runner.ts';
import { importBankFile } from '../support/bank-import.ts';
import { json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, balanceDrift, createWallet, ledgerTeam } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let owner: ReturnType<typeof as>;
let groceriesRule: { id: number; name: string };
let label: number;
/** The imported entries by payee. */
const imported = new Map<string, string>();

const GROCERIES = 67;
const RESTAURANT = 3;

const BANK_CSV = `Date,Payee,Amount
2026-03-01,Esselunga Milano,-42.10
2026-03-02,ESSELUNGA 0392,-10.00
2026-03-03,Bar Centrale,-3.50
2026-03-04,Esselunga Via Roma,-5.00
`;

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
  owner = as(server, team.owner);
  const wallet = await createWallet(server, team.owner, { name: 'Bank' });
  // The bank's file comes in before there is any rule; the person files the last row by hand.
  await importBankFile(server, team.owner, { name: 'march.csv', content: BANK_CSV }, (preview) => ({
    account_id: wallet.id,
    rows: (preview.statements[0]?.rows ?? [])
      .filter((row) => row.payee === 'Esselunga Via Roma')
      .map((row) => ({ line: row.line, category_id: RESTAURANT })),
  }));
  for (const row of await server.db.query<{ uuid: string; bank_payee: string }>(
    'SELECT uuid, bank_payee FROM entries WHERE workspace_id = $1 AND bank_payee IS NOT NULL',
    [team.workspace],
  ))
    imported.set(row.bank_payee, row.uuid);
  // A label the rule adds, made by an entry typed by hand (which no payee rule matches).
  const typed = entrySchema.parse(
    await json(
      await owner('POST', '/api/entry/expenses', {
        amount: -1,
        account_id: wallet.id,
        category_id: RESTAURANT,
        note: 'Esselunga',
        labels: [{ name: 'Supermarket', color: '#00aa00' }],
      }),
      201,
    ),
  );
  label = typed.labels[0]?.id as number;
  groceriesRule = ruleSchema.parse(
    await json(
      await owner('POST', '/api/rules', {
        name: 'Groceries',
        conditions: { all: [{ field: 'payee', op: 'contains', value: 'esselunga' }] },
        actions: [
          { type: 'set_category', value: GROCERIES },
          { type: 'add_label', value: label },
        ],
      }),
      201,
    ),
  );
});

afterAll(async () => {
  await server?.close();
});

async function entryOf(payee: string) {
  const [row] = await server.db.query<{ category_id: number; label_ids: string[]; search_terms: string }>(
    'SELECT category_id, label_ids, search_terms FROM entries WHERE uuid = $1::uuid',
    [imported.get(payee)],
  );
  return { category: row?.category_id, labels: (row?.label_ids ?? []).map(Number), terms: row?.search_terms };
}

async function waitForRun(runId: string): Promise<RuleRun> {
  for (let tries = 0; tries < 200; tries++) {
    const run = ruleRunSchema.parse(await json(await owner('GET', `/api/rules/runs/${runId}`)));
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The run did not finish');
}

const apply = async (body: unknown = {}) =>
  ruleRunStartSchema.parse(
    await json(await owner('POST', `/api/rules/${groceriesRule.id}/apply`, body), 202),
  );

describe('rules over history', () => {
  it('shows first, as a dry run, what the rule would change, writing nothing', async () => {
    const dry = ruleDryRunSchema.parse(
      await json(await owner('POST', `/api/rules/${groceriesRule.id}/apply?dry_run=1`, {})),
    );
    expect(dry.matched).toBe(3);
    const milano = imported.get('Esselunga Milano');
    const viaRoma = imported.get('Esselunga Via Roma');
    expect(dry.changes.filter((change) => change.entry_uuid === milano)).toEqual([
      { entry_uuid: milano, field: 'category', before: expect.any(Number), after: GROCERIES },
      { entry_uuid: milano, field: 'labels', before: [], after: [label] },
    ]);
    // The category the person chose stays theirs; the labels the import left empty are the rule's to fill.
    expect(
      dry.changes.filter((change) => change.entry_uuid === viaRoma).map((change) => change.field),
    ).toEqual(['labels']);
    expect((await entryOf('Esselunga Milano')).labels).toEqual([]);
    // Every active rule at once (here the one) tells the same.
    expect(ruleDryRunSchema.parse(await json(await owner('POST', '/api/rules/apply?dry_run=1')))).toEqual(
      dry,
    );

    const own = ruleDryRunSchema.parse(
      await json(
        await owner('POST', `/api/rules/${groceriesRule.id}/apply?dry_run=1`, { change_own_edits: true }),
      ),
    );
    expect(
      own.changes.filter((change) => change.entry_uuid === viaRoma).map((change) => change.field),
    ).toEqual(['category', 'labels']);
  });

  it('runs in the background with its progress, then undoes the whole run, keeping later edits', async () => {
    const before = await entryOf('ESSELUNGA 0392');
    const { run_id } = await apply();
    const run = await waitForRun(run_id);
    expect(run).toMatchObject({
      status: 'done',
      rule_id: groceriesRule.id,
      rule_name: 'Groceries',
      matched: 3,
      changed: 3,
      total: 5,
      scanned: 5,
    });
    expect(await entryOf('ESSELUNGA 0392')).toMatchObject({ category: GROCERIES, labels: [label] });
    expect((await entryOf('ESSELUNGA 0392')).terms).toContain('Supermarket');
    expect(await entryOf('Esselunga Via Roma')).toMatchObject({ category: RESTAURANT, labels: [label] });
    expect(await entryOf('Bar Centrale')).toMatchObject({ labels: [] });
    const runs = ruleRunListSchema.parse(
      await json(await owner('GET', `/api/rules/${groceriesRule.id}/runs`)),
    );
    expect(runs.data.map((each) => each.run_id)).toContain(run_id);

    // The person changes one entry's category after the run: undo leaves their edit, restores the rest.
    const milano = imported.get('Esselunga Milano');
    const [stored] = await server.db.query<{ amount_cents: string; account_id: string; date_time: Date }>(
      'SELECT amount_cents, account_id, date_time FROM entries WHERE uuid = $1::uuid',
      [milano],
    );
    await json(
      await owner('PUT', `/api/entry/expenses/${milano}`, {
        amount: Number(stored?.amount_cents) / 100,
        account_id: Number(stored?.account_id),
        category_id: RESTAURANT,
        date_time: stored?.date_time.toISOString(),
        labels: [{ name: label }],
      }),
    );
    const undone = ruleRunSchema.parse(await json(await owner('DELETE', `/api/rules/runs/${run_id}`)));
    expect(undone.status).toBe('undone');
    expect(await entryOf('ESSELUNGA 0392')).toMatchObject({ category: before.category, labels: [] });
    expect((await entryOf('ESSELUNGA 0392')).terms).not.toContain('Supermarket');
    expect(await entryOf('Esselunga Milano')).toMatchObject({ category: RESTAURANT, labels: [] });
    expect(await entryOf('Esselunga Via Roma')).toMatchObject({ category: RESTAURANT, labels: [] });
    // Undoing again changes nothing more.
    expect(ruleRunSchema.parse(await json(await owner('DELETE', `/api/rules/runs/${run_id}`))).status).toBe(
      'undone',
    );
    expect(await balanceDrift(server.db, team.workspace)).toEqual([]);
  });

  it('goes on with a run whose server stopped', async () => {
    const rule = ruleSchema.parse(await json(await owner('GET', `/api/rules/${groceriesRule.id}`)));
    const run = await createRun(server.db, team.workspace, null, { one: rule }, { change_own_edits: false });
    await server.db.query("UPDATE rule_runs SET heartbeat_at = now() - interval '2 minutes' WHERE id = $1", [
      run.id,
    ]);
    const stop = startStaleRuleRunsJob(server.db, pino({ level: 'silent' }), 60_000);
    try {
      expect(await waitForRun(run.id)).toMatchObject({ status: 'done', scanned: 5, changed: 3 });
    } finally {
      stop();
    }
    // Undo it, so the entries are as the import left them for the next test.
    await json(await owner('DELETE', `/api/rules/runs/${run.id}`));
  });

  it('keeps runs to their workspace; viewers only look', async () => {
    const { run_id } = await apply();
    await waitForRun(run_id);
    await expectError(
      await as(server, team.outsider)('GET', `/api/rules/runs/${run_id}`),
      404,
      errorCodes.notFound,
    );
    await expectError(
      await as(server, team.outsider)('POST', `/api/rules/${groceriesRule.id}/apply?dry_run=1`),
      404,
      errorCodes.notFound,
    );
    const viewer = as(server, team.viewer, team.workspace);
    expect(ruleRunSchema.parse(await json(await viewer('GET', `/api/rules/runs/${run_id}`))).status).toBe(
      'done',
    );
    await expectError(
      await viewer('POST', `/api/rules/${groceriesRule.id}/apply`),
      403,
      errorCodes.forbidden,
    );
    await expectError(await viewer('DELETE', `/api/rules/runs/${run_id}`), 403, errorCodes.forbidden);
  });
});
