import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { API_PORT, APP_ORIGIN, EMBED_HOST_PORT, remoteOrigin } from './e2e/support/ports.ts';

// Debian's Chromium, never a downloaded one; no traffic off loopback (TOOLCHAIN.md §4).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

// The API server also serves the shell; remotes.json points every remote at its own origin.
const serverEnv = {
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bc-e2e-data-')),
  LOG_LEVEL: 'warn',
  REMOTE_ENTRIES_URL: `${remoteOrigin('entries')}/mf-manifest.json`,
  REMOTE_BUDGETS_GOALS_URL: `${remoteOrigin('budgets-goals')}/mf-manifest.json`,
  REMOTE_STATS_DASHBOARD_URL: `${remoteOrigin('stats-dashboard')}/mf-manifest.json`,
  REMOTE_SETTINGS_URL: `${remoteOrigin('settings')}/mf-manifest.json`,
};

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL: APP_ORIGIN, screenshot: 'only-on-failure', trace: 'retain-on-failure' },
  projects: [
    {
      name: 'debian-chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: './node_modules/.bin/node server/src/main.ts',
      url: `${APP_ORIGIN}/api/health`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `./node_modules/.bin/sirv e2e/fixtures/embed-host --port ${EMBED_HOST_PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${EMBED_HOST_PORT}/`,
      reuseExistingServer: false,
    },
  ],
});
