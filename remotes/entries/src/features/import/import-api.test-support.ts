/// <reference types="node" />
// A stand-in for the API at the HTTP boundary for the import page's tests: the shared stub of @bc/ui/testing
// reads every body as JSON, and the preview is multipart. This one reads a multipart body as the server does
// (its text fields and the file), keeps a log of the calls, and answers what the test's handler says.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentFile {
  name: string;
  size: number;
  text: string;
}

export interface ImportApiCall {
  method: string;
  path: string;
  /** A JSON body as parsed, null for none or multipart. */
  body: unknown;
  /** A multipart body's text fields, in the order they were sent. */
  fields: [string, string][];
  /** A multipart body's file, with the place of its part among the parts. */
  file: (SentFile & { part: number }) | null;
}

export type ImportApiAnswer = { status: number; body: unknown };
export type ImportApiHandler = (call: ImportApiCall) => ImportApiAnswer | undefined;

export interface ImportApi {
  baseUrl: string;
  calls: ImportApiCall[];
  /** Replaces the handler and forgets the calls; an unknown call answers 404 in the usual error shape. */
  handle: (handler: ImportApiHandler) => void;
  close: () => Promise<void>;
}

/**
 * The parts of a multipart/form-data body, read by hand: undici's reader, the one Node has, refuses the File
 * class jsdom puts in the test's global scope.
 */
function multipartParts(
  raw: Buffer,
  type: string,
): { name: string; fileName: string | null; data: Buffer }[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  const parts: { name: string; fileName: string | null; data: Buffer }[] = [];
  let start = raw.indexOf(delimiter);
  while (start >= 0) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    // Each part: CRLF, its headers, a blank line, its bytes, CRLF before the next delimiter.
    const part = raw.subarray(start + delimiter.length + 2, next - 2);
    const blank = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, blank).toString('utf8');
    const name = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
    const fileName = /filename="([^"]*)"/.exec(headers)?.[1] ?? null;
    parts.push({ name, fileName, data: part.subarray(blank + 4) });
    start = next;
  }
  return parts;
}

function readCall(method: string, path: string, type: string, raw: Buffer): ImportApiCall {
  const call: ImportApiCall = { method, path, body: null, fields: [], file: null };
  if (raw.length === 0) return call;
  if (!type.startsWith('multipart/form-data')) {
    call.body = JSON.parse(raw.toString('utf8'));
    return call;
  }
  multipartParts(raw, type).forEach(({ name, fileName, data }, part) => {
    if (fileName === null) call.fields.push([name, data.toString('utf8')]);
    else if (name === 'file')
      call.file = { name: fileName, size: data.length, text: data.toString('utf8'), part };
  });
  return call;
}

export async function startImportApi(): Promise<ImportApi> {
  let handler: ImportApiHandler = () => undefined;
  const calls: ImportApiCall[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? '*',
      );
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://api');
      const call = readCall(
        request.method ?? 'GET',
        url.pathname,
        request.headers['content-type'] ?? '',
        Buffer.concat(chunks),
      );
      calls.push(call);
      const answer = handler(call) ?? {
        status: 404,
        body: { error: 'Not found', status: 404, code: 'not_found' },
      };
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

/** The text fields of a multipart call as an object (a field sent twice keeps its last value). */
export const fieldsOf = (call: ImportApiCall | undefined): Record<string, string> =>
  Object.fromEntries(call?.fields ?? []);
