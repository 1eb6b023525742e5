// `pnpm bench`: figures, never pass/fail. Builds the apps, starts the real server on loopback and
// measures in Debian Chromium:
//  - per app, the JavaScript (gzip) a first visit loads: the shell for the login page, and each
//    remote's extra JavaScript when its area is first opened;
//  - the time to the login form on screen, and until it works, on a cold load, next to a bare HTML page
//    with the same heading served by a bare Node server in this process (the ratio is the figure to watch);
//  - then the ledger at scale (bench/ledger.ts): a million entries, on PGlite and PostgreSQL;
//  - then the server under load (bench/load.ts): many clients at once, and a database restart;
//  - then bank files of 100,000 rows previewed and committed (bench/import.ts);
//  - then rules on new entries, on a preview and over a million entries (bench/rules.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { waitForLink } from '../e2e/support/outbox.ts';
import {
  coldFirstPaintMs,
  coldHeadingMs,
  coldLoadMs,
  type StoredSession,
  signedInContext,
  startBareServer,
} from './browser.ts';
import { runImportBench } from './import.ts';
import { runLedgerBench } from './ledger.ts';
import { runLoadBench } from './load.ts';
import { benchSelected, buildNeeded, ledgerSelected } from './only.ts';
import { runRulesBench } from './rules.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 18180;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const COLD_LOADS = 15;

const AREAS = [
  { remote: 'stats-dashboard', path: '/app/dashboard' },
  { remote: 'entries', path: '/app/entries' },
  { remote: 'budgets-goals', path: '/app/budgets' },
  { remote: 'settings', path: '/app/settings' },
] as const;

/** The file on disk behind a URL the browser loaded, so sizes are measured the same way for all. */
function fileFor(url: string): string | null {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/app/')) return path.join(ROOT, 'shell/dist', pathname.slice('/app/'.length));
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return remote ? path.join(ROOT, 'remotes', remote[1] ?? '', 'dist', remote[2] ?? '') : null;
}

function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  return bytes / 1024;
}

/** Every JavaScript file the page fetches while `action` runs. */
async function scriptsLoaded(page: Page, action: () => Promise<void>): Promise<Set<string>> {
  const files = new Set<string>();
  const onResponse = (response: { url(): string; request(): { resourceType(): string } }) => {
    const file = response.request().resourceType() === 'script' ? fileFor(response.url()) : null;
    if (file) files.add(file);
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return files;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function requestJson<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const postJson = <T>(path: string, body: unknown, headers?: Record<string, string>) =>
  requestJson<T>('POST', path, body, headers);

/** What user-info and finalize answer: `token` is the session token (X-BC-Token). */
type UserInfoAnswer = { token: string; userInfo: { uuid: string; current_ws: string } };

/**
 * A verified user with a set-up workspace, signed in as the app does it: the login (the access token),
 * user-info (the session token), then finalize, which answers the session token of the new workspace.
 */
async function signedInSession(): Promise<StoredSession> {
  const account = { email: 'bench@example.com', password: 'Secret#2026' };
  await postJson('/api/auth/sign-up', { ...account, name: 'Bench', password_confirmation: account.password });
  const confirm = await waitForLink(account.email, 'confirm');
  await fetch(`${ORIGIN}/api/auth/confirm/${confirm.split('/').at(-1)}`);
  const login = await postJson<{ token: string }>('/api/auth/authenticate', account);
  const bearer = { Authorization: `Bearer ${login.token}` };
  const info = await requestJson<UserInfoAnswer>('GET', '/api/auth/user-info', undefined, bearer);
  const setUp = await postJson<UserInfoAnswer>(
    `/api/auth/${info.userInfo.uuid}/finalize/sign-up`,
    {
      workspace: { name: 'Bench', currency: 2, payment_type: 1 },
      wallet: {
        name: 'Bank',
        balance: 0,
        type: 'bank',
        color: '#0f766e',
        currency: 2,
        exclude_from_stats: false,
      },
    },
    { ...bearer, 'X-BC-Token': info.token },
  );
  return {
    token: login.token,
    sessionToken: setUp.token,
    workspace: setUp.userInfo.current_ws || null,
  };
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

async function main() {
  if (buildNeeded()) {
    console.log('Building the apps (production)...');
    if (spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'ignore' }).status !== 0)
      throw new Error('build failed');
  }
  if (benchSelected('js') || benchSelected('login')) await measurePages();
  if (ledgerSelected()) await runLedgerBench();
  if (benchSelected('load')) await runLoadBench();
  if (benchSelected('import')) await runImportBench();
  if (benchSelected('rules')) await runRulesBench();
}

/** The first visit's JavaScript per app and the cold login page, on an empty database. */
async function measurePages() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bc-bench-'));
  // Where the outbox helper looks for the confirmation mail.
  process.env.BC_E2E_DATA_DIR = dataDir;
  const server = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const bare = await startBareServer('Login');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let secured: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    await waitForServer();
    secured = await startBareServer('Login', await securityHeaders(`${ORIGIN}/app/auth/login`));

    if (benchSelected('js')) await measureScripts(browser);
    if (benchSelected('login')) await measureColdLogin(browser, { bare: bare.url, secured: secured.url });
  } finally {
    await browser.close();
    bare.close();
    secured?.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_FILES=1: each file with its size, largest first, to see what to trim. */
function printFiles(files: Iterable<string>) {
  if (!process.env.BENCH_FILES) return;
  const sized = [...files].map((file) => ({ file, kb: gzipKb([file]) })).sort((a, b) => b.kb - a.kb);
  for (const { file, kb } of sized)
    console.log(`      ${kb.toFixed(1).padStart(6)} kB  ${path.relative(ROOT, file)}`);
}

/** JavaScript a first visit loads, per app: the login page as a visitor, then each area signed in. */
async function measureScripts(browser: Browser) {
  const visitor = await browser.newContext({ locale: 'en-US' });
  const loginPage = await visitor.newPage();
  const shellFiles = await scriptsLoaded(loginPage, async () => {
    await loginPage.goto(`${ORIGIN}/app/auth/login`);
    await loginPage.getByRole('heading', { name: 'Login', exact: true }).waitFor();
  });
  await visitor.close();
  const session = await signedInSession();
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  console.log('\nJavaScript loaded on a first visit (gzip -9 of the files fetched)');
  console.log(
    `  shell, login page                 ${gzipKb(shellFiles).toFixed(1).padStart(7)} kB  (${shellFiles.size} files; goal <= 120 kB)`,
  );
  printFiles(shellFiles);
  let seen = new Set(shellFiles);
  for (const area of AREAS) {
    const files = await scriptsLoaded(page, async () => {
      await page.goto(`${ORIGIN}${area.path}`);
      await page.locator('main h1').first().waitFor();
      if (!page.url().endsWith(area.path)) throw new Error(`${area.path} did not open (at ${page.url()})`);
    });
    const extra = [...files].filter((file) => !seen.has(file));
    seen = new Set([...seen, ...files]);
    const fromRemote = extra.filter((file) => file.includes(`/remotes/${area.remote}/`));
    console.log(
      `  ${`${area.remote} (${area.path})`.padEnd(33)} ${gzipKb(fromRemote).toFixed(1).padStart(7)} kB  extra from the remote (${fromRemote.length} files; goal <= 150 kB)` +
        `, ${gzipKb(extra.filter((file) => !fromRemote.includes(file))).toFixed(1)} kB more from the shell and shared packages`,
    );
    printFiles(extra);
  }
  await context.close();
}

// What the app's pages answer besides their content: the rest are the security headers.
const NOT_SECURITY_HEADERS = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
]);

