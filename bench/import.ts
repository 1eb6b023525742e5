// `node bench/import.ts` (and `pnpm bench`, group `import`): the bank-file import at scale (issue 23), figures
// only. On PostgreSQL (a throwaway cluster, scripts/pg-cluster.ts) and on PGlite (in a folder, as deployed; its
// worker thread in this process), the real server runs in this process on a free loopback port, as
// bench/ledger.ts does, and:
//  - two files are generated in memory, seeded: a CSV of IMPORT_BENCH_ROWS (100,000) rows, about 8 MB, as a
//    German bank writes it (semicolons, dd.mm.yyyy, decimal comma with thousands points, a reference column,
//    some quoted fields), and a CAMT.053 of as many entries (one statement of an IBAN account, compact XML), or
//    the most that fit the 20 MB file limit when that many do not;
//  - each file is previewed (POST /api/import/preview, multipart) and committed (POST /api/import/{id}/commit)
//    into a fresh wallet of a fresh workspace, up to IMPORT_BENCH_RUNS (3) times, timed over HTTP from the first
//    byte sent to the last byte of the answer (the preview's answer is counted and dropped as it arrives); the
//    statements the server ran meanwhile are timed through its driver, to tell SQL from JavaScript;
//  - the baseline, in the same run: the same rows written by one bare INSERT ... SELECT FROM unnest(...) into
//    `entries` with the columns the import writes (server/src/import/import-sql.ts), through the same driver,
//    into another fresh wallet of that workspace;
//  - the memory: this process's RSS (the server's main thread, the file reader's thread, the PGlite worker with
//    its WebAssembly memory, and this bench's client, which holds the request body from before the first sample
//    and keeps nothing of the answers) sampled every 50 ms during preview + commit, after a full GC; the growth
//    is the peak over the value before. PostgreSQL's own processes are not counted;
//  - other people's wait: while the preview and commit run, another signed-in person of another workspace sends
//    GET /api/wallet/list every 10 ms (the next at once when one takes longer); their latency is printed next to
//    the same requests with nothing else running; and the longest event-loop stall (monitorEventLoopDelay)
//    during preview + commit.
// IMPORT_BENCH_ENGINES=postgresql (or pglite; both by default), IMPORT_BENCH_RUNS (3), IMPORT_BENCH_BUDGET_S
// (60: no further run of a file once its runs would take longer), IMPORT_BENCH_ROWS, IMPORT_BENCH_PROBE_MS (the
// other person's pace, 10 ms; 0 sends back to back), IMPORT_BENCH_FILES=csv (or camt: one file only),
// IMPORT_BENCH_LOG=warn (the server's log).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startPostgres } from '../scripts/pg-cluster.ts';
import { send } from './http-client.ts';
import { signIn } from './ledger.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.IMPORT_BENCH_RUNS ?? 3);
/**
 * Another run of a file starts only while the runs so far and one more of the same length fit in this many
 * seconds (at least one run): at today's speed a PGlite run of the CSV takes two minutes.
 */
const BUDGET_S = Number(process.env.IMPORT_BENCH_BUDGET_S ?? 60);
type Engine = 'pglite' | 'postgresql';
const ENGINES = (process.env.IMPORT_BENCH_ENGINES ?? 'postgresql,pglite').split(',') as Engine[];
const FILES = (process.env.IMPORT_BENCH_FILES ?? 'csv,camt').split(',');
/** The contract's limit on a file (IMPORT_FILE_MAX_BYTES of @bc/api): bigger files answer 413. */
const FILE_MAX_BYTES = 20 * 1024 * 1024;
/** The sub-category an imported row gets when nothing else says (IMPORT_DEFAULT_CATEGORY_ID of @bc/api). */
const DEFAULT_CATEGORY_ID = 75;
const EUR = 2;
const SAMPLE_MS = 50;
/** Rows of the untimed import of each file that warms the server up. */
const WARM_UP_ROWS = 2_000;
/** How often the other person sends a request (IMPORT_BENCH_PROBE_MS; 0: back to back). */
const PROBE_MS = Number(process.env.IMPORT_BENCH_PROBE_MS ?? 10);
/** The quiet reference of the other person's requests: this long with nothing else running. */
const QUIET_MS = 3_000;
const MB = 1024 * 1024;
/** The issue's goals on PostgreSQL; PGlite may take twice as long. */
const GOALS = { previewMs: 5_000, commitMs: 10_000, ratio: 3, growthMb: 300, waitMs: 100 };

