/// <reference types="node" />
// Test helpers for the areas' component tests (vitest + jsdom): `@bc/ui/testing`, never shipped.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { i18n, initI18n, registerNamespace } from '@bc/i18n';
import { commonResources } from '@bc/i18n/namespaces/common';
import { MemoryRouter, useLocation } from '@bc/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, type RenderResult, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach } from 'vitest';
import { type AreaDefinition, registerAreaNamespaces } from './area-app.tsx';

afterEach(cleanup);

export interface RenderedArea extends RenderResult {
  /** The router's current path and query, e.g. `/entries?filter_planned=0`. */
  location: () => string;
  queryClient: QueryClient;
}

/**
 * Renders an area's routes at `path` as the shell would (paths relative to /app), in English,
 * with a fresh query cache that does not retry.
 */
export async function renderArea(area: AreaDefinition, path: string): Promise<RenderedArea> {
  await initI18n('en');
  await i18n.changeLanguage('en');
  registerNamespace('common', commonResources);
  registerAreaNamespaces(area);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let current = path;
  function LocationProbe() {
    const location = useLocation();
    current = `${location.pathname}${location.search}`;
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          {area.routes}
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, location: () => current, queryClient };
}

/**
 * Chooses options of the MultiPicker labelled `label` as a person does with a pointer: opens its list, taps
 * each option by its name, and leaves the field. Returns the chip names it then shows.
 */
export function pickOptions(label: string, ...options: string[]): string[] {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.click(box);
  const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`${label} controls no list`);
  for (const option of options) fireEvent.click(within(list).getByRole('option', { name: option }));
  fireEvent.blur(box);
  return pickedOptions(label);
}

/** The names of the chips the MultiPicker labelled `label` shows, in the order they were chosen. */
export function pickedOptions(label: string): string[] {
  const chips = screen.queryByRole('list', { name: `${label} chosen` });
  return chips
    ? within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.firstChild?.textContent ?? '')
    : [];
}

export interface TestApi {
  /** Where the API answers, for `configureHttp({ apiBase })`. */
  baseUrl: string;
  close: () => Promise<void>;
}

const TEST_SERVER_MODULE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../server/test/support/test-server.ts',
);

/**
 * The real API (server/src/app.ts `buildApp`) on a loopback port against a fresh, migrated
 * in-memory database, as the server's own integration tests start it. It runs in a worker thread
 * of the test process: the jsdom environment rewrites `new URL(..., import.meta.url)` and replaces
 * globals the server relies on, so the server gets a clean Node realm of its own.
 */
export async function startTestApi(): Promise<TestApi> {
  const worker = new Worker(
    `
    const { parentPort } = require('node:worker_threads');
    import(${JSON.stringify(pathToFileURL(TEST_SERVER_MODULE).href)})
      .then(async ({ startTestServer }) => {
        const server = await startTestServer();
        parentPort.once('message', async () => {
          await server.close();
          parentPort.postMessage({ closed: true });
        });
        parentPort.postMessage({ baseUrl: server.baseUrl });
      })
      .catch((error) => parentPort.postMessage({ error: String((error && error.stack) || error) }));
    `,
    { eval: true },
  );
  const started = await new Promise<{ baseUrl?: string; error?: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (!started.baseUrl) {
    await worker.terminate();
    throw new Error(`The test API did not start: ${started.error}`);
  }
  return {
    baseUrl: started.baseUrl,
    close: async () => {
      const closed = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

/**
 * A stand-in for the API at the HTTP boundary that fails every request with a 500 and the error
 * body `{ error, status, code }`: how a screen behaves when the server is in trouble.
 */
export async function startFailingApi(): Promise<TestApi> {
  const server = createServer((_request, response) => {
    response
      .writeHead(500, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ error: 'Internal error', status: 500, code: 'internal_error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { captureDownloads, type SavedFile } from './download-capture.ts';
export { userInfo, wallet } from './fixtures.ts';
export { sendFormDataAsBrowsers } from './form-data-upload.ts';
export {
  ok,
  type StubAnswer,
  type StubApi,
  type StubCall,
  type StubHandler,
  startStubApi,
  stubApiForFile,
} from './stub-api.ts';