/** The security headers the server sends with `url` (Content-Security-Policy, Cross-Origin-Opener-Policy...). */
async function securityHeaders(url: string): Promise<Record<string, string>> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return Object.fromEntries([...response.headers].filter(([name]) => !NOT_SECURITY_HEADERS.has(name)));
}

/**
 * Cold loads: a fresh browser context each time (empty cache), the login page against a bare page with the same
 * heading: until the form is on screen (the first contentful paint, the heading shown), and until it works (its
 * code has run: Login can be pressed).
 */
async function measureColdLogin(browser: Browser, bare: { bare: string; secured: string }) {
  const loginUrl = `${ORIGIN}/app/auth/login`;
  const onScreen: number[] = [];
  const working: number[] = [];
  const bareSeen: number[] = [];
  const barePainted: number[] = [];
  const securedPainted: number[] = [];
  for (let run = 0; run < COLD_LOADS; run++) {
    bareSeen.push(await coldHeadingMs(browser, bare.bare, 'Login'));
    barePainted.push(await coldFirstPaintMs(browser, bare.bare, 'Login'));
    securedPainted.push(await coldFirstPaintMs(browser, bare.secured, 'Login'));
    onScreen.push(await coldFirstPaintMs(browser, loginUrl, 'Login'));
    working.push(
      await coldLoadMs(await browser.newContext({ locale: 'en-US' }), loginUrl, (page) =>
        expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled({ timeout: 30_000 }),
      ),
    );
  }
  const line = (label: string, values: number[]) =>
    `  ${label.padEnd(56)} p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(values, 95).toFixed(0).padStart(5)} ms`;
  const ratio = (values: number[], base: number[]) =>
    `${(percentile(values, 50) / percentile(base, 50)).toFixed(1)}x`;
  console.log(`\nCold load of the login page, ${COLD_LOADS} runs each (Chromium, loopback)`);
  console.log(
    `${line('form on screen (first contentful paint)', onScreen)}   ${ratio(onScreen, securedPainted)} (goal <= 1.5x)` +
      `, ${ratio(onScreen, barePainted)} of the page without headers`,
  );
  console.log(line("baseline: bare HTML page with the app's security headers", securedPainted));
  console.log(line('baseline: bare HTML page, no headers', barePainted));
  console.log(`${line('form working (Login can be pressed)', working)}   ${ratio(working, bareSeen)}`);
  console.log(line('baseline: bare HTML page, no headers, heading seen', bareSeen));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