type QueryOptions = { prepared?: string; last?: boolean };
type Queryable = {
  query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  exec(sql: string): Promise<void>;
};
type Database = Queryable & {
  kind: string;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
type App = {
  listen(options: { host: string; port: number }): Promise<string>;
  close(): Promise<void>;
  server: { address(): { port: number } | string | null };
};

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
};

// ---------------------------------------------------------------------------------------------------------
// The files, generated in memory from a seeded generator: the same bytes on every run and machine.

/** One transaction of the generated bank account, as both files tell it. */
type Txn = { date: string; cents: number; payee: string; note: string; ref: string };

function generator(seed: number) {
  let state = seed >>> 0;
  // mulberry32
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
}

const SHOPS = [
  'REWE Markt GmbH',
  'EDEKA Center',
  'Lidl Dienstleistung',
  'ALDI SUED',
  'Netto Marken-Discount',
  'dm-drogerie markt',
  'Rossmann',
  'Bäckerei Schäfer',
  'Metzgerei Huber',
  'Café Müller',
  'Apotheke am Markt',
  'Shell Deutschland',
  'Aral Station',
  'JET Tankstelle',
  'IKEA Deutschland',
  'MediaMarkt',
  'H&M Hennes & Mauritz',
  'Buchhandlung Hugendubel',
  'Restaurant Da Mario',
  'Getränke Hoffmann',
];
const ONLINE = [
  'Amazon EU S.a r.l.',
  'PayPal Europe S.a.r.l.',
  'Zalando SE',
  'Deutsche Bahn AG',
  'Lieferando.de',
  'Uber BV',
  'Booking.com BV',
  'Apple Distribution Intl',
  'Google Ireland Ltd',
  'Otto GmbH & Co KG',
];
const BILLS = [
  'Stadtwerke München',
  'Vodafone GmbH',
  'Telekom Deutschland',
  'Netflix International',
  'Spotify AB',
  'Allianz Versicherung',
  'HUK-Coburg',
  'McFit GmbH',
  'Rundfunk ARD ZDF',
  'Hausverwaltung Schmidt',
];
const CITIES = ['München', 'Berlin', 'Köln', 'Hamburg', 'Augsburg', 'Nürnberg', 'Leipzig', 'Bonn'];
const PEOPLE = ['Anna Schmidt', 'Jonas Weber', 'Lena Fischer', 'Mehmet Yılmaz', 'Sophie Wagner'];
const MONTHS = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];
/** Three years of days, up to a fixed last day (not today: the files are the same on every run). */
const FIRST_DAY = Date.UTC(2023, 0, 1);
const DAYS = 3 * 365 + 1;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `count` transactions over three years, oldest first, each with a unique reference. */
function transactions(count: number, seed: number): Txn[] {
  const random = generator(seed);
  const rows: Txn[] = [];
  for (let i = 0; i < count; i++) {
    const day = new Date(FIRST_DAY + Math.floor((i * DAYS) / count) * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
    const kind = random.next();
    let payee: string;
    let note: string;
    let cents: number;
    if (kind < 0.55) {
      const shop = random.pick(SHOPS);
      payee = random.next() < 0.6 ? `${shop} ${random.pick(CITIES)}` : `${shop} FIL. ${random.int(1, 400)}`;
      note = `Kartenzahlung ${pad(d)}.${pad(m + 1)} ${pad(random.int(7, 21))}:${pad(random.int(0, 59))}`;
      cents = -Math.round(150 + random.next() ** 2 * 15_000);
    } else if (kind < 0.8) {
      payee = random.pick(ONLINE);
      note =
        random.next() < 0.02
          ? `Bestellung ${random.int(100_000, 999_999)}; Teillieferung "${random.int(1, 3)}"`
          : `Bestellung ${random.int(100_000, 999_999)} vom ${pad(d)}.${pad(m + 1)}.`;
      cents = -Math.round(500 + random.next() ** 2 * 25_000);
    } else if (kind < 0.93) {
      payee = random.pick(BILLS);
      note = `Lastschrift ${MONTHS[m]} ${y} Kd-Nr. ${random.int(10_000, 99_999)}`;
      cents = -Math.round(999 + random.next() * (payee.startsWith('Hausverwaltung') ? 120_000 : 12_000));
    } else if (kind < 0.97) {
      payee = random.pick(PEOPLE);
      note = random.next() < 0.5 ? 'Überweisung' : `Anteil ${random.pick(['Urlaub', 'Miete', 'Essen'])}`;
      cents = Math.round((random.next() < 0.5 ? -1 : 1) * (1_000 + random.next() * 50_000));
    } else {
      payee = random.next() < 0.6 ? 'ACME Software GmbH' : random.pick(ONLINE);
      note = payee.startsWith('ACME')
        ? `Gehalt ${MONTHS[m]} ${y}`
        : `Erstattung ${random.int(100_000, 999_999)}`;
      cents = payee.startsWith('ACME') ? 285_000 + random.int(0, 40_000) : random.int(500, 20_000);
    }
    rows.push({ date, cents, payee, note, ref: `${y}${pad(m + 1)}${pad(d)}${pad(i, 7)}` });
  }
  return rows;
}

/** -1234.56 as a German bank writes it: "-1.234,56". */
function germanAmount(cents: number): string {
  const absolute = Math.abs(cents);
  const euros = String(Math.trunc(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${euros},${pad(absolute % 100)}`;
}

const csvField = (text: string) => (/[;"\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** A header the server does not know: the bench sends its columns, as the person maps them once. */
const CSV_HEADER = [
  'Buchungstag',
  'Empfänger/Zahlungspflichtiger',
  'Verwendungszweck',
  'Betrag (EUR)',
  'Referenz',
];
const CSV_COLUMNS = {
  date: CSV_HEADER[0],
  payee: CSV_HEADER[1],
  note: CSV_HEADER[2],
  amount: CSV_HEADER[3],
  bank_id: CSV_HEADER[4],
};

/** Newest first, as bank exports are. */
function csvFile(rows: readonly Txn[]): Buffer {
  const lines = [CSV_HEADER.join(';')];
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i] as Txn;
    const [y, m, d] = row.date.split('-');
    lines.push(
      [`${d}.${m}.${y}`, csvField(row.payee), csvField(row.note), germanAmount(row.cents), row.ref].join(';'),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const decimal = (cents: number) => `${Math.trunc(Math.abs(cents) / 100)}.${pad(Math.abs(cents) % 100)}`;
const IBAN = 'DE89370400440532013000';
const OPENING_CENTS = 250_000;

function camtEntry(row: Txn): string {
  const credit = row.cents > 0;
  const party = credit ? 'Dbtr' : 'Cdtr';
  return (
    `<Ntry><Amt Ccy="EUR">${decimal(row.cents)}</Amt><CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>` +
    `<Sts>BOOK</Sts><BookgDt><Dt>${row.date}</Dt></BookgDt><AcctSvcrRef>${row.ref}</AcctSvcrRef>` +
    `<NtryDtls><TxDtls><RltdPties><${party}><Nm>${xml(row.payee)}</Nm></${party}></RltdPties>` +
    `<RmtInf><Ustrd>${xml(row.note)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`
  );
}

/** One statement of one IBAN account, oldest entry first, with its opening and closing balances. */
function camtFile(rows: readonly Txn[]): Buffer {
  const moved = rows.reduce((sum, row) => sum + row.cents, 0);
  // An account that never goes overdrawn over the three years, roughly: the opening covers what they spend.
  const opening = Math.max(OPENING_CENTS, OPENING_CENTS - moved);
  const closing = opening + moved;
  const balance = (code: string, cents: number, date: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${decimal(cents)}</Amt>` +
    `<CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>\n`;
  const first = rows[0]?.date ?? '2023-01-01';
  const last = rows.at(-1)?.date ?? '2025-12-31';
  const head =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n<BkToCstmrStmt>\n' +
    `<GrpHdr><MsgId>BENCH-${last}</MsgId><CreDtTm>${last}T23:59:00</CreDtTm></GrpHdr>\n` +
    `<Stmt><Id>STMT-${last}</Id><ElctrncSeqNb>1</ElctrncSeqNb><CreDtTm>${last}T23:59:00</CreDtTm>` +
    `<FrToDt><FrDtTm>${first}T00:00:00</FrDtTm><ToDtTm>${last}T23:59:59</ToDtTm></FrToDt>\n` +
    `<Acct><Id><IBAN>${IBAN}</IBAN></Id><Ccy>EUR</Ccy><Nm>Girokonto</Nm></Acct>\n` +
    balance('OPBD', opening, first) +
    balance('CLBD', closing, last);
  return Buffer.from(
    `${head}${rows.map(camtEntry).join('')}</Stmt>\n</BkToCstmrStmt>\n</Document>\n`,
    'utf8',
  );
}

type BenchFile = {
  label: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  rows: readonly Txn[];
  fields: Record<string, string>;
  /** Why it holds fewer rows than asked, if it does. */
  cut?: string;
};

/** The files of `count` rows (fewer for the CAMT when that many make it too big). */
function benchFiles(count: number): BenchFile[] {
  const files: BenchFile[] = [];
  if (FILES.includes('csv')) {
    const rows = transactions(count, 23);
    files.push({
      label: 'CSV',
      fileName: 'umsaetze.csv',
      contentType: 'text/csv',
      bytes: csvFile(rows),
      rows,
      fields: { format: 'csv', columns: JSON.stringify(CSV_COLUMNS) },
    });
  }
  if (FILES.includes('camt')) {
    let rows = transactions(count, 53);
    let bytes = camtFile(rows);
    let cut: string | undefined;
    if (bytes.length > FILE_MAX_BYTES) {
      // Keep the most entries that fit, with the same generator (its entries are of an even size).
      const fitting = Math.floor((rows.length * (FILE_MAX_BYTES - 4096)) / bytes.length);
      cut = `${count.toLocaleString('en')} entries make ${(bytes.length / MB).toFixed(1)} MB, over the ${FILE_MAX_BYTES / MB} MB file limit (413): measured with ${fitting.toLocaleString('en')}`;
      rows = transactions(fitting, 53);
      bytes = camtFile(rows);
    }
    files.push({
      label: 'CAMT.053',
      fileName: 'camt053.xml',
      contentType: 'application/xml',
      bytes,
      rows,
      fields: { format: 'camt.053' },
      ...(cut && { cut }),
    });
  }
  return files;
}

// ---------------------------------------------------------------------------------------------------------
// HTTP

const agent = new http.Agent({ keepAlive: true });

/**
 * One request with a body of bytes; the answer is counted as it arrives and only its first and last 64 kB are
 * kept (a preview of 100,000 rows answers some tens of MB, which the bench must not hold in the memory it
 * measures).
 */
function request(
  origin: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; bytes: number; head: string; tail: string }> {
  const KEEP = 64 * 1024;
  return new Promise((resolve, reject) => {
    let answered = false;
    const sent = http.request(
      `${origin}${url}`,
      { method, agent, headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        answered = true;
        let head = Buffer.alloc(0);
        let tail = Buffer.alloc(0);
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (head.length < KEEP) head = Buffer.concat([head, chunk.subarray(0, KEEP - head.length)]);
          tail = Buffer.concat([tail, chunk]);
          if (tail.length > KEEP) tail = Buffer.from(tail.subarray(tail.length - KEEP));
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            head: head.toString('utf8'),
            tail: tail.toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    // A refusal may come before the whole body is sent, and the server then resets the upload: the answer counts.
    sent.on('error', (error) => {
      if (!answered) reject(error);
    });
    sent.end(body);
  });
}

async function json(
  origin: string,
  headers: Record<string, string>,
  method: string,
  url: string,
  body?: unknown,
) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const answer = await send(
    origin,
    method,
    url,
    text === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    text,
  );
  if (answer.status >= 300)
    throw new Error(`${method} ${url} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

function multipart(fields: Record<string, string>, file: BenchFile): { body: Buffer; type: string } {
  const boundary = `----bc-bench-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
      'utf8',
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** A verified person with a set-up workspace (bench/ledger.ts), and a way to add wallets to it. */
async function signInWithWallets(db: Database, origin: string) {
  const { headers, workspaceId } = await signIn(db, origin);
  const wallet = async (name: string) =>
    (
      (await json(origin, headers, 'POST', '/api/wallet/create', {
        name,
        type: 'bank',
        balance: 0,
        currency_id: EUR,
      })) as { id: number }
    ).id;
  return { headers, workspaceId, wallet };
}

// ---------------------------------------------------------------------------------------------------------
// The baseline: the same rows in one bare INSERT, with the columns insertImportedEntries writes.

async function bareInsert(
  db: Database,
  workspaceId: string,
  walletId: number,
  rows: readonly Txn[],
  searchTerms: string,
): Promise<number> {
  const start = performance.now();
  await db.query(
    `INSERT INTO entries (workspace_id, uuid, type, amount_cents, currency_id, payment_type_id, date_time,
       planned, note, account_id, category_id, bank_id, bank_payee, import_batch_id, search_terms)
     SELECT $1, r.uuid, CASE WHEN r.amount_cents < 0 THEN 'expense' ELSE 'income' END, r.amount_cents, $2, $3,
       r.date_time, false, r.note, $4, $5, r.bank_id, r.bank_payee, NULL, $6
     FROM unnest($7::uuid[], $8::bigint[], $9::timestamptz[], $10::text[], $11::text[], $12::text[])
       AS r(uuid, amount_cents, date_time, note, bank_id, bank_payee)`,
    [
      workspaceId,
      EUR,
      1,
      walletId,
      DEFAULT_CATEGORY_ID,
      searchTerms,
      rows.map(() => randomUUID()),
      rows.map((row) => row.cents),
      rows.map((row) => `${row.date}T12:00:00.000Z`),
      // importNote(): the payee, then the row's own note.
      rows.map((row) => `${row.payee} · ${row.note}`),
      rows.map((row) => row.ref),
      rows.map((row) => row.payee),
    ],
  );
  return performance.now() - start;
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

/** A statement the server ran while it was being watched, and how long the driver took to answer it. */
type TimedStatement = { sql: string; ms: number };

/**
 * The server's driver, timing every statement while `watching` is set (one timestamp before and after: nothing
 * measurable added), so that what the database took can be told from what the server's JavaScript took.
 */
function timedDatabase(db: Database) {
  let watching: TimedStatement[] | undefined;
  const timed = async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
    const log = watching;
    if (!log) return run();
    const start = performance.now();
    try {
      return await run();
    } finally {
      log.push({ sql, ms: performance.now() - start });
    }
  };
  const wrap = (inner: Queryable): Queryable => ({
    query: (sql, params, options) => timed(sql, () => inner.query(sql, params, options)),
    exec: (sql) => timed(sql, () => inner.exec(sql)),
  });
  const wrapped: Database = {
    ...wrap(db),
    kind: db.kind,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    /** Starts noting statements; the returned function stops and gives them. */
    watch: () => {
      const log: TimedStatement[] = [];
      watching = log;
      return () => {
        if (watching === log) watching = undefined;
        return log;
      };
    },
  };
}

/** What the database took of a request: the sum, and the slowest kinds of statement (by their first words). */
function sqlShare(statements: readonly TimedStatement[]) {
  const byKind = new Map<string, { ms: number; count: number }>();
  for (const { sql, ms } of statements) {
    const kind = sql.replace(/\s+/g, ' ').trim().slice(0, 70);
    const known = byKind.get(kind) ?? { ms: 0, count: 0 };
    known.ms += ms;
    known.count += 1;
    byKind.set(kind, known);
  }
  return {
    ms: statements.reduce((sum, statement) => sum + statement.ms, 0),
    count: statements.length,
    slowest: [...byKind].sort((a, b) => b[1].ms - a[1].ms).slice(0, 3),
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/** A full GC before each measured import, so that "before" is not inflated by the last one's garbage. */
let gc: (() => void) | undefined;
function collectGarbage() {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}

/** This process's RSS and the main thread's heap, every SAMPLE_MS, until stopped: the peaks over the start. */
function memorySampler() {
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  let external = before.external;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
    external = Math.max(external, now.external);
  }, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return {
      beforeMb: before.rss / MB,
      rssMb: (rss - before.rss) / MB,
      heapMb: (heap - before.heapUsed) / MB,
      externalMb: (external - before.external) / MB,
    };
  };
}

/**
 * Another person's small requests until stopped, each one's latency in ms: one every PROBE_MS (the next one as
 * soon as the last answers when it took longer), so that a stall of the server delays the one waiting. Sent back
 * to back (PROBE_MS=0) they took a quarter of a core from the import on two cores (some 270 requests a second,
 * the database's wake-ups and the sockets' writes most of it), which is load, not waiting.
 */
function otherPerson(origin: string, headers: Record<string, string>) {
  const times: number[] = [];
  let running = true;
  let failure: Error | undefined;
  const loop = (async () => {
    let next = performance.now();
    while (running) {
      const start = performance.now();
      const answer = await send(origin, 'GET', '/api/wallet/list', headers);
      if (answer.status !== 200) throw new Error(`GET /api/wallet/list answered ${answer.status}`);
      const end = performance.now();
      times.push(end - start);
      next = Math.max(end, next + PROBE_MS);
      if (next > end) await new Promise((resolve) => setTimeout(resolve, next - end));
    }
  })().catch((error: unknown) => {
    failure = error as Error;
  });
  return async () => {
    running = false;
    await loop;
    if (failure) throw failure;
    return times;
  };
}

type Run = {
  previewMs: number;
  commitMs: number;
  bareMs: number;
  previewBytes: number;
  imported: number;
  duplicates: number;
  memory: ReturnType<ReturnType<typeof memorySampler>>;
  stallMs: number;
  waits: number[];
  previewSql: ReturnType<typeof sqlShare>;
  commitSql: ReturnType<typeof sqlShare>;
};

/** The server and what the bench needs of it. */
type Bench = {
  db: Database;
  origin: string;
  /** Starts noting the server's statements; the returned function stops and gives them. */
  watch: () => () => TimedStatement[];
  /** Statements the other person's requests run: not the import's. */
  others: Set<string>;
  other: Record<string, string>;
  searchTerms: string;
};

async function importOnce(bench: Bench, file: BenchFile): Promise<Run> {
  const { db, origin, other } = bench;
  const importsOnly = (statements: readonly TimedStatement[]) =>
    sqlShare(statements.filter((statement) => !bench.others.has(statement.sql)));
  const person = await signInWithWallets(db, origin);
  const walletId = await person.wallet('Imported');
  const { body, type } = multipart({ ...file.fields, account_id: String(walletId) }, file);
  collectGarbage();
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  const stopMemory = memorySampler();
  const stopOther = otherPerson(origin, other);
  stalls.enable();
  const finish = async () => {
    stalls.disable();
    return { waits: await stopOther(), memory: stopMemory() };
  };

  let stopWatch = bench.watch();
  let start = performance.now();
  const preview = await request(
    origin,
    'POST',
    '/api/import/preview',
    { ...person.headers, 'content-type': type },
    body,
  );
  const previewMs = performance.now() - start;
  const previewSql = importsOnly(stopWatch());
  const importId = /"import_id"\s*:\s*"([0-9a-f-]{36})"/.exec(preview.head)?.[1];
  if (preview.status !== 200 || !importId) {
    await finish();
    throw new Error(`${file.label}: the preview answered ${preview.status}: ${preview.head.slice(0, 500)}`);
  }

  stopWatch = bench.watch();
  start = performance.now();
  const commitBody = Buffer.from(JSON.stringify({ account_id: walletId }), 'utf8');
  const commit = await request(
    origin,
    'POST',
    `/api/import/${importId}/commit`,
    { ...person.headers, 'content-type': 'application/json' },
    commitBody,
  );
  const commitMs = performance.now() - start;
  const commitSql = importsOnly(stopWatch());
  const { waits, memory } = await finish();
  if (commit.status !== 201) {
    throw new Error(
      `${file.label}: the commit answered ${commit.status}: ${commit.head.slice(0, 500)}\n` +
        `(the end of the preview: ${preview.tail.slice(-500)})`,
    );
  }
  const committed = JSON.parse(commit.head) as { imported: number; duplicates: number };

  const bareMs = await bareInsert(
    db,
    person.workspaceId,
    await person.wallet('Bare insert'),
    file.rows,
    bench.searchTerms,
  );
  return {
    previewMs,
    commitMs,
    bareMs,
    previewBytes: preview.bytes,
    imported: committed.imported,
    duplicates: committed.duplicates,
    memory,
    stallMs: stalls.max / 1e6,
    waits,
    previewSql,
    commitSql,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Printing

const ms = (value: number) => value.toFixed(0).padStart(7);
const line = (label: string, values: readonly number[], goal: string) =>
  `    ${label.padEnd(40)} p50 ${ms(percentile(values, 50))} ms   max ${ms(Math.max(...values))} ms   ${goal}`;

function printFile(kind: Engine, file: BenchFile, runs: readonly Run[], quiet: readonly number[]) {
  const factor = kind === 'pglite' ? 2 : 1;
  const goal = (value: number, limit: number, unit = 'ms') =>
    `goal <= ${limit.toLocaleString('en')} ${unit} (p50 ${(value / limit).toFixed(2)}x of it)`;
  const preview = runs.map((run) => run.previewMs);
  const commit = runs.map((run) => run.commitMs);
  const bare = runs.map((run) => run.bareMs);
  const ratio = percentile(commit, 50) / percentile(bare, 50);
  const waits = runs.flatMap((run) => run.waits);
  const first = runs[0] as Run;
  console.log(
    `\n  ${file.label}: ${file.rows.length.toLocaleString('en')} rows, ${(file.bytes.length / MB).toFixed(1)} MB;` +
      ` the preview answers ${(first.previewBytes / MB).toFixed(1)} MB; committed ${first.imported.toLocaleString('en')}` +
      ` (${first.duplicates} duplicates); ${runs.length} run${runs.length === 1 ? '' : 's'} (at most ${RUNS} in ${BUDGET_S} s), each into a fresh wallet of a fresh workspace`,
  );
  if (file.cut) console.log(`    (${file.cut})`);
  console.log(
    line(
      'preview (POST /api/import/preview)',
      preview,
      goal(percentile(preview, 50), GOALS.previewMs * factor),
    ),
  );
  console.log(
    line(
      'commit (POST /api/import/{id}/commit)',
      commit,
      goal(percentile(commit, 50), GOALS.commitMs * factor),
    ),
  );
  console.log(line('baseline: one bare INSERT ... unnest', bare, ''));
  for (const [work, key, timeKey] of [
    ['preview', 'previewSql', 'previewMs'],
    ['commit', 'commitSql', 'commitMs'],
  ] as const) {
    const last = runs.at(-1) as Run;
    const share = last[key];
    console.log(
      `    ${`  of the last ${work}: SQL`.padEnd(40)} ${ms(share.ms)} ms of ${ms(last[timeKey]).trim()} (${share.count} statements);` +
        ` slowest: ${share.slowest.map(([sql, { ms: took, count }]) => `${took.toFixed(0)} ms x${count} "${sql}"`).join('; ')}`,
    );
  }
  console.log(
    `    ${'commit / bare INSERT (p50)'.padEnd(40)} x${ratio.toFixed(2)}   goal <= x${GOALS.ratio}`,
  );
  const growth = Math.max(...runs.map((run) => run.memory.rssMb));
  console.log(
    `    ${'RSS growth during preview + commit'.padEnd(40)} +${growth.toFixed(0)} MB (largest of the runs; over ${first.memory.beforeMb.toFixed(0)} MB before)` +
      `   main-thread heap +${Math.max(...runs.map((run) => run.memory.heapMb)).toFixed(0)} MB,` +
      ` external +${Math.max(...runs.map((run) => run.memory.externalMb)).toFixed(0)} MB   goal <= +${GOALS.growthMb} MB`,
  );
  console.log(
    `    ${'longest event-loop stall'.padEnd(40)} ${Math.max(...runs.map((run) => run.stallMs)).toFixed(0)} ms` +
      ` (runs: ${runs.map((run) => run.stallMs.toFixed(0)).join(', ')})`,
  );
  const waitFigures = (values: readonly number[]) =>
    `p50 ${percentile(values, 50).toFixed(1)}  p99 ${percentile(values, 99).toFixed(1)}  max ${Math.max(...values).toFixed(1)} ms (${values.length} requests)`;
  console.log(
    `    ${`another person's GET, 1 per ${PROBE_MS} ms`.padEnd(40)} during the import: ${waitFigures(waits)}`,
  );
  console.log(
    `    ${''.padEnd(40)} nothing else running: ${waitFigures(quiet)}   goal: max <= +${GOALS.waitMs} ms over quiet` +
      ` (here +${(Math.max(...waits) - percentile(quiet, 50)).toFixed(0)} ms over its p50)`,
  );
}

// ---------------------------------------------------------------------------------------------------------

async function benchEngine(kind: Engine, files: readonly BenchFile[], url?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bc-bench-import-'));
  // PGlite in a folder, as deployed (DATA_DIR/pglite): in memory its data would count as the server's memory.
  const opened =
    kind === 'pglite'
      ? await (await server.pglite()).openPgliteDatabase(path.join(dataDir, 'pglite'))
      : await (await server.postgres()).openPostgresDatabase(url ?? '');
  const { db, watch } = timedDatabase(opened);
  let app: App | undefined;
  try {
    await (await server.migrate()).migrate(db);
    const config = (await server.config()).parseConfig({
      LOG_LEVEL: process.env.IMPORT_BENCH_LOG ?? 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
    });
    app = await (await server.app()).buildApp({ config, db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const [words] = await db.query<{ words: string }>(
      `SELECT replace(s.slug, '_', ' ') || ' ' || replace(c.slug, '_', ' ') AS words
       FROM sub_categories s JOIN categories c ON c.id = s.category_id WHERE s.id = $1`,
      [DEFAULT_CATEGORY_ID],
    );
    const other = (await signIn(db, origin)).headers;
    const bench: Bench = { db, origin, watch, others: new Set(), other, searchTerms: words?.words ?? '' };
    // As a running server: the reader's thread started, and the paths' code compiled by a small import of each.
    for (const file of benchFiles(WARM_UP_ROWS)) await importOnce(bench, file);
    // The other person's requests with nothing else running: warmed, then measured.
    const warm = otherPerson(origin, other);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await warm();
    const stopWatch = watch();
    const quietStop = otherPerson(origin, other);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const quiet = await quietStop();
    for (const statement of stopWatch()) bench.others.add(statement.sql);
    console.log(
      `\n${kind === 'pglite' ? 'PGlite (a folder on disk, its worker thread in this process)' : 'PostgreSQL (loopback)'}`,
    );
    for (const file of files) {
      const runs: Run[] = [];
      const started = performance.now();
      for (let run = 0; run < RUNS; run++) {
        const runStart = performance.now();
        runs.push(await importOnce(bench, file));
        const now = performance.now();
        if (now - started + (now - runStart) > BUDGET_S * 1000) break;
      }
      printFile(kind, file, runs, quiet);
    }
  } finally {
    await app?.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function runImportBench(engines: Engine[] = ENGINES) {
  const started = performance.now();
  const files = benchFiles(ROWS);
  console.log(
    `\n=== Import bench: ${files.map((file) => `${file.label} ${file.rows.length.toLocaleString('en')} rows (${(file.bytes.length / MB).toFixed(1)} MB)`).join(', ')};` +
      ` ${RUNS} runs each; p50 / max of the runs ===`,
  );
  for (const engine of engines) {
    if (engine === 'pglite') {
      await benchEngine('pglite', files);
    } else {
      const cluster = await startPostgres();
      try {
        await benchEngine('postgresql', files, cluster.url);
      } finally {
        await cluster.stop();
      }
    }
  }
  console.log(`\n  (the import bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runImportBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
