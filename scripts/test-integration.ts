// Runs the server integration tests twice: on the embedded PGlite, then on a throwaway PostgreSQL
// server. Both must pass; a missing PostgreSQL fails the run instead of silently skipping it.
// Arguments are passed on to Vitest: `pnpm test:integration server/test/entries` runs those files only.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PostgresCluster, startPostgres } from './pg-cluster.ts';
import { workerCrashed } from './worker-crash.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');

let child: ChildProcess | undefined;
let cluster: PostgresCluster | undefined;
let interrupted = false;

/** With BC_TEST_REPORT_DIR set (scripts/test-all.ts), each run also writes its counts as JSON. */
function reportArgs(database: 'pglite' | 'postgresql'): string[] {
  const dir = process.env.BC_TEST_REPORT_DIR;
  if (!dir) return [];
  return [
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(dir, `integration-${database}.json`)}`,
  ];
}

type Run = { passed: boolean; crashed: boolean };

function runVitest(extraEnv: Record<string, string>): Promise<Run> {
  const database = 'TEST_DATABASE_URL' in extraEnv ? 'postgresql' : 'pglite';
  return new Promise((resolve) => {
    const env = { ...process.env, ...extraEnv };
    if (!('TEST_DATABASE_URL' in extraEnv)) delete env.TEST_DATABASE_URL;
    // Same Node binary as this script (Node 24); vitest does not run on the system Node 20.
    const args = [
      VITEST,
      'run',
      '--project',
      'integration',
      ...reportArgs(database),
      ...process.argv.slice(2),
    ];
    child = spawn(process.execPath, args, {
      cwd: ROOT,
      env,
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    // Shown as it comes, and kept to tell a crashed worker from failing tests.
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      output += chunk.toString();
    });
    child.once('close', (code) => {
      child = undefined;
      resolve({ passed: code === 0, crashed: code !== 0 && workerCrashed(output) });
    });
    child.once('error', (error) => {
      console.error(error);
      child = undefined;
      resolve({ passed: false, crashed: false });
    });
  });
}

async function stopCluster() {
  const current = cluster;
  cluster = undefined;
  if (current)
    await current.stop().catch((error: unknown) => console.error('Stopping PostgreSQL failed:', error));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping tests and the PostgreSQL cluster...`);
    child?.kill(signal);
    // Vitest exits on the signal; the main flow then stops the cluster. This is the fallback.
    setTimeout(() => void stopCluster().then(() => process.exit(130)), 10_000).unref();
  });
}

/** A run, and once more when a worker crashed (worker-crash.ts) rather than a test failing. */
async function runVitestOnceMoreAfterACrash(extraEnv: Record<string, string>): Promise<boolean> {
  const first = await runVitest(extraEnv);
  if (first.passed || !first.crashed || interrupted) return first.passed;
  console.log(
    '\nA Vitest worker was killed by a signal (nodejs/node#64500): running the whole suite once more.\n',
  );
  return (await runVitest(extraEnv)).passed;
}

async function main(): Promise<number> {
  const results: Array<{ database: string; passed: boolean }> = [];

  console.log('\n=== Integration tests on PGlite (embedded, in memory) ===\n');
  results.push({ database: 'PGlite', passed: await runVitestOnceMoreAfterACrash({}) });
  if (interrupted) return 130;

  let postgresLabel = 'PostgreSQL';
  try {
    cluster = await startPostgres();
    postgresLabel = `PostgreSQL (${cluster.url})`;
    console.log(`\n=== Integration tests on ${postgresLabel} ===\n`);
    results.push({
      database: postgresLabel,
      passed: await runVitestOnceMoreAfterACrash({ TEST_DATABASE_URL: cluster.url }),
    });
  } catch (error) {
    console.error(`\nCould not start PostgreSQL: ${(error as Error).message}`);
    results.push({ database: postgresLabel, passed: false });
  } finally {
    await stopCluster();
  }
  if (interrupted) return 130;

  console.log('\n=== Integration summary ===');
  for (const { database, passed } of results) console.log(`${passed ? 'PASS' : 'FAIL'}  ${database}`);
  return results.every((result) => result.passed) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error);
    await stopCluster();
    process.exit(1);
  },
);
