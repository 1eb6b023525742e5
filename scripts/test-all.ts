// Every check of the project, in the order a failure is cheapest to find: browser for e2e, build,
// typecheck, lint, unit, integration (PGlite and PostgreSQL), e2e. Each step runs even when an
// earlier one failed, so one run reports everything; the last line is `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'bc-test-reports-'));

interface Counts {
  passed: number;
  failed: number;
}

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads the test counts the step reported; steps without one count as one check. */
  counts?: () => Counts | null;
}

function run(command: string[], env: Record<string, string> = {}): boolean {
  const [program, ...args] = command;
  const result = spawnSync(program ?? 'true', args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/** Debian's Chromium runs the e2e journeys (never `playwright install`: no downloads here). */
function ensureChromium(): boolean {
  if (existsSync('/usr/bin/chromium')) return true;
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  return (
    run([...asRoot, 'apt-get', 'update']) &&
    run([
      ...asRoot,
      'apt-get',
      'install',
      '-y',
      '--no-install-recommends',
      'chromium',
      'chromium-driver',
      'fonts-liberation',
    ])
  );
}

function vitestCounts(file: string): () => Counts | null {
  return () => {
    const parsed = readJson(file) as { numPassedTests: number; numFailedTests: number } | null;
    return parsed && { passed: parsed.numPassedTests, failed: parsed.numFailedTests };
  };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const pnpm = (...args: string[]) => ['pnpm', ...args];
const unitReport = path.join(reports, 'unit.json');
const e2eReport = path.join(reports, 'e2e.json');

const steps: Step[] = [
  { name: 'build', command: pnpm('build') },
  { name: 'typecheck', command: pnpm('typecheck') },
  { name: 'lint', command: pnpm('lint') },
  {
    name: 'unit',
    command: pnpm(
      'exec',
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitReport}`,
    ),
    counts: vitestCounts(unitReport),
  },
  {
    name: 'integration (PGlite and PostgreSQL)',
    command: pnpm('test:integration'),
    env: { BC_TEST_REPORT_DIR: reports },
    counts: () => {
      const runs = ['pglite', 'postgresql'].map((db) =>
        vitestCounts(path.join(reports, `integration-${db}.json`))(),
      );
      if (runs.some((counts) => counts === null)) return null;
      return runs.reduce<Counts>(
        (sum, counts) => ({
          passed: sum.passed + (counts?.passed ?? 0),
          failed: sum.failed + (counts?.failed ?? 0),
        }),
        { passed: 0, failed: 0 },
      );
    },
  },
  {
    name: 'e2e (Playwright, Debian Chromium)',
    command: pnpm('exec', 'playwright', 'test', '--reporter=list,json'),
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport, CI: '1' },
    counts: () => {
      const parsed = readJson(e2eReport) as {
        stats: { expected: number; unexpected: number; flaky: number };
      } | null;
      return (
        parsed && { passed: parsed.stats.expected + parsed.stats.flaky, failed: parsed.stats.unexpected }
      );
    },
  },
];

const total: Counts = { passed: 0, failed: 0 };
const summary: string[] = [];

const browserReady = ensureChromium();
if (!browserReady) console.error('Could not install Debian Chromium: e2e will fail.');

for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const ok = run(step.command, step.env);
  const counts = step.counts?.() ?? (ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  // A step that failed without reporting a failed test (a crash, a config error) still fails.
  if (!ok && counts.failed === 0) counts.failed = 1;
  total.passed += counts.passed;
  total.failed += counts.failed;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${step.name}: ${counts.passed} passed, ${counts.failed} failed`);
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${summary.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
