// Schema fuzzing from the OpenAPI document: for every operation it lists, requests with generated bad
// path values, queries and bodies (support/bad-requests.ts). None may answer 5xx, every refusal answers the
// one error shape, and a refused request changes nothing in the database.
// Bounded so it runs in CI: FUZZ_RUNS requests per operation (default 30), within FUZZ_SECONDS (default 90),
// from a fixed FUZZ_SEED; raise them locally to look further.
import { errorBodySchema } from '@bc/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BadRequest,
  badRequests,
  type Known,
  type Operation,
  operationsOf,
} from '../support/bad-requests.ts';
import { authHeaders, createSetUpUser, json } from '../support/client.ts';
import { databaseFingerprint } from '../support/fingerprint.ts';
import type { LedgerUser } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { resourceInPath, seedResources, type WorkspaceResources } from '../support/workspace-resources.ts';

const RUNS = Number(process.env.FUZZ_RUNS || 30);
const SECONDS = Number(process.env.FUZZ_SECONDS || 90);
const SEED = Number(process.env.FUZZ_SEED || 20_261_123);

let server: TestServer;
let owner: LedgerUser;
/** One resource of every kind, so path values can exist and requests reach the code behind validation. */
let resources: WorkspaceResources;
/** Their uuids and numeric ids, for plausible queries and bodies. */
let known: Known;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createSetUpUser(server, { name: 'Fuzz Owner' });
  resources = await seedResources(server, owner, 'Fuzz');
  const ids = await server.db.query<{ id: number }>(
    `SELECT id FROM labels WHERE workspace_id = $1 UNION ALL SELECT id FROM payees WHERE workspace_id = $1`,
    [owner.workspace.uuid],
  );
  const { walletId, ...texts } = resources;
  known = { texts: Object.values(texts), ids: [walletId, ...ids.map((row) => Number(row.id)), 3, 75] };
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The existing value a path parameter names; a sub-category for the custom category paths. */
const realValue = (operation: Operation, parameter: string) =>
  resourceInPath(operation, parameter, resources) ??
  (operation.path.startsWith('/api/categories/') ? '3' : undefined);

// These end the session or the account whatever they are sent: last, so every other operation runs signed in.
const SESSION_ENDING = ['/api/auth/logout', '/api/auth/data/delete', '/api/auth/delete'];
const rank = (operation: Operation) =>
  SESSION_ENDING.includes(operation.path) ? 2 : operation.method === 'DELETE' ? 1 : 0;

async function send(request: BadRequest): Promise<Response> {
  const headers: Record<string, string> = { ...authHeaders(owner.session), 'x-ws': owner.workspace.uuid };
  if (request.contentType) headers['content-type'] = request.contentType;
  const bodyAllowed = request.method !== 'GET' && request.method !== 'HEAD';
  return fetch(`${server.baseUrl}${request.url}`, {
    method: request.method,
    headers,
    ...(bodyAllowed && request.body !== undefined ? { body: request.body } : {}),
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const describeRequest = (request: BadRequest) =>
  `${request.method} ${request.url} ${request.contentType ?? ''} ${(request.body ?? '').slice(0, 300)}`;

describe('every operation of the OpenAPI document, with generated bad input', () => {
  it('answers no 5xx, refuses in the one error shape, and a refusal changes nothing', async () => {
    const document = await json<Parameters<typeof operationsOf>[0]>(
      await fetch(`${server.baseUrl}/api/docs/json`),
    );
    const operations = operationsOf(document).sort((a, b) => rank(a) - rank(b));
    const failures: string[] = [];
    const started = Date.now();
    let sent = 0;
    let refused = 0;
    let fingerprint = await databaseFingerprint(server.db);
    for (const [index, operation] of operations.entries()) {
      // Past the time budget, one request each, so every operation is still tried.
      const runs = Date.now() - started > SECONDS * 1000 ? 1 : RUNS;
      const requests = fc.sample(badRequests(operation, realValue, known), {
        numRuns: runs,
        seed: SEED + index,
      });
      for (const request of requests) {
        const response = await send(request);
        const text = await response.text();
        sent++;
        const after = await databaseFingerprint(server.db);
        if (response.status >= 500) {
          failures.push(`${response.status} for ${describeRequest(request)}: ${text.slice(0, 200)}`);
        } else if (response.status >= 400) {
          refused++;
          const body = errorBodySchema.safeParse(parseJson(text));
          if (!body.success || body.data.status !== response.status) {
            failures.push(
              `${response.status} outside the error shape for ${describeRequest(request)}: ${text}`,
            );
          }
          const changed = Object.keys(after).filter((table) => after[table] !== fingerprint[table]);
          if (changed.length > 0) {
            failures.push(`${response.status} changed ${changed.join(', ')} for ${describeRequest(request)}`);
          }
        }
        fingerprint = after;
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `schema fuzz: ${operations.length} operations, ${sent} requests (${refused} refused) in ${seconds} s, seed ${SEED}`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
