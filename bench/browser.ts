// Chromium measures shared by the bench's parts: cold loads in a fresh context (empty cache), a signed-in
// context, and the bare page every cold load is compared with.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

export interface StoredSession {
  token: string;
  sessionToken: string;
  workspace: string | null;
}

/** A fresh context (empty cache) signed in as the app stores a session; `options` set its device. */
export async function signedInContext(
  browser: Browser,
  session: StoredSession,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  await context.addInitScript((stored: StoredSession) => {
    localStorage.setItem('bc.token', JSON.stringify({ token: stored.token, storedAt: Date.now() }));
    localStorage.setItem('bc.session-token', JSON.stringify(stored.sessionToken));
    localStorage.setItem('bc.current-ws', JSON.stringify(stored.workspace));
  }, session);
  return context;
}

/** Milliseconds from navigation start until `ready` holds, in a new page of `context` (closed after). */
export async function coldLoadMs(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<number> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return ms;
}

/** A cold load of a page until its heading shows, in a fresh context. */
export async function coldHeadingMs(browser: Browser, url: string, heading: string): Promise<number> {
  return coldLoadMs(await browser.newContext({ locale: 'en-US' }), url, (page) =>
    page.getByRole('heading', { name: heading, exact: true }).waitFor(),
  );
}

/**
 * A cold load of a page until its first contentful paint, in a fresh context; the page must then show
 * `heading`. Read from the paint timing, not from polling: a poll runs on the page's main thread, so it waits
 * for the page's scripts to finish and reports when they did, not when the heading was painted.
 */
export async function coldFirstPaintMs(browser: Browser, url: string, heading: string): Promise<number> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  const paint = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  );
  const ms = (await paint.jsonValue()) as number;
  await context.close();
  return ms;
}

/**
 * A bare HTML page with one heading, served by a bare Node server: what a cold load costs at least; with
 * `headers`, what it costs at least with those headers (a page's security headers have a cost of their own).
 */
export async function startBareServer(
  heading: string,
  headers: Record<string, string> = {},
): Promise<{ url: string; close: () => void }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title></head><body><h1>${heading}</h1></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'Content-Type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}
