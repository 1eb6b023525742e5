/// <reference types="node" />
// A stand-in for the API at the HTTP boundary for component tests: canned answers and a log of calls.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureHttp } from '@bc/session';
import { afterAll, beforeAll } from 'vitest';

export interface StubCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** A JSON body as parsed; null for none, or for a body of another type (see `raw`). */
  body: unknown;
  /** The body as it came, as text: what a multipart upload is read from. */
  raw: string;
  /** Lower-case names, e.g. `authorization`, `x-bc-token`, `x-ws`. */
  headers: IncomingHttpHeaders;
}

/**
 * A JSON body, or a file: bytes sent as they are, with the answer's headers (Content-Type,
 * Content-Disposition).
 */
export type StubAnswer =
  | { status: number; body: unknown }
  | { status: number; file: Uint8Array; headers: Record<string, string> };
export type StubHandler = (call: StubCall) => StubAnswer | undefined;

export interface StubApi {
  baseUrl: string;
  calls: StubCall[];
  /** Replaces the handler; unknown calls answer a 404 with the error body `{ error, status, code }`. */
  handle: (handler: StubHandler) => void;
  close: () => Promise<void>;
}

export const ok = (body: unknown): StubAnswer => ({ status: 200, body });

export async function startStubApi(): Promise<StubApi> {
  let handler: StubHandler = () => undefined;
  const calls: StubCall[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://api');
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      response.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      const call = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: raw && !request.headers['content-type']?.startsWith('multipart/') ? JSON.parse(raw) : null,
        raw,
        headers: request.headers,
      };
      calls.push(call);
      const answer = handler(call) ?? {
        status: 404,
        body: { error: 'Not found', status: 404, code: 'not_found' },
      };
      if ('file' in answer) response.writeHead(answer.status, answer.headers).end(answer.file);
      else if (answer.body === null) response.writeHead(answer.status).end();
      else
        response
          .writeHead(answer.status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    handle: (next) => {
      handler = next;
      calls.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The stub API of a whole test file, with the HTTP client pointed at it: started before the first test and
 * closed after the last. Call it at the top of the file; `calls` and `handle` work from the first test on.
 */
export function stubApiForFile(): StubApi {
  let started: StubApi | null = null;
  const api = (): StubApi => {
    if (!started) throw new Error('The stub API starts before the first test of the file');
    return started;
  };
  beforeAll(async () => {
    started = await startStubApi();
    configureHttp({ apiBase: started.baseUrl });
  });
  afterAll(() => api().close());
  return {
    get baseUrl() {
      return api().baseUrl;
    },
    get calls() {
      return api().calls;
    },
    handle: (handler) => api().handle(handler),
    close: () => api().close(),
  };
}
