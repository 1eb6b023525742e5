// A throwaway PostgreSQL cluster for integration tests (TOOLCHAIN.md §5): loopback only, trust auth,
// data and socket in a fresh temp folder that stop() removes. Run by Node 24 directly.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

export type PostgresCluster = {
  url: string;
  /** The server's process id, read from its data directory (benches count its CPU time). */
  serverPid: () => Promise<number>;
  /** Stops the server and starts it again on the same port (a fault the server must survive). */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * PG_BIN_DIR wins (machines laid out differently); otherwise the newest /usr/lib/postgresql/<major>/bin,
 * since the /usr/local/bin links are not guaranteed on every machine.
 */
async function findBinDir(): Promise<string> {
  const override = process.env.PG_BIN_DIR;
  if (override) {
    if (!existsSync(path.join(override, 'initdb'))) throw new Error(`PG_BIN_DIR=${override} holds no initdb`);
    return override;
  }
  let versions: string[] = [];
  try {
    versions = (await readdir(PG_ROOT)).filter((name) => /^\d+(\.\d+)?$/.test(name));
  } catch {
    // reported below
  }
  versions.sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const newest = versions.at(-1);
  if (!newest) {
    throw new Error(
      `PostgreSQL server binaries not found under ${PG_ROOT}/*/bin. Install them (Debian: apt-get install postgresql-15).`,
    );
  }
  return path.join(PG_ROOT, newest, 'bin');
}

/** A port on loopback that nothing listens on now (another process may take it before it is used). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// initdb refuses to run as root, so as root every server command runs as the `postgres` OS user.
const asRoot = process.getuid?.() === 0;

function pgCommand(bin: string, tool: string, args: string[]) {
  const executable = path.join(bin, tool);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', executable, ...args]) : run(executable, args);
}

async function describeFailure(step: string, error: unknown, logFile?: string): Promise<Error> {
  const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
  let log = '';
  if (logFile) {
    try {
      log = `\n--- server log ---\n${(await readFile(logFile, 'utf8')).slice(-2000)}`;
    } catch {
      // no log written yet
    }
  }
  return new Error(`PostgreSQL ${step} failed: ${detail}${log}`);
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = await findBinDir();
  const dir = await mkdtemp(path.join(tmpdir(), 'bc-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');

  const remove = () => rm(dir, { recursive: true, force: true });

  try {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      await chown(dir, uid, gid);
    }
    await pgCommand(bin, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'app',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]).catch(async (error: unknown) => {
      throw await describeFailure('initdb', error);
    });
  } catch (error) {
    await remove();
    throw error;
  }

  let port = 0;
  let started = false;
  // Another process may grab the free port between the probe and the start: retry a few times.
  for (let attempt = 1; attempt <= 3 && !started; attempt++) {
    port = await freePort();
    try {
      await pgCommand(bin, 'pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '30',
        'start',
        '-o',
        `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
      ]);
      started = true;
    } catch (error) {
      if (attempt === 3) {
        const failure = await describeFailure('start', error, logFile);
        await remove();
        throw failure;
      }
    }
  }

  let stopped = false;
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    async serverPid() {
      const [pid] = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
      return Number(pid);
    },
    async restart() {
      await pgCommand(bin, 'pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-m',
        'fast',
        '-w',
        '-t',
        '30',
        'restart',
      ]);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await pgCommand(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        await remove();
      }
    },
  };
}
