import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';
import {
  API_PORT,
  APP_ORIGIN,
  EMBED_HOST_PORT,
  OIDC_ISSUER,
  OIDC_PORT,
  remoteOrigin,
} from './e2e/support/ports.ts';

// The server's data folder, chosen once when the config is first loaded: the test workers load it again
// and inherit the variable, so they read the mails the server writes to <DATA_DIR>/outbox.
process.env.BC_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'bc-e2e-data-'));

// The API server also serves the shell; remotes.json points every remote at its own origin.
const serverEnv = {
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: process.env.BC_E2E_DATA_DIR,
  LOG_LEVEL: 'warn',
  // Budget alerts checked every second, so a journey sees its mail without waiting a minute.
  BUDGET_ALERTS_INTERVAL_SECONDS: '1',
  // Links in mails and the provider's redirect URI point at the app the browser opens.
  PUBLIC_URL: APP_ORIGIN,
  // The journeys sign up and log in many people from one address.
  RATE_LIMIT_PER_IP: '100000',
  RATE_LIMIT_PER_ACCOUNT: '100000',
  // The local OpenID Connect provider (scripts/oidc-dev-provider.ts) as the provider "local".
  OIDC_PROVIDERS: 'local',
  OIDC_LOCAL_ISSUER: OIDC_ISSUER,
  OIDC_LOCAL_CLIENT_ID: 'budget-control',
  OIDC_LOCAL_CLIENT_SECRET: 'budget-control-dev-secret',
  OIDC_LOCAL_LABEL: 'Dev provider',
  REMOTE_ENTRIES_URL: `${remoteOrigin('entries')}/mf-manifest.json`,
  REMOTE_BUDGETS_GOALS_URL: `${remoteOrigin('budgets-goals')}/mf-manifest.json`,
  REMOTE_STATS_DASHBOARD_URL: `${remoteOrigin('stats-dashboard')}/mf-manifest.json`,
  REMOTE_SETTINGS_URL: `${remoteOrigin('settings')}/mf-manifest.json`,
};

export default defineConfig({
  testDir: 'e2e',
  // Runs side by side (another E2E_PORT_BASE) keep their results apart: each run empties its folder first.
  outputDir: process.env.E2E_PORT_BASE ? `test-results/port-${process.env.E2E_PORT_BASE}` : 'test-results',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Baselines are taken and compared on this same machine and Chromium: no tolerance, no motion.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One baseline per screenshot name, without the platform suffix: CI runs on this same kind of machine.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  reporter: [['list']],
  use: { baseURL: APP_ORIGIN, screenshot: 'only-on-failure', trace: 'retain-on-failure' },
  projects: [
    {
      name: 'debian-chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: './node_modules/.bin/node scripts/oidc-dev-provider.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      env: {
        OIDC_DEV_PORT: String(OIDC_PORT),
        OIDC_DEV_REDIRECT_URIS: `${APP_ORIGIN}/app/auth/token?provider=local`,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
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
