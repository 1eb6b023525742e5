// `pnpm backup` and `pnpm restore` against the real server process (server/src/main.ts) on a PGlite data
// folder of its own, whatever database this run tests: a backup taken while entries are being written holds
// every write the server acknowledged before the backup began, and the server starts on its restore with
// every wallet's balance its opening balance plus its entries.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Entry, entryPageSchema, walletListResponseSchema, walletMoney } from '@bc/api';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackBackup } from '../../src/backup/backup-archive.ts';
import { createSetUpUser, json, signIn } from '../support/client.ts';
import { as, type LedgerUser } from '../support/ledger.ts';
import { adminUrl } from '../support/test-database.ts';
import type { TestServer } from '../support/test-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const COMMANDS = path.join(ROOT, 'server', 'src', 'backup');
/** Whatever database this run tests, these servers and commands run on PGlite. */
const EMBEDDED = { DATABASE_URL: '' };

let scratch: string;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'bc-backup-'));
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

type Outcome = { code: number | null; stdout: string; stderr: string };

function runCommand(script: string, args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  const child = spawn(process.execPath, [path.join(COMMANDS, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...EMBEDDED, ...env },
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => {
    child.once('close', (code) => {
      running.delete(child);
      resolve({ code, stdout, stderr });
    });
  });
}

/** An operator's mistake: exit code 1 and a message, never a stack trace. */
function expectRefusal(outcome: Outcome, message: string) {
  expect(outcome.code).toBe(1);
  expect(outcome.stderr).toContain(message);
  expect(outcome.stderr).not.toMatch(/^\s+at /m);
}

/** The server as `npm start` runs it, on `dataDir`; the helpers of server/test/support need only its URL. */
async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...EMBEDDED,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
    },
  });
  running.add(child);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const started = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (started) resolve(Number(started[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`The server stopped (${code}): ${output}`)));
  });
  const server = { baseUrl: `http://127.0.0.1:${port}`, outboxDir: path.join(dataDir, 'outbox') };
  return {
    server: server as TestServer,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      running.delete(child);
      expect(code, output).toBe(0);
    },
  };
}

type Write = { note: string; amount: number; acknowledgedAt: number };

/** Expenses written one after the other until `done`, each noted with the moment its 201 arrived. */
async function writeExpenses(
  server: TestServer,
  user: LedgerUser,
  wallet: number,
  writer: string,
  done: () => boolean,
  acknowledged: Write[],
) {
  for (let n = 1; !done(); n++) {
    const write = { note: `${writer}-${n}`, amount: -(n % 97) - 0.25 };
    await json(
      await as(server, user)('POST', '/api/entry/expense', {
        amount: write.amount,
        note: write.note,
        account_id: wallet,
        category_id: 2,
        date_time: '2024-05-01T10:00:00.000Z',
      }),
      201,
    );
    acknowledged.push({ ...write, acknowledgedAt: performance.now() });
  }
}

async function entriesOf(server: TestServer, user: LedgerUser): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; ; page++) {
    const { data, last_page } = entryPageSchema.parse(
      await json(await as(server, user)('GET', `/api/entry?page=${page}&per_page=100`)),
    );
    entries.push(...data);
    if (page >= last_page) return entries;
  }
}

const cents = (amount: number) => Math.round(amount * 100);

