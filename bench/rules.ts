// `node bench/rules.ts` (and `pnpm bench`, group `rules`): rules at scale (issue 25), figures only, on
// PostgreSQL (a throwaway cluster, scripts/pg-cluster.ts) with the real server in this process on a free
// loopback port, each figure next to its baseline in the same run:
//  - a new entry (POST /api/entry/expenses) in a workspace of RULES_BENCH_CREATE_RULES (1,000) active rules,
//    p50/p95 over RULES_BENCH_CREATES calls, next to the same calls in the same workspace before its rules (its
//    note is one every rule looks at and none matches, so both write the same entry);
//  - a bank file of 10,000 rows previewed (POST /api/import/preview) with 500 rules, next to the same file
//    previewed with none;
//  - the seeded million entries of bench/ledger.ts, in a workspace of 200 rules (conditions on the note and the
//    amount, actions that add labels and set categories): the dry run of one rule (its answer, the first 100
//    changes and the count), and all 200 rules applied as a background run (POST /api/rules/apply, followed
//    until done), "also change my own edits" as the seed's entries are all typed ones. The baseline: the same
//    batches of entries read with the run's own query and nothing judged or written. Meanwhile another person
//    of another workspace lists their wallets every 10 ms: their latency next to the same requests with
//    nothing else running.
// RULES_BENCH_CREATES (200), RULES_BENCH_CREATE_RULES (1000), LEDGER_BENCH_ROWS (the seed, 1,000,000).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startPostgres } from '../scripts/pg-cluster.ts';
import { type Database, http, seed, signIn } from './ledger.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CREATES = Number(process.env.RULES_BENCH_CREATES ?? 200);
const CREATE_RULES = Number(process.env.RULES_BENCH_CREATE_RULES ?? 1000);
const PREVIEW_ROWS = 10_000;
const PREVIEW_RULES = 500;
const HISTORY_RULES = 200;
const PROBE_MS = 10;
const QUIET_MS = 3_000;
/** The goals. */
const GOALS = { createP95ExtraMs: 5, previewRatio: 1.5, applyS: 60, othersMs: 100, dryRunS: 1 };
const WORDS = [
  'coffee',
  'groceries',
  'fuel',
  'rent',
  'dinner',
  'train',
  'book',
  'gift',
  'pharmacy',
  'cinema',
];

type App = {
  listen(options: { host: string; port: number }): Promise<string>;
  close(): Promise<void>;
  server: { address(): { port: number } | string | null };
};
const load = <T>(relative: string) => import(pathToFileURL(path.join(ROOT, relative)).href) as Promise<T>;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Rule `index` of a set: a word of the seed's notes (bench/ledger.ts) and a range of amounts, so that each
 * rule matches about one entry in a thousand, and all together about one in eight; it adds a label or sets
 * a category.
 */
function benchRule(index: number, labels: readonly number[]) {
  const word = WORDS[index % WORDS.length] as string;
  const low = (index % 50) * 4;
  return {
    name: `Rule ${index}`,
    conditions: {
      all: [
        { field: 'note', op: 'contains', value: word },
        {
          any: [
            { field: 'amount_out', op: 'between', value: [`${low}`, `${low + 6}`] },
            { field: 'type', op: 'is', value: 'income' },
          ],
        },
      ],
    },
    actions:
      index % 3 === 0
        ? [{ type: 'set_category', value: 1 + (index % 57) }]
        : [{ type: 'add_label', value: labels[index % labels.length] as number }],
  };
}

async function addRules(baseUrl: string, headers: Record<string, string>, count: number, labels: number[]) {
  for (let index = 0; index < count; index++)
    await http(baseUrl, headers, 'POST', '/api/rules', benchRule(index, labels));
}

async function labelsOf(db: Database, workspaceId: string, count: number): Promise<number[]> {
  await db.query(
    `INSERT INTO labels (workspace_id, name, color) SELECT $1, 'rule label ' || g, '#336699'
     FROM generate_series(1, $2::int) g ON CONFLICT DO NOTHING`,
    [workspaceId, count],
  );
  const rows = await db.query<{ id: string }>('SELECT id FROM labels WHERE workspace_id = $1 ORDER BY id', [
    workspaceId,
  ]);
  return rows.map((row) => Number(row.id));
}

