// `node bench/load.ts` (and `pnpm bench`, group `load`): the server under many clients at once, figures only.
// The real server runs in a process of its own (as deployed), on PGlite and on a throwaway PostgreSQL, with
// a small database: USERS people, each with a workspace of SEED_ROWS entries. LOAD_CLIENTS clients (100 on
// PostgreSQL, 50 on PGlite unless set) then run for LOAD_SECONDS (60) a mix of what people do: entry pages,
// wallets, a stats figure, creates, edits and deletes (each with an Idempotency-Key, as the app sends them),
// several clients in each workspace. Printed: requests/s, p50/p95/p99, errors (5xx or no answer), next to the
// same clients against a bare Node HTTP server in a process of its own (the floor: what the machine and the
// client loop cost alone).
// The jobs: after an outage, one workspace's LOAD_DUE_ROWS (20,000) entries come due at once; while the job
// settles them in batches, PROBE_CLIENTS clients' figures are printed next to the same clients with no job.
// LOAD_ENGINES (postgresql,pglite) chooses the engines.
// Faults, on PostgreSQL: the database restarted in the middle of a run; printed: how long until requests
// succeed again by themselves, and whether every write the server acknowledged (201) is still there.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { waitForLink } from '../e2e/support/outbox.ts';
import { freePort, type PostgresCluster, startPostgres } from '../scripts/pg-cluster.ts';
import { treeCpuMs } from './cpu.ts';
import { send } from './http-client.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? 10);
const SEED_ROWS = Number(process.env.LOAD_SEED_ROWS ?? 2_000);
/** Entries that come due at once in one workspace for the jobs' part, and the clients measured meanwhile. */
const DUE_ROWS = Number(process.env.LOAD_DUE_ROWS ?? 20_000);
const PROBE_CLIENTS = 10;
const PROBE_SECONDS = 15;
const CLIENTS = {
  postgresql: Number(process.env.LOAD_CLIENTS ?? 100),
  pglite: Number(process.env.LOAD_CLIENTS ?? 50),
};

type Person = { headers: Record<string, string>; walletId: number };
/** `at`: when the request started (performance.now()). */
type Sample = { at: number; ms: number; status: number };
/** What the server acknowledged: entries created (with whose they are) and deleted. */
type Acknowledged = { created: Map<string, Person>; deleted: Set<string>; inDoubt: Set<string> };

async function waitUntilUp(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

/** The server as deployed, on `databaseUrl` (PostgreSQL) or its own PGlite in `dataDir`. */
async function startServer(dataDir: string, databaseUrl?: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // Many sign-ups from one address are the bench's, not an attack.
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_ACCOUNT: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(origin, child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { origin, pid: child.pid as number, stop: () => child.kill('SIGTERM'), exited };
}

/** A bare Node HTTP server answering a small JSON body, in a process of its own: the floor. */
async function startBareServer() {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => s.writeHead(200, {'content-type': 'application/json'}).end('{"data":[]}')); }).listen(${port}, '127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(origin);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { origin, stop: () => child.kill('SIGTERM') };
}

async function call(
  origin: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** Signs a person up as the app does (mail link, login, user-info, finalize) and seeds their entries. */
async function person(origin: string, index: number, seedRows = SEED_ROWS, dated?: string): Promise<Person> {
  const email = `load${index}@example.com`;
  const password = 'Secret#2026-load';
  await call(
    origin,
    'POST',
    '/api/auth/sign-up',
    {},
    { name: `Load ${index}`, email, password, password_confirmation: password },
  );
  const link = await waitForLink(email, 'confirm');
  await call(origin, 'GET', `/api/auth/confirm/${link.split('/').at(-1)}`, {});
  const login = await call(origin, 'POST', '/api/auth/authenticate', {}, { email, password });
  const bearer = { authorization: `Bearer ${login.token}` };
  const info = await call(origin, 'GET', '/api/auth/user-info', bearer);
  const setUp = await call(
    origin,
    'POST',
    `/api/auth/${info.userInfo.uuid}/finalize/sign-up`,
    { ...bearer, 'x-bc-token': info.token },
    {
      workspace: { name: 'Load', currency: 2, payment_type: 1 },
      wallet: {
        name: 'Bank',
        balance: 0,
        type: 'bank',
        color: '#0f766e',
        currency: 2,
        exclude_from_stats: false,
      },
    },
  );
  const headers = { ...bearer, 'x-bc-token': setUp.token };
  const [wallet] = await call(origin, 'GET', '/api/wallet/list', headers);
  for (let done = 0; done < seedRows; done += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, seedRows - done) }, (_, row) => ({
      date_time:
        dated ??
        `2026-${String(1 + ((done + row) % 10)).padStart(2, '0')}-${String(1 + (row % 28)).padStart(2, '0')}`,
      amount: -((row % 5_000) + 1) / 100,
      note: `seed ${row}`,
      category_id: 3,
    }));
    await call(origin, 'POST', '/api/entries/import', headers, { account_id: wallet.id, rows });
  }
  return { headers, walletId: wallet.id };
}

