import { appendFile, cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@bc/api';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { expect, test } from './support/fixtures.ts';
import { addEntry, topStrip } from './support/ledger.ts';
import { APP_ORIGIN, remoteOrigin } from './support/ports.ts';

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Resolves once a service worker controls the page (the first one claims the pages it finds). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

test('the app meets the install criteria: a complete manifest and no installability errors', async ({
  request,
}) => {
  const href = '/app/manifest.webmanifest';
  const manifest = (await (await request.get(`${APP_ORIGIN}${href}`)).json()) as WebAppManifest;
  expect(manifest).toMatchObject({
    name: 'Budget Control',
    short_name: 'Budget',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  expect(manifest.start_url).toMatch(/^\/app\//);
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of [...manifest.icons.map((i) => i.src), '/app/icons/apple-touch-180.png']) {
    const response = await request.get(`${APP_ORIGIN}${icon}`);
    expect(response.headers()['content-type'], icon).toBe('image/png');
  }

  // Test contexts are incognito, where nothing installs: a profile of its own, as a person's browser.
  const profile = await mkdtemp(path.join(tmpdir(), 'bc-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${APP_ORIGIN}/app/auth/login`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href);
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('offline, the dashboard and entries a person last saw are shown, marked with their time', async ({
  signedInPage: page,
  context,
  remotes,
}) => {
  // A first visit: an entry is added while the worker installs; once it takes the page, it is handed
  // what the page had loaded (the entries area), and what loads next goes through it (the dashboard).
  await addEntry(page, {
    tab: 'Expenses',
    amount: '42.50',
    wallet: 'Bank',
    category: 'Groceries',
    note: 'Bakery before the flight',
  });
  await expect(page.getByText('Bakery before the flight')).toBeVisible();
  await controlledByServiceWorker(page);
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    const requests = name ? await (await caches.open(name)).keys() : [];
    return requests.map((request) => new URL(request.url).pathname);
  });
  expect(precached).toEqual(
    expect.arrayContaining(['/app/index.html', '/app/manifest.webmanifest', '/app/icons/icon-192.png']),
  );
  expect(precached.some((pathname) => /^\/app\/main\.[0-9a-f]{8}\.js$/.test(pathname))).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async (origin) => {
        const chunks = await (await caches.open('bc-remote-chunks')).keys();
        return chunks.some((request) => request.url.startsWith(origin));
      }, remoteOrigin('entries')),
    )
    .toBe(true);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(topStrip(page).getByText('Bank')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();

  // The network goes, and with it every remote's own server.
  await context.setOffline(true);
  for (const name of REMOTE_NAMES) await remotes.setMode(name, 'down');
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Offline, showing data from \d/ })).toBeVisible();
  await expect(topStrip(page).getByText('Bank')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Entries', exact: true }).first().click();
  await expect(page.getByText('Bakery before the flight')).toBeVisible();
  await expect(page.getByText(/^Offline, showing data from/)).toBeVisible();

  // Back online, the data is asked for again and the mark goes.
  for (const name of REMOTE_NAMES) await remotes.setMode(name, 'up');
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toHaveCount(0);
  await expect(page.getByText(/showing data from/)).toHaveCount(0);
  await expect(page.getByText('Bakery before the flight')).toBeVisible();
});

/**
 * The shell's build served from a copy on an origin of its own, so that a test can publish a new release
 * of the service worker (the browser fetches the worker's script itself: page routes never see it).
 */
async function shellCopy() {
  const root = await mkdtemp(path.join(tmpdir(), 'bc-pwa-'));
  await cp(path.resolve(import.meta.dirname, '../shell/dist'), path.join(root, 'app'), { recursive: true });
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://shell').pathname;
    const file = path.join(root, path.normalize(pathname));
    const found = file.startsWith(`${root}/app/`) && (await stat(file).catch(() => null))?.isFile();
    const served = found ? file : path.join(root, 'app', 'index.html');
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream',
      // As the server sends it: the worker in /app/ answers /app too.
      ...(pathname === '/app/sw.js' ? { 'Service-Worker-Allowed': '/app' } : {}),
    });
    response.end(await readFile(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    publishNewWorker: () => appendFile(path.join(root, 'app', 'sw.js'), '\n// the next release\n'),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

test('a new version waiting shows the update prompt, and Reload moves the page onto it', async ({ page }) => {
  const shell = await shellCopy();
  try {
    await page.goto(`${shell.origin}/app/auth/login`);
    await controlledByServiceWorker(page);
    const prompt = page
      .getByRole('status')
      .filter({ hasText: 'A new version of Budget Control is available.' });
    await expect(prompt).toHaveCount(0);

    await shell.publishNewWorker();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(prompt).toBeVisible();
    const waitingBefore = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    );
    expect(waitingBefore).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Login' }).first()).toBeVisible();
    await expect(prompt).toHaveCount(0);
    const waitingAfter = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    );
    expect(waitingAfter).toBe(false);
  } finally {
    await shell.close();
  }
});
