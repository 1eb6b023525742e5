// `node bench/ledger.ts` (the lead wires it into `pnpm bench`): the ledger API at scale, figures only.
// Seeds one workspace with LEDGER_BENCH_ROWS entries (default 1,000,000) over 10 years with
// generate_series, then measures p50/p95 of: the entries list (page 1, deep pages, with filters), the
// text search (POST /api/find) and an entry create, each through HTTP (a kept-alive node:http client in this
// process, bench/http-client.ts) next to the raw SQL the endpoint runs:
// the service is called once through a recording driver, and its statements (in their transactions) are
// replayed with the driver in this process. The ratio HTTP / SQL is the figure to watch: what the server adds
// to the database's own work. The service call alone is shown too (its gap to the SQL is our JavaScript).
// Also the longest event-loop stall while measuring (PGlite runs on this thread: a slow query stalls all).
// On PGlite (in memory) and on PostgreSQL (a throwaway cluster, scripts/pg-cluster.ts). With its seeded
// data it also opens the dashboard cold in Chromium until its charts are drawn (needs built apps).
// And, on a phone in Chromium, the quick add: the tap on + to the form, Save to the entry listed (quick-add.ts).
// Bounded runs: BENCH_ONLY=stats,budgets,cold,quickadd (bench/only.ts), LEDGER_BENCH_ENGINES=postgresql,
// LEDGER_BENCH_RUNS=40, LEDGER_BENCH_ROWS, LEDGER_BENCH_COLD_OPENS, QUICK_ADD_RUNS.
//
// The server's modules are loaded by path at run time: they live in the server's own TypeScript project
// and resolve their dependencies from server/node_modules.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { Page as BrowserPage } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startPostgres } from '../scripts/pg-cluster.ts';
import {
  coldHeadingMs,
  coldLoadMs,
  type StoredSession,
  signedInContext,
  startBareServer,
} from './browser.ts';
import { send } from './http-client.ts';
import { type BenchGroup, benchSelected } from './only.ts';
import { quickAddFigures } from './quick-add.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROWS = Number(process.env.LEDGER_BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.LEDGER_BENCH_RUNS ?? 60);
const CHUNK = 100_000;
const TEN_YEARS_SECONDS = 10 * 365 * 24 * 3600;
/** Saving entries of the one goal the bench reads. */
const GOAL_SAVINGS = 5_000;
const NOTES = [
  'coffee with friends',
  'weekly groceries',
  'fuel for the car',
  'monthly rent',
  'dinner out',
  'train ticket',
  'new book',
  'gift for mum',
  'pharmacy',
  'cinema night',
  'electricity bill',
  'gym membership',
];