describe.skipIf(adminUrl())('a backup of the embedded database', () => {
  it('taken while entries are written, restores every write acknowledged before it began', {
    timeout: 300_000,
  }, async () => {
    const dataDir = path.join(scratch, 'live');
    const live = await startServer(dataDir);
    const user = await createSetUpUser(live.server);
    const [wallet] = walletListResponseSchema.parse(
      await json(await as(live.server, user)('GET', '/api/wallet/list')),
    );
    if (!wallet) throw new Error('The set-up user has no wallet');

    const acknowledged: Write[] = [];
    let stopWriting = false;
    const writers = ['a', 'b', 'c'].map((writer) =>
      writeExpenses(live.server, user, wallet.id, writer, () => stopWriting, acknowledged),
    );
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));

    const file = path.join(scratch, 'under-writes.tar.gz');
    const backupBegan = performance.now();
    const backup = await runCommand('backup-command.ts', [file], { DATA_DIR: dataDir });
    const duringBackup = acknowledged.filter((write) => write.acknowledgedAt > backupBegan).length;
    stopWriting = true;
    await Promise.all(writers);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/^Backup of the running server \(PostgreSQL \d+\) written to /);
    expect(backup.stdout).toContain(file);
    // The writes went on while the server took the backup.
    expect(duringBackup).toBeGreaterThan(0);

    // Stopped, the server leaves its folder to the command: every write is in that backup.
    await live.stop();
    const offline = path.join(scratch, 'offline.tar.gz');
    const offlineBackup = await runCommand('backup-command.ts', [offline], { DATA_DIR: dataDir });
    expect(offlineBackup.stdout).toContain(`Backup of ${path.join(dataDir, 'pglite')}`);
    const { tar } = await unpackBackup(await readFile(offline));
    const copy = await PGlite.create({ loadDataDir: new Blob([tar as Uint8Array<ArrayBuffer>]) });
    try {
      const { rows } = await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM entries');
      expect(rows[0]?.n).toBe(acknowledged.length);
    } finally {
      await copy.close();
    }

    const restoredDir = path.join(scratch, 'restored', 'data');
    const restore = await runCommand('restore-command.ts', [file, restoredDir]);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toContain(`Restored ${file} into ${restoredDir}`);

    const restored = await startServer(restoredDir);
    try {
      user.session = await signIn(restored.server, user.email, user.password);
      const entries = await entriesOf(restored.server, user);
      const notes = new Set(entries.map((entry) => entry.note));
      const beforeBackup = acknowledged.filter((write) => write.acknowledgedAt < backupBegan);
      expect(beforeBackup.filter((write) => !notes.has(write.note))).toEqual([]);
      // Nothing else, and no gap: each writer's entries are its first n writes.
      const written = new Set(acknowledged.map((write) => write.note));
      expect(entries.filter((entry) => !written.has(entry.note ?? ''))).toEqual([]);
      for (const writer of ['a', 'b', 'c']) {
        const counts = entries.flatMap(
          (entry) => entry.note?.match(new RegExp(`^${writer}-(\\d+)$`))?.[1] ?? [],
        );
        expect(Math.max(...counts.map(Number))).toBe(counts.length);
      }

      const [restoredWallet] = walletListResponseSchema.parse(
        await json(await as(restored.server, user)('GET', '/api/wallet/list')),
      );
      if (!restoredWallet) throw new Error('The restored workspace has no wallet');
      const total = entries.reduce((sum, entry) => sum + cents(entry.amount), 0);
      expect(cents(walletMoney(restoredWallet))).toBe(cents(restoredWallet.opening_balance) + total);
    } finally {
      await restored.stop();
    }
  });
});

describe('restoring a backup', () => {
  it('refuses a folder that is not empty, and leaves it as it was', async () => {
    const folder = path.join(scratch, 'in-use');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'notes.txt'), 'mine');
    expectRefusal(
      await runCommand('restore-command.ts', [path.join(scratch, 'any.tar.gz'), folder]),
      `${folder} is not empty: restore into a new or empty folder`,
    );
    expect(await readdir(folder)).toEqual(['notes.txt']);
  });

  it('refuses a file that is not a backup, and writes nothing', async () => {
    const file = path.join(scratch, 'statement.csv');
    await writeFile(file, 'date,amount\n2024-01-01,3.50\n');
    const folder = path.join(scratch, 'never-made');
    expectRefusal(
      await runCommand('restore-command.ts', [file, folder]),
      `${file} is not a Budget Control backup: it is not a tar archive.`,
    );
    expect(await readdir(scratch)).not.toContain('never-made');
  });
});

describe('on PostgreSQL (DATABASE_URL set)', () => {
  it('the backup and restore commands point to pg_dump and pg_restore', async () => {
    const postgres = { DATABASE_URL: 'postgres://app@127.0.0.1:5432/budget' };
    expectRefusal(
      await runCommand('backup-command.ts', [path.join(scratch, 'x.tar.gz')], postgres),
      'pg_dump -Fc --dbname="$DATABASE_URL"',
    );
    expectRefusal(
      await runCommand('restore-command.ts', [path.join(scratch, 'x.tar.gz'), scratch], postgres),
      'pg_restore --no-owner --dbname="$DATABASE_URL"',
    );
  });
});