/** p50/p95 of `runs` creates of an expense in the workspace (after ten unmeasured ones). */
async function createFigures(baseUrl: string, headers: Record<string, string>, walletId: number) {
  const once = () =>
    http(baseUrl, headers, 'POST', '/api/entry/expenses', {
      amount: -4.2,
      account_id: walletId,
      category_id: 3,
      // Every rule is tried and none matches: the same entry is written with and without rules, so the figure
      // is what judging a thousand rules adds, not the labels a matching rule would add to the write.
      note: 'espresso at the bar',
      date_time: '2026-01-01T10:00:00Z',
    });
  for (let warm = 0; warm < 10; warm++) await once();
  const times: number[] = [];
  for (let run = 0; run < CREATES; run++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

function bankCsv(rows: number): string {
  const lines = ['Date,Payee,Memo,Amount'];
  for (let row = 0; row < rows; row++) {
    const word = WORDS[row % WORDS.length];
    const day = String(1 + (row % 28)).padStart(2, '0');
    lines.push(
      `2026-02-${day},Shop ${row % 300},${word} ${row % 7} card ${row},-${1 + (row % 90)}.${row % 100}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The median time of three previews of the file (POST /api/import/preview, multipart, answer read whole). */
async function previewMs(baseUrl: string, headers: Record<string, string>, csv: string) {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const form = new FormData();
    form.append('file', new Blob([csv]), 'bench.csv');
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/import/preview`, { method: 'POST', headers, body: form });
    await response.text();
    if (!response.ok) throw new Error(`preview answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

/** Another person's wallet list, every PROBE_MS, until `stop()`: their latencies. */
function probe(baseUrl: string, headers: Record<string, string>) {
  const times: number[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      await http(baseUrl, headers, 'GET', '/api/wallet/list');
      const took = performance.now() - started;
      times.push(took);
      if (took < PROBE_MS) await new Promise((resolve) => setTimeout(resolve, PROBE_MS - took));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return { p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times) };
    },
  };
}

async function quietProbe(baseUrl: string, headers: Record<string, string>) {
  const quiet = probe(baseUrl, headers);
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  return quiet.stop();
}

/** The run's own reading of every entry, batch by batch, newest first, with nothing judged or written. */
async function readOnlyScanMs(db: Database, workspaceId: string) {
  const { readHistoryBatch, readHistoryNames } = await load<{
    readHistoryNames(db: Database, workspaceId: string): Promise<unknown>;
    readHistoryBatch(
      db: Database,
      workspaceId: string,
      cursor: { date: string; id: string } | null,
      limit: number,
      names: unknown,
    ): Promise<{ id: string; date_time: string }[]>;
  }>('server/src/rules/rule-runs-sql.ts');
  const started = performance.now();
  const names = await readHistoryNames(db, workspaceId);
  let cursor: { date: string; id: string } | null = null;
  for (;;) {
    const rows = await readHistoryBatch(db, workspaceId, cursor, 2000, names);
    const last = rows.at(-1);
    if (!last || rows.length < 2000) break;
    cursor = { date: last.date_time, id: last.id };
  }
  return performance.now() - started;
}

export async function runRulesBench() {
  console.log('\n=== Rules bench (PostgreSQL) ===');
  const cluster = await startPostgres();
  const db = await (
    await load<{ openPostgresDatabase(url: string): Promise<Database> }>('server/src/db/postgres-database.ts')
  ).openPostgresDatabase(cluster.url);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bc-bench-rules-'));
  let app: App | undefined;
  try {
    await (await load<{ migrate(db: Database): Promise<string[]> }>('server/src/db/migrate.ts')).migrate(db);
    const config = (
      await load<{ parseConfig(env: Record<string, string>): unknown }>('server/src/config.ts')
    ).parseConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
    });
    app = await (
      await load<{ buildApp(options: { config: unknown; db: Database }): Promise<App> }>('server/src/app.ts')
    ).buildApp({ config, db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const walletOf = async (workspaceId: string) =>
      Number(
        (await db.query<{ id: string }>('SELECT id FROM wallets WHERE workspace_id = $1', [workspaceId]))[0]
          ?.id,
      );

    // A new entry with 1,000 rules, next to the same workspace before its rules.
    const small = await signIn(db, baseUrl);
    const smallWallet = await walletOf(small.workspaceId);
    const before = await createFigures(baseUrl, small.headers, smallWallet);
    await addRules(baseUrl, small.headers, CREATE_RULES, await labelsOf(db, small.workspaceId, 20));
    const withRules = await createFigures(baseUrl, small.headers, smallWallet);
    console.log(
      `  create, no rules:         p50 ${ms(before.p50)}  p95 ${ms(before.p95)}\n` +
        `  create, ${CREATE_RULES} rules:       p50 ${ms(withRules.p50)}  p95 ${ms(withRules.p95)}` +
        `   p95 +${ms(withRules.p95 - before.p95)} (goal +${GOALS.createP95ExtraMs} ms)`,
    );

    // A 10,000-row preview with 500 rules, next to the same preview with none.
    const importer = await signIn(db, baseUrl);
    const csv = bankCsv(PREVIEW_ROWS);
    const bare = await previewMs(baseUrl, importer.headers, csv);
    await addRules(baseUrl, importer.headers, PREVIEW_RULES, await labelsOf(db, importer.workspaceId, 20));
    const ruled = await previewMs(baseUrl, importer.headers, csv);
    console.log(
      `  preview ${PREVIEW_ROWS} rows, no rules: ${ms(bare)}; ${PREVIEW_RULES} rules: ${ms(ruled)}` +
        `   x${(ruled / bare).toFixed(2)} (goal x${GOALS.previewRatio})`,
    );

    // A million entries, 200 rules over them.
    const big = await signIn(db, baseUrl);
    const { seedSeconds } = await seed(db, baseUrl, big.headers, big.workspaceId);
    console.log(`  seeded the ledger bench's entries in ${seedSeconds.toFixed(1)} s`);
    await addRules(baseUrl, big.headers, HISTORY_RULES, await labelsOf(db, big.workspaceId, 20));
    const scanMs = await readOnlyScanMs(db, big.workspaceId);
    const [firstRule] = (await http(baseUrl, big.headers, 'GET', '/api/rules')).data as { id: number }[];
    const dryStarted = performance.now();
    const dry = (await http(baseUrl, big.headers, 'POST', `/api/rules/${firstRule?.id}/apply?dry_run=1`, {
      change_own_edits: true,
    })) as { matched: number; changes: unknown[] };
    const dryMs = performance.now() - dryStarted;
    console.log(
      `  dry run of one rule: ${(dryMs / 1000).toFixed(2)} s (matched ${dry.matched}, ${dry.changes.length} changes listed; goal ${GOALS.dryRunS} s)` +
        `   the run's reading alone: ${(scanMs / 1000).toFixed(2)} s`,
    );

    const judgeStarted = performance.now();
    const dryAll = (await http(baseUrl, big.headers, 'POST', '/api/rules/apply?dry_run=1', {
      change_own_edits: true,
    })) as { matched: number };
    const judgeS = (performance.now() - judgeStarted) / 1000;
    console.log(
      `  dry run of all ${HISTORY_RULES} rules (reading and judging, nothing written): ${judgeS.toFixed(1)} s, ` +
        `matched ${dryAll.matched.toLocaleString('en')}`,
    );

    const quiet = await quietProbe(baseUrl, small.headers);
    const others = probe(baseUrl, small.headers);
    const applyStarted = performance.now();
    const { run_id } = (await http(baseUrl, big.headers, 'POST', '/api/rules/apply', {
      change_own_edits: true,
    })) as { run_id: string };
    let run: { status: string; changed: number; scanned: number; total: number };
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = (await http(baseUrl, big.headers, 'GET', `/api/rules/runs/${run_id}`)) as typeof run;
    } while (run.status === 'running');
    const applyS = (performance.now() - applyStarted) / 1000;
    const during = await others.stop();
    console.log(
      `  apply ${HISTORY_RULES} rules to ${run.total.toLocaleString('en')} entries: ${applyS.toFixed(1)} s (${run.status}, ` +
        `${run.changed.toLocaleString('en')} changed; goal ${GOALS.applyS} s)   the run's reading alone: ${(scanMs / 1000).toFixed(1)} s` +
        `  x${(applyS / (scanMs / 1000)).toFixed(1)}\n` +
        `  another person's wallet list meanwhile: p50 ${ms(during.p50)}  p99 ${ms(during.p99)}  max ${ms(during.max)}` +
        `   (quiet: p50 ${ms(quiet.p50)}  p99 ${ms(quiet.p99)}; goal: no more than ${GOALS.othersMs} ms behind)`,
    );
  } finally {
    await app?.close();
    await db.close();
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runRulesBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