type QueryOptions = { prepared?: string };
type Queryable = {
  query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  exec(sql: string): Promise<void>;
};
export type Database = Queryable & {
  kind: string;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
type App = {
  listen(options: { host: string; port: number }): Promise<string>;
  close(): Promise<void>;
  server: { address(): { port: number } | string | null };
};
type Page = { total: number; data: unknown[] };

const load = <T>(relative: string) => import(pathToFileURL(path.join(ROOT, relative)).href) as Promise<T>;

const server = {
  app: () =>
    load<{ buildApp(options: { config: unknown; db: Database }): Promise<App> }>('server/src/app.ts'),
  config: () => load<{ parseConfig(env: Record<string, string>): unknown }>('server/src/config.ts'),
  migrate: () => load<{ migrate(db: Database): Promise<string[]> }>('server/src/db/migrate.ts'),
  pglite: () =>
    load<{ openPgliteDatabase(dir?: string): Promise<Database> }>('server/src/db/pglite-database.ts'),
  postgres: () =>
    load<{ openPostgresDatabase(url: string): Promise<Database> }>('server/src/db/postgres-database.ts'),
  list: () =>
    load<{
      listEntries(db: Queryable, workspaceId: string, query: Record<string, unknown>): Promise<Page>;
      findEntries(
        db: Queryable,
        workspace: { workspaceId: string; currencyId: number },
        body: Record<string, unknown>,
        page: number,
        perPage: number,
      ): Promise<Page>;
    }>('server/src/entries/entry-list.ts'),
  budgets: () =>
    load<{ listBudgetStats(db: Queryable, workspaceId: string): Promise<unknown[]> }>(
      'server/src/budgets/budget-service.ts',
    ),
  stats: () =>
    load<{
      statsContext(db: Queryable, workspaceId: string, currencyId: number): Promise<unknown>;
      changeOf(
        ctx: unknown,
        type: 'income' | 'expense',
        range: { start: string; end: string },
      ): Promise<unknown>;
      walletsTotal(ctx: unknown): Promise<number>;
      statsWallets(ctx: unknown): Promise<unknown>;
      plannedThisMonth(ctx: unknown, now: Date): Promise<unknown>;
      debits(ctx: unknown): Promise<unknown>;
      averageOf(ctx: unknown, type: 'income' | 'expense' | 'saving', now: Date): Promise<number>;
      barByCategory(ctx: unknown, range: { start: string; end: string }): Promise<unknown>;
      barByLabel(ctx: unknown, range: { start: string; end: string }): Promise<unknown>;
      monthlyBarsByCategory(ctx: unknown, year: number): Promise<unknown>;
      tableByCategory(ctx: unknown, range: { start: string; end: string }): Promise<unknown>;
      lineChart(ctx: unknown, ranges: { start: string; end: string }[]): Promise<unknown>;
      forecast(ctx: unknown, days: number, now: Date): Promise<unknown>;
    }>('server/src/stats/stats-service.ts'),
  goals: () =>
    load<{ getGoalDetail(db: Queryable, workspaceId: string, uuid: string): Promise<unknown> }>(
      'server/src/goals/goal-service.ts',
    ),
  activity: () =>
    load<{
      readActivity(db: Queryable, workspaceId: string, query: Record<string, unknown>): Promise<Page>;
    }>('server/src/activity/activity-service.ts'),
  ledger: () =>
    load<{
      createEntry(
        db: Database,
        workspaceId: string,
        type: string,
        body: Record<string, unknown>,
      ): Promise<unknown>;
    }>('server/src/entries/ledger-service.ts'),
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/**
 * Untimed runs before the measured ones: the figures are a running server's, so the code of each path must be
 * compiled by then. With 3 runs, V8 was still optimising the route's code (Fastify, the validators, the
 * serializer) during the measured runs, which the replayed SQL, warm from the seed, was not: the empty list's
 * p50 over HTTP was 1.60 ms after 3 warm-up runs, 1.24 ms after 100, and 0.88 ms after 500, its SQL the same.
 * So a path is warmed for a second (and at least 20 runs), about 1,000 runs of a quick one.
 */
const WARM_UP_RUNS = 20;
const WARM_UP_MS = 1_000;

type Timed = { fn: () => Promise<unknown>; prepare?: (() => Promise<unknown>) | undefined };

/**
 * Several ways of doing one piece of work, measured side by side: each warmed up, then their runs taken in
 * turn, so that whatever else the machine does meanwhile weighs on each alike (measured one after the other,
 * the same HTTP page came out 0.9 ms over its SQL in one run and 1.3 ms in the next). `prepare` runs before
 * each run, untimed.
 */
async function measureSideBySide(ways: Timed[], runs = RUNS): Promise<Figures[]> {
  for (const { fn } of ways) {
    const warmUntil = performance.now() + WARM_UP_MS;
    for (let i = 0; i < WARM_UP_RUNS || performance.now() < warmUntil; i++) await fn();
  }
  const times = ways.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, { fn, prepare }] of ways.entries()) {
      await prepare?.();
      const start = performance.now();
      await fn();
      times[index]?.push(performance.now() - start);
    }
  }
  return times.map((each) => ({ p50: percentile(each, 50), p95: percentile(each, 95) }));
}