/** What `person` seeds in cents, spending counted positive: each thousand rows spend 1 to 1000 cents. */
function seedSumCents(rows: number): number {
  let cents = 0;
  for (let done = 0; done < rows; done += 1_000) {
    const chunk = Math.min(1_000, rows - done);
    cents += (chunk * (chunk + 1)) / 2;
  }
  return cents;
}

/** One client: what a person does, in a loop, until `until`; what the server acknowledged is kept. */
async function client(
  origin: string,
  who: Person,
  until: number,
  samples: Sample[],
  acked: Acknowledged,
  seed: number,
) {
  let state = seed;
  const random = (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % max;
  };
  const mine: string[] = [];
  while (performance.now() < until) {
    const choice = random(100);
    let method = 'GET';
    let url = '/api/entry?page=1';
    let body: unknown;
    let deleting: string | undefined;
    if (choice < 25) url = '/api/entry?page=1';
    else if (choice < 35) url = `/api/entry?page=${2 + random(20)}`;
    else if (choice < 50) url = '/api/wallet/list';
    else if (choice < 60) url = '/api/stats/expenses';
    else if (choice < 80 || mine.length === 0) {
      method = 'POST';
      url = '/api/entry/expenses';
      body = { amount: -(1 + random(9_999)) / 100, account_id: who.walletId, category_id: 3, note: 'load' };
    } else if (choice < 93) {
      method = 'PUT';
      url = `/api/entry/expenses/${mine[random(mine.length)]}`;
      body = { amount: -(1 + random(9_999)) / 100, account_id: who.walletId, category_id: 3, note: 'edited' };
    } else {
      method = 'DELETE';
      [deleting] = mine.splice(random(mine.length), 1);
      url = `/api/entry/${deleting}`;
    }
    // As the app does: every entry save and delete names itself with a new Idempotency-Key.
    const headers =
      method === 'GET'
        ? who.headers
        : {
            ...who.headers,
            'idempotency-key': randomUUID(),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          };
    const at = performance.now();
    let status = 0;
    try {
      const answer = await send(
        origin,
        method,
        url,
        headers,
        body === undefined ? undefined : JSON.stringify(body),
      );
      status = answer.status;
      const text = answer.text;
      if (status === 201) {
        const uuid = (JSON.parse(text) as { uuid: string }).uuid;
        mine.push(uuid);
        acked.created.set(uuid, who);
      }
    } catch {
      // No answer (connection refused or reset): counted as an error.
    }
    if (deleting && status >= 200 && status < 300) acked.deleted.add(deleting);
    else if (deleting) acked.inDoubt.add(deleting);
    samples.push({ at, ms: performance.now() - at, status });
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

function summary(samples: readonly Sample[], seconds: number) {
  const ms = samples.map((sample) => sample.ms);
  return {
    requests: samples.length,
    perSecond: samples.length / seconds,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    errors: samples.filter((sample) => sample.status === 0 || sample.status >= 500).length,
    refused: samples.filter((sample) => sample.status >= 400 && sample.status < 500).length,
  };
}

async function run(
  origin: string,
  people: readonly Person[],
  clients: number,
  seconds: number,
  during?: () => Promise<void>,
) {
  const samples: Sample[] = [];
  const acked: Acknowledged = { created: new Map(), deleted: new Set(), inDoubt: new Set() };
  const started = performance.now();
  const until = started + seconds * 1000;
  const work = Array.from({ length: clients }, (_, index) =>
    client(origin, people[index % people.length] as Person, until, samples, acked, index + 1),
  );
  await Promise.all([...work, during?.()]);
  return { samples, acked, seconds: (performance.now() - started) / 1000 };
}

const fixed = (value: number, digits = 0) => value.toFixed(digits).padStart(7);

function print(label: string, figures: ReturnType<typeof summary>, floor?: ReturnType<typeof summary>) {
  const ratio = floor
    ? `  (${(figures.perSecond / floor.perSecond).toFixed(2)}x the floor's requests/s)`
    : '';
  console.log(
    `${label.padEnd(34)} ${fixed(figures.perSecond)} req/s  p50 ${fixed(figures.p50, 1)}  p95 ${fixed(figures.p95, 1)}  p99 ${fixed(figures.p99, 1)} ms  errors ${figures.errors}  4xx ${figures.refused}${ratio}`,
  );
}

/**
 * Requests while a job works. One more person's DUE_ROWS entries, dated a little ahead, come due while the
 * server is down (as after an outage); the server starts again and its job settles them in batches while
 * PROBE_CLIENTS clients of the others run the usual mix. Printed next to the same clients with no job.
 */
async function whileTheJobRuns<Server extends { origin: string }>(
  kind: string,
  people: readonly Person[],
  restart: (downUntil: number) => Promise<Server>,
  origin: string,
): Promise<Server> {
  const quiet = await run(origin, people, PROBE_CLIENTS, PROBE_SECONDS);
  print(`${kind}, ${PROBE_CLIENTS} clients, no job`, summary(quiet.samples, quiet.seconds));
  const dueAt = Date.now() + 60_000;
  const started = performance.now();
  const late = await person(origin, USERS, DUE_ROWS, new Date(dueAt).toISOString());
  const importSeconds = (performance.now() - started) / 1000;
  if (Date.now() >= dueAt) {
    console.log(
      `  (the ${DUE_ROWS} entries took ${importSeconds.toFixed(0)} s to import: due before the restart; skipped)`,
    );
    return restart(0);
  }
  const restarted = await restart(dueAt + 1_000);
  const restartedAt = performance.now();
  // The late person's wallet reaches the sum of all their entries once the job has settled every one.
  let seconds: number | undefined;
  const expectedCents = -seedSumCents(DUE_ROWS);
  const watch = async () => {
    while (performance.now() - restartedAt < (PROBE_SECONDS + 60) * 1000) {
      const wallets = JSON.parse(
        (await send(restarted.origin, 'GET', '/api/wallet/list', late.headers)).text,
      );
      const wallet = (wallets as { id: number; balance: number }[]).find(({ id }) => id === late.walletId);
      if (wallet && Math.round(wallet.balance * 100) === expectedCents) {
        seconds = (performance.now() - restartedAt) / 1000;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const settling = await run(restarted.origin, people, PROBE_CLIENTS, PROBE_SECONDS, watch);
  print(
    `${kind}, ${PROBE_CLIENTS} clients, job settling ${DUE_ROWS} due`,
    summary(settling.samples, settling.seconds),
  );
  console.log(
    seconds === undefined
      ? `  the job had not settled them ${PROBE_SECONDS + 60} s after the start`
      : `  the job settled them within ${seconds.toFixed(1)} s of the start`,
  );
  return restarted;
}

async function engine(kind: 'pglite' | 'postgresql', floor: ReturnType<typeof summary>, withFault: boolean) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bc-load-'));
  process.env.BC_E2E_DATA_DIR = dataDir;
  let cluster: PostgresCluster | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    if (kind === 'postgresql') cluster = await startPostgres();
    server = await startServer(dataDir, cluster?.url);
    const origin = server.origin;
    const people: Person[] = [];
    for (let index = 0; index < USERS; index++) people.push(await person(origin, index));
    const clients = CLIENTS[kind];
    const serverPid = server.pid;
    const databasePid = await cluster?.serverPid();
    const cpuBefore = [treeCpuMs(serverPid), databasePid ? treeCpuMs(databasePid) : 0];
    const clientsBefore = process.cpuUsage();
    const { samples, seconds } = await run(origin, people, clients, SECONDS);
    const clientsCpu = process.cpuUsage(clientsBefore);
    const perRequest = (pid: number | undefined, before: number | undefined) =>
      pid ? ((treeCpuMs(pid) - (before ?? 0)) / samples.length).toFixed(2) : '-';
    print(`${kind}, ${clients} clients, ${SECONDS} s`, summary(samples, seconds), floor);
    const clientsMs = (clientsCpu.user + clientsCpu.system) / 1000 / samples.length;
    console.log(
      `  CPU per request: server ${perRequest(serverPid, cpuBefore[0])} ms, PostgreSQL ${perRequest(databasePid, cpuBefore[1])} ms, the load's own clients ${clientsMs.toFixed(2)} ms`,
    );
    const current = server;
    server = await whileTheJobRuns(
      kind,
      people,
      async (downUntil) => {
        current.stop();
        await current.exited;
        // Down until the imported entries are due; the job then meets all of them at its first run.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, downUntil - Date.now())));
        return startServer(dataDir, cluster?.url);
      },
      origin,
    );

    if (withFault && cluster) {
      // The database restarts 5 s into a run; the server must find it again by itself.
      const database = cluster;
      let restartedAt = 0;
      const faulty = await run(server.origin, people, clients, Math.max(20, SECONDS / 2), async () => {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        restartedAt = performance.now();
        await database.restart();
      });
      print(`${kind}, database restarted mid-run`, summary(faulty.samples, faulty.seconds));
      const failedAfter = faulty.samples.filter(
        (sample) => sample.at + sample.ms >= restartedAt && (sample.status === 0 || sample.status >= 500),
      );
      const recovered = Math.max(0, ...failedAfter.map((sample) => sample.at + sample.ms - restartedAt));
      console.log(
        `  back to answering ${(recovered / 1000).toFixed(2)} s after the restart began (${failedAfter.length} requests failed meanwhile)`,
      );
      const { acknowledged, lost } = await lostWrites(server.origin, faulty.acked);
      console.log(`  writes acknowledged with 201: ${acknowledged}; missing afterwards: ${lost}`);
    }
  } finally {
    server?.stop();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every entry the server said it created (and nobody deleted) must still be there. */
async function lostWrites(origin: string, acked: Acknowledged) {
  let lost = 0;
  let acknowledged = 0;
  for (const [uuid, owner] of acked.created) {
    if (acked.deleted.has(uuid) || acked.inDoubt.has(uuid)) continue;
    acknowledged++;
    const response = await fetch(`${origin}/api/entry/${uuid}`, { headers: owner.headers });
    await response.arrayBuffer();
    if (response.status !== 200) lost++;
  }
  return { acknowledged, lost };
}

export async function runLoadBench() {
  console.log(
    `\nLoad: ${USERS} people with ${SEED_ROWS} entries each; the mix of entry pages, wallets, a stats figure, creates, edits, deletes`,
  );
  const bare = await startBareServer();
  const floorRun = await run(
    bare.origin,
    [{ headers: {}, walletId: 0 }],
    CLIENTS.postgresql,
    Math.min(SECONDS, 15),
  );
  bare.stop();
  const floor = summary(floorRun.samples, floorRun.seconds);
  print(`floor: bare Node HTTP, ${CLIENTS.postgresql} clients`, floor);
  const engines = (process.env.LOAD_ENGINES ?? 'postgresql,pglite').split(',');
  if (engines.includes('postgresql')) await engine('postgresql', floor, true);
  if (engines.includes('pglite')) await engine('pglite', floor, false);
}

if (import.meta.url === `file://${process.argv[1]}`) await runLoadBench();