export async function http(
  baseUrl: string,
  headers: Record<string, string>,
  method: string,
  url: string,
  body?: unknown,
) {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const sent = { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) };
  const call = () => send(baseUrl, method, url, sent, json);
  // A kept-alive socket the server closed while the seed ran fails once; a new one is fine.
  const { status, text } = await call().catch(call);
  if (status >= 300) throw new Error(`${method} ${url} answered ${status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** A verified, set-up user (the e-mail is marked verified in SQL instead of through the outbox). */
export async function signIn(db: Database, baseUrl: string) {
  const email = `bench.${randomUUID()}@example.test`;
  const password = 'Correct-Horse-9';
  await http(baseUrl, {}, 'POST', '/api/auth/sign-up', {
    name: 'Bench',
    email,
    password,
    password_confirmation: password,
  });
  await db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
  const login = (await http(baseUrl, {}, 'POST', '/api/auth/authenticate', { email, password })) as {
    token: string;
    user: { uuid: string };
  };
  // As every client: the session token (X-BC-Token) comes from user-info, then from finalize.
  const bearer = { authorization: `Bearer ${login.token}` };
  const info = (await http(baseUrl, bearer, 'GET', '/api/auth/user-info')) as { token: string };
  const setup = (await http(
    baseUrl,
    { ...bearer, 'x-bc-token': info.token },
    'POST',
    `/api/auth/${login.user.uuid}/finalize/sign-up`,
    {
      workspace: { name: 'Bench', currency: 2, payment_type: 1 },
      wallet: {
        name: 'Bank',
        balance: 1000,
        type: 'bank',
        color: '#1e88e5',
        currency: 2,
        exclude_from_stats: false,
      },
    },
  )) as { token: string; userInfo: { current_ws: string } };
  const workspaceId = setup.userInfo.current_ws;
  return { headers: { ...bearer, 'x-bc-token': setup.token, 'x-ws': workspaceId }, workspaceId };
}

/** The bench's million entries (LEDGER_BENCH_ROWS) and what goes with them, in the workspace. */
export async function seed(
  db: Database,
  baseUrl: string,
  headers: Record<string, string>,
  workspaceId: string,
) {
  for (const name of ['Cash', 'Savings', 'Card']) {
    await http(baseUrl, headers, 'POST', '/api/wallet/create', {
      name,
      type: 'bank',
      balance: 0,
      currency_id: 2,
    });
  }
  const wallets = (
    await db.query<{ id: number }>('SELECT id FROM wallets WHERE workspace_id = $1 ORDER BY id', [
      workspaceId,
    ])
  ).map((row) => row.id);
  await db.query(
    `INSERT INTO labels (workspace_id, name, color) SELECT $1, 'label ' || g, '#336699' FROM generate_series(1, 20) g`,
    [workspaceId],
  );
  const started = performance.now();
  for (let from = 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    await db.query(
      `INSERT INTO entries (workspace_id, type, amount_cents, currency_id, payment_type_id, date_time, account_id,
         category_id, note, search_terms)
       SELECT $1, CASE WHEN g % 10 = 0 THEN 'income' ELSE 'expense' END,
         CASE WHEN g % 10 = 0 THEN 100000 + g % 50000 ELSE -(100 + (g::bigint * 7919) % 20000) END,
         2, 1 + g % 5, now() - make_interval(secs => g * $4::float8),
         ($2::bigint[])[1 + g % array_length($2::bigint[], 1)],
         CASE WHEN g % 10 = 0 THEN 63 + g % 12 ELSE 1 + g % 57 END,
         ($3::text[])[1 + g % array_length($3::text[], 1)] || ' ' || g, ''
       FROM generate_series($5::int, $6::int) g`,
      [workspaceId, wallets, NOTES, TEN_YEARS_SECONDS / ROWS, from, to],
    );
  }
  // 30 % labelled.
  await db.query(
    `INSERT INTO entry_labels (entry_id, label_id)
     SELECT e.id, (SELECT id FROM labels WHERE workspace_id = $1 ORDER BY id OFFSET e.id % 20 LIMIT 1)
     FROM entries e WHERE e.workspace_id = $1 AND e.id % 10 < 3`,
    [workspaceId],
  );
  // A goal with 5,000 saving entries (deposits) over the ten years.
  const [goal] = await db.query<{ id: number; uuid: string }>(
    `INSERT INTO goals (workspace_id, name, icon, target_cents, due_date) VALUES ($1, 'House', 'house', 100000000, '2040-01-01')
     RETURNING id, uuid`,
    [workspaceId],
  );
  await db.query(
    `INSERT INTO entries (workspace_id, type, amount_cents, currency_id, payment_type_id, date_time, account_id,
       category_id, goal_id, note, search_terms)
     SELECT $1, 'saving', 5000 + g % 1000, 2, 1, now() - make_interval(secs => g * $4::float8), $2, 62, $3,
       'saving ' || g, ''
     FROM generate_series(1, $5::int) g`,
    [workspaceId, wallets[0], goal?.id, TEN_YEARS_SECONDS / GOAL_SAVINGS, GOAL_SAVINGS],
  );
  await db.query(
    `UPDATE goals g SET balance_cents = (SELECT sum(amount_cents) FROM entries e WHERE e.goal_id = g.id) WHERE g.id = $1`,
    [goal?.id],
  );
  // 50 budgets of every period, ten of them filtered by a label, the rest by wallet and category now and then.
  await db.query(
    `INSERT INTO budgets (workspace_id, name, amount_cents, period, period_start, period_end, accounts, categories,
       labels, types)
     SELECT $1, 'budget ' || g, 50000 + g * 1000, (ARRAY['weekly', 'monthly', 'yearly', 'one_shot', 'recursive'])[1 + g % 5],
       CASE WHEN g % 5 >= 3 THEN current_date - 20 END, CASE WHEN g % 5 >= 3 THEN current_date + 10 END,
       CASE WHEN g % 3 = 0 THEN ARRAY[($2::bigint[])[1 + g % array_length($2::bigint[], 1)]] ELSE '{}' END,
       CASE WHEN g % 4 = 0 THEN ARRAY[1 + g % 57] ELSE '{}' END,
       CASE WHEN g % 5 = 1 THEN ARRAY[(SELECT id FROM labels WHERE workspace_id = $1 ORDER BY id OFFSET g % 20 LIMIT 1)]
            ELSE '{}' END,
       CASE WHEN g % 2 = 0 THEN ARRAY['expense'] ELSE '{}' END
     FROM generate_series(1, 50) g`,
    [workspaceId, wallets],
  );
  // 50 recurring plans for the forecast: daily, weekly and monthly, starting over the next days.
  await db.query(
    `INSERT INTO planned_entries (workspace_id, type, amount_cents, currency_id, payment_type_id, account_id,
       category_id, planning, start_date_time, next_execution)
     SELECT $1, 'expense', -(1000 + g * 37), 2, 1, ($2::bigint[])[1 + g % array_length($2::bigint[], 1)], 1 + g % 57,
       (ARRAY['daily', 'weekly', 'monthly'])[1 + g % 3], now() + make_interval(days => g % 20),
       now() + make_interval(days => g % 20)
     FROM generate_series(1, 50) g`,
    [workspaceId, wallets],
  );
  // The repair path: recompute balances from the rows once, as a seed bypassing the ledger must (a saving
  // moves its amount out of the wallet).
  await db.query(
    `UPDATE wallets w SET balance_cents = w.opening_balance_cents + coalesce((
       SELECT sum(CASE WHEN e.type = 'saving' THEN -e.amount_cents ELSE e.amount_cents END) FROM entries e
       WHERE e.account_id = w.id AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned), 0)
     WHERE w.workspace_id = $1`,
    [workspaceId],
  );
  // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans rely on.
  await db.query('VACUUM (ANALYZE)');
  // The seed's pages written out now: the checkpoint that would otherwise come during the first figures
  // (a million rows, some hundreds of megabytes) took a core from them and doubled the floor's time.
  await db.query('CHECKPOINT');
  return { wallets, goal: goal?.uuid ?? '', seedSeconds: (performance.now() - started) / 1000 };
}

type Figures = { p50: number; p95: number };
/** `stallMs`: the longest event-loop stall while this work was measured. */
type Row = {
  work: string;
  http: Figures;
  sql: Figures;
  service: Figures;
  statements: number;
  stallMs: number;
};

/** One statement a service ran; `tx`: inside its transaction. */
type Statement = { sql: string; params: readonly unknown[]; tx: boolean; options?: QueryOptions };

/** A driver that runs everything on `db` and notes every statement, in order. */
function recording(db: Database) {
  const statements: Statement[] = [];
  const wrap = (inner: Queryable, tx: boolean): Queryable => ({
    query: (sql, params, options) => {
      statements.push({ sql, params: params ?? [], tx, ...(options ? { options } : {}) });
      return inner.query(sql, params, options);
    },
    exec: (sql) => {
      statements.push({ sql, params: [], tx });
      return inner.exec(sql);
    },
  });
  const recorder: Database = {
    ...wrap(db, false),
    kind: db.kind,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx, true))),
    close: () => db.close(),
  };
  return { db: recorder, statements };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Replays statements as the service ran them: each run of `tx` statements in one transaction. New rows get
 * new uuids (a create replayed with its first uuids would break the unique index); the same uuid in two
 * statements stays the same within a replay.
 */
async function replay(db: Database, statements: readonly Statement[], keep: string) {
  const fresh = new Map<string, string>();
  const paramsOf = (params: readonly unknown[]) =>
    params.map((value) => {
      if (typeof value !== 'string' || value === keep || !UUID.test(value)) return value;
      const known = fresh.get(value) ?? randomUUID();
      fresh.set(value, known);
      return known;
    });
  let index = 0;
  while (index < statements.length) {
    const first = statements[index] as Statement;
    if (!first.tx) {
      await db.query(first.sql, paramsOf(first.params), first.options);
      index++;
      continue;
    }
    let end = index;
    while (end < statements.length && statements[end]?.tx) end++;
    const batch = statements.slice(index, end);
    await db.transaction(async (tx) => {
      for (const statement of batch) {
        await tx.query(statement.sql, paramsOf(statement.params), statement.options);
      }
    });
    index = end;
  }
}

async function benchEngine(
  kind: 'pglite' | 'postgresql',
  url?: string,
): Promise<{ rows: Row[]; stallMs: number }> {
  const db =
    kind === 'pglite'
      ? await (await server.pglite()).openPgliteDatabase()
      : await (await server.postgres()).openPostgresDatabase(url ?? '');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bc-bench-ledger-'));
  let app: App | undefined;
  try {
    await (await server.migrate()).migrate(db);
    const config = (await server.config()).parseConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
    });
    app = await (await server.app()).buildApp({ config, db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { headers, workspaceId } = await signIn(db, baseUrl);
    const { wallets, goal, seedSeconds } = await seed(db, baseUrl, headers, workspaceId);
    console.log(`  ${kind}: seeded ${ROWS.toLocaleString('en')} entries in ${seedSeconds.toFixed(1)} s`);
    const { listEntries, findEntries } = await server.list();
    const { createEntry } = await server.ledger();
    const { listBudgetStats } = await server.budgets();
    const { getGoalDetail } = await server.goals();
    const call = (method: string, pathAndQuery: string, body?: unknown) =>
      http(baseUrl, headers, method, pathAndQuery, body);
    const wallet = wallets[1] ?? 0;
    const deepPage = Math.min(1000, Math.max(1, Math.floor(ROWS / 30) - 1));
    const year = new Date().getUTCFullYear() - 1;
    const filter = {
      'filters[account_id]': String(wallet),
      'filters[category_id]': '3',
      'filters[date_time]': [`>=|${year}-01-01`, `<=|${year}-12-31`],
    };
    const filterQuery = `filters[account_id]=${wallet}&filters[category_id]=3&filters[date_time]=>=|${year}-01-01&filters[date_time]=<=|${year}-12-31`;
    const body = {
      amount: -4.2,
      account_id: wallet,
      category_id: 3,
      note: 'bench coffee',
      date_time: '2026-01-01T10:00:00Z',
    };
    const rows: Row[] = [];
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    const add = async (
      group: BenchGroup,
      work: string,
      viaHttp: () => Promise<unknown>,
      service: (db: Database) => Promise<unknown>,
      prepare?: () => Promise<unknown>,
    ) => {
      if (!benchSelected(group)) return;
      await prepare?.();
      const recorder = recording(db);
      await service(recorder.db);
      stalls.reset();
      const [http, sql, direct] = (await measureSideBySide([
        { fn: viaHttp, prepare },
        { fn: () => replay(db, recorder.statements, workspaceId) },
        { fn: () => service(db), prepare },
      ])) as [Figures, Figures, Figures];
      rows.push({
        work,
        http,
        sql,
        service: direct,
        statements: recorder.statements.length,
        stallMs: stalls.max / 1e6,
      });
    };
    // The floor: a request whose SQL is next to nothing (no wallet 0 exists), so HTTP is all that is left.
    await add(
      'floor',
      'floor: an empty list',
      () => call('GET', '/api/entry?page=1&per_page=30&filters[account_id]=0'),
      (on) => listEntries(on, workspaceId, { page: 1, per_page: 30, 'filters[account_id]': '0' }),
    );
    await add(
      'entries',
      'entries page 1 (with total)',
      () => call('GET', '/api/entry?page=1&per_page=30'),
      (on) => listEntries(on, workspaceId, { page: 1, per_page: 30 }),
    );
    await add(
      'entries',
      `entries page ${deepPage}`,
      () => call('GET', `/api/entry?page=${deepPage}&per_page=30`),
      (on) => listEntries(on, workspaceId, { page: deepPage, per_page: 30 }),
    );
    await add(
      'entries',
      `entries of a wallet, page ${deepPage}`,
      () => call('GET', `/api/entry?page=${deepPage}&per_page=30&filters[account_id]=${wallet}`),
      (on) =>
        listEntries(on, workspaceId, { page: deepPage, per_page: 30, 'filters[account_id]': String(wallet) }),
    );
    await add(
      'entries',
      'entries wallet + category + year',
      () => call('GET', `/api/entry?page=1&${filterQuery}`),
      (on) => listEntries(on, workspaceId, { page: 1, per_page: 30, ...filter }),
    );
    await add(
      'entries',
      'entries by label',
      () => call('GET', '/api/entry?page=1&filters[label]=1'),
      (on) => listEntries(on, workspaceId, { page: 1, per_page: 30, 'filters[label]': '1' }),
    );
    await add(
      'find',
      'find "coffee" page 1 (with total)',
      () => call('POST', '/api/find?page=1', { text: 'coffee' }),
      (on) => findEntries(on, { workspaceId, currencyId: 2 }, { text: 'coffee' }, 1, 30),
    );
    await add(
      'find',
      'search opened, page 1 (+ amount)',
      () => call('GET', '/api/search/all?page=1'),
      (on) => findEntries(on, { workspaceId, currencyId: 2 }, {}, 1, 30),
    );
    // Through the 30th of December: a search's range is at most 364 days, which a leap year's whole is not.
    await add(
      'find',
      'find wallet + category + year',
      () =>
        call('POST', '/api/find?page=1', {
          account: [wallet],
          category: [3],
          date_time: [`${year}-01-01`, `${year}-12-30`],
        }),
      (on) =>
        findEntries(
          on,
          { workspaceId, currencyId: 2 },
          { account: [wallet], category: [3], date_time: [`${year}-01-01`, `${year}-12-30`] },
          1,
          30,
        ),
    );
    await add(
      'budgets',
      'budgets stats (50 budgets)',
      () => call('GET', '/api/budgets/stats'),
      (on) => listBudgetStats(on, workspaceId),
    );
    await add(
      'goals',
      `goal detail (${GOAL_SAVINGS.toLocaleString('en')} savings)`,
      () => call('GET', `/api/goals/${goal}`),
      (on) => getGoalDetail(on, workspaceId, goal),
    );
    // The dashboard as the page fires it: the header's and the averages' totals, this month's charts and
    // tables, the year's line chart and its monthly table, all at once.
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = new Date();
    const [y, m] = [today.getUTCFullYear(), today.getUTCMonth() + 1];
    const monthRange = { start: `${y}-${pad(m)}-01`, end: today.toISOString().slice(0, 10) };
    const yearRanges = Array.from({ length: 12 }, (_, index) => ({
      start: `${y}-${pad(index + 1)}-01`,
      end: `${y}-${pad(index + 1)}-${pad(new Date(Date.UTC(y, index + 1, 0)).getUTCDate())}`,
    }));
    const chartQuery = (ranges: { start: string; end: string }[]) =>
      ranges.map((r, i) => `date_time[${i}][start]=${r.start}&date_time[${i}][end]=${r.end}`).join('&');
    const dashboardPaths = [
      `/api/stats/incoming?start_date=${monthRange.start}&end_date=${monthRange.end}`,
      `/api/stats/expenses?start_date=${monthRange.start}&end_date=${monthRange.end}`,
      '/api/stats/total',
      '/api/stats/wallets',
      '/api/stats/total/planned',
      '/api/stats/total/planned/remaining',
      '/api/stats/health',
      '/api/stats/debits/total-negative',
      '/api/stats/debits/total-positive',
      '/api/stats/average-expenses',
      '/api/stats/average-incoming',
      '/api/stats/average-savings',
      `/api/stats/chart/bar/expenses/category?${chartQuery([monthRange])}`,
      `/api/stats/chart/bar/expenses/label?${chartQuery([monthRange])}`,
      `/api/stats/chart/table/expenses/category?${chartQuery([monthRange])}`,
      `/api/stats/chart/line/incoming-expenses?${chartQuery(yearRanges)}`,
      `/api/stats/chart/table/expenses/category/monthly?year=${y}`,
    ];
    const stats = await server.stats();
    await add(
      'stats',
      `dashboard (${dashboardPaths.length} stats calls at once)`,
      () => Promise.all(dashboardPaths.map((path) => call('GET', path))),
      async (on) => {
        const ctx = await stats.statsContext(on, workspaceId, 2);
        const now = new Date();
        await Promise.all([
          stats.changeOf(ctx, 'income', monthRange),
          stats.changeOf(ctx, 'expense', monthRange),
          stats.walletsTotal(ctx),
          stats.statsWallets(ctx),
          stats.plannedThisMonth(ctx, now),
          stats.plannedThisMonth(ctx, now),
          stats.plannedThisMonth(ctx, now),
          stats.debits(ctx),
          stats.debits(ctx),
          stats.averageOf(ctx, 'expense', now),
          stats.averageOf(ctx, 'income', now),
          stats.averageOf(ctx, 'saving', now),
          stats.barByCategory(ctx, monthRange),
          stats.barByLabel(ctx, monthRange),
          stats.tableByCategory(ctx, monthRange),
          stats.lineChart(ctx, yearRanges),
          stats.monthlyBarsByCategory(ctx, y),
        ]);
      },
      // Cold each time: a transaction that takes an id ends, as any write would, so the calls of the burst
      // share their reads with one another only (server/src/stats/shared-reads.ts).
      () => db.query('SELECT txid_current()'),
    );
    await add(
      'stats',
      'forecast, 90 days, 50 plans',
      () => call('GET', '/api/stats/forecast?days=90'),
      async (on) => stats.forecast(await stats.statsContext(on, workspaceId, 2), 90, new Date()),
    );
    await add(
      'create',
      'create expense',
      () => call('POST', '/api/entry/expense', body),
      (on) => createEntry(on, workspaceId, 'expense', body),
    );
    // The same create with the activity trigger off: what recording who changed what costs (issue 27).
    if (benchSelected('create')) {
      await db.exec('ALTER TABLE entries DISABLE TRIGGER zz_activity_insert');
      await add(
        'create',
        'create expense, activity not recorded',
        () => call('POST', '/api/entry/expense', body),
        (on) => createEntry(on, workspaceId, 'expense', body),
      );
      await db.exec('ALTER TABLE entries ENABLE TRIGGER zz_activity_insert');
    }
    // The seed's million entries are a million records (the system's, written without a member).
    const { readActivity } = await server.activity();
    const firstPage = { page: 1, per_page: 30 };
    await add(
      'activity',
      'activity page 1 (1M records)',
      () => call('GET', `/api/workspace/${workspaceId}/activity?page=1&per_page=30`),
      (on) => readActivity(on, workspaceId, firstPage),
    );
    await add(
      'activity',
      'activity page 100 (1M records)',
      () => call('GET', `/api/workspace/${workspaceId}/activity?page=100&per_page=30`),
      (on) => readActivity(on, workspaceId, { page: 100, per_page: 30 }),
    );
    await add(
      'activity',
      "activity of a kind (wallets')",
      () => call('GET', `/api/workspace/${workspaceId}/activity?kind=wallet`),
      (on) => readActivity(on, workspaceId, { ...firstPage, kind: 'wallet' }),
    );
    await add(
      'activity',
      'activity of a month',
      () =>
        call('GET', `/api/workspace/${workspaceId}/activity?from=${monthRange.start}&to=${monthRange.end}`),
      (on) => readActivity(on, workspaceId, { ...firstPage, from: monthRange.start, to: monthRange.end }),
    );
    stalls.disable();
    if (benchSelected('cold')) await coldDashboard(baseUrl, headers, kind);
    if (benchSelected('quickadd')) await quickAddFigures(baseUrl, storedSession(headers), kind);
    return { rows, stallMs: Math.max(...rows.map((row) => row.stallMs)) };
  } finally {
    await app?.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Cold opens of the dashboard in Chromium, each in a fresh context. */
const COLD_OPENS = Number(process.env.LEDGER_BENCH_COLD_OPENS ?? 10);
/** The charts a desktop dashboard draws when every one has data: the year, by category, by label, forecast. */
const DASHBOARD_CHARTS = 4;

/**
 * From navigation start to the dashboard with its charts drawn (every chart figure holding its canvas, which
 * is drawn as it mounts), cold (empty cache, a fresh context), at the seeded scale; next to a bare page
 * served by a bare Node server.
 */
/** The session the bench signed in with, as the app keeps it in a browser. */
const storedSession = (headers: Record<string, string>): StoredSession => ({
  token: (headers.authorization ?? '').replace(/^Bearer /, ''),
  sessionToken: headers['x-bc-token'] ?? '',
  workspace: headers['x-ws'] ?? null,
});

async function coldDashboard(baseUrl: string, headers: Record<string, string>, kind: string) {
  const session = storedSession(headers);
  const charted = (page: BrowserPage) =>
    page.waitForFunction(
      (count) => {
        const figures = [...document.querySelectorAll('main .bc-amount[role="img"]')];
        return figures.length >= count && figures.every((figure) => figure.querySelector('canvas'));
      },
      DASHBOARD_CHARTS,
      { timeout: 30_000 },
    );
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const bare = await startBareServer('Dashboard');
  try {
    const opens: number[] = [];
    const baseline: number[] = [];
    for (let run = 0; run < COLD_OPENS + 1; run++) {
      const ms = await coldLoadMs(
        await signedInContext(browser, session),
        `${baseUrl}/app/dashboard`,
        charted,
      );
      // The first open warms the server's own caches (currencies, prepared statements); not counted.
      if (run > 0) opens.push(ms);
      baseline.push(await coldHeadingMs(browser, bare.url, 'Dashboard'));
    }
    const ratio = percentile(opens, 50) / percentile(baseline, 50);
    console.log(
      `  ${kind}: dashboard opened cold until its ${DASHBOARD_CHARTS} charts are drawn, ${COLD_OPENS} opens (Chromium):` +
        ` p50 ${percentile(opens, 50).toFixed(0)} / p95 ${percentile(opens, 95).toFixed(0)} ms;` +
        ` bare page p50 ${percentile(baseline, 50).toFixed(0)} ms; x${ratio.toFixed(1)}`,
    );
  } finally {
    bare.close();
    await browser.close();
  }
}

const figures = (value: Figures) =>
  `${value.p50.toFixed(2).padStart(7)} /${value.p95.toFixed(2).padStart(7)}`;

function print(kind: string, { rows, stallMs }: { rows: Row[]; stallMs: number }) {
  console.log(
    `\n${kind}: p50 / p95 ms; HTTP, the same SQL run directly (statements), HTTP/SQL (p50), the service call, longest event-loop stall`,
  );
  for (const row of rows) {
    const ratio = row.http.p50 / Math.max(row.sql.p50, 0.001);
    console.log(
      `  ${row.work.padEnd(36)} HTTP ${figures(row.http)}   SQL ${figures(row.sql)} (${row.statements})` +
        `   x${ratio.toFixed(2).padEnd(5)}   service ${figures(row.service)}   stall ${row.stallMs.toFixed(0)}`,
    );
  }
  console.log(`  longest event-loop stall while measuring: ${stallMs.toFixed(1)} ms`);
  const recorded = rows.find((row) => row.work === 'create expense');
  const unrecorded = rows.find((row) => row.work === 'create expense, activity not recorded');
  if (recorded && unrecorded) {
    const cost = (recorded.http.p50 / unrecorded.http.p50 - 1) * 100;
    console.log(
      `  recording who changed what: create p50 ${cost >= 0 ? '+' : ''}${cost.toFixed(1)} % (goal <= +15 %)`,
    );
  }
}

type Engine = 'pglite' | 'postgresql';
/** LEDGER_BENCH_ENGINES=postgresql (or pglite) runs one engine only. */
const ENGINES = (process.env.LEDGER_BENCH_ENGINES ?? 'pglite,postgresql').split(',') as Engine[];

export async function runLedgerBench(engines: Engine[] = ENGINES) {
  console.log(
    `\n=== Ledger bench: ${ROWS.toLocaleString('en')} entries in one workspace, ${RUNS} runs each ===`,
  );
  for (const engine of engines) {
    if (engine === 'pglite') {
      print('PGlite', await benchEngine('pglite'));
    } else {
      const cluster = await startPostgres();
      try {
        print('PostgreSQL', await benchEngine('postgresql', cluster.url));
      } finally {
        await cluster.stop();
      }
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runLedgerBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
