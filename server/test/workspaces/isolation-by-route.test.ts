// Isolation by construction: every operation of the OpenAPI document, so a route added tomorrow is covered
// without anyone remembering to. Bob, in his own workspace, sends each one with Alice's ids in its path
// (with a valid body where one is known, so validation does not stop it first), and with Alice's workspace in
// X-WS. Nothing of Alice's may come back, nothing may change, and a request naming her resources answers 404
// (403 where a role decides) — never 2xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Operation, operationsOf } from '../support/bad-requests.ts';
import { authHeaders, createSetUpUser, json } from '../support/client.ts';
import { databaseFingerprint } from '../support/fingerprint.ts';
import type { LedgerUser } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  resourceInPath,
  seedResources,
  validBody,
  type WorkspaceResources,
} from '../support/workspace-resources.ts';

/** Every text Alice stores carries it; no answer to Bob may. */
const SECRET = 'AliceSecret';

let server: TestServer;
let alice: LedgerUser;
let bob: LedgerUser;
let bobWalletId: number;
/** Alice's resources by the name their paths use. */
let hers: WorkspaceResources;

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'error' } });
  alice = await createSetUpUser(server, { name: `${SECRET} Owner` });
  bob = await createSetUpUser(server, { name: 'Bob Outsider' });
  hers = await seedResources(server, alice, SECRET);
  bobWalletId = (await seedResources(server, bob, 'Bob')).walletId;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function send(operation: Operation, url: string, workspace: string | null) {
  const headers: Record<string, string> = authHeaders(bob.session);
  if (workspace) headers['x-ws'] = workspace;
  const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  if (withBody) headers['content-type'] = 'application/json';
  return fetch(`${server.baseUrl}${url}`, {
    method: operation.method,
    headers,
    ...(withBody ? { body: JSON.stringify(validBody(operation, bobWalletId, bob.email)) } : {}),
  });
}

// These end Bob's session or account: they are not about Alice's data, and would stop the run.
const SESSION_ENDING = ['/api/auth/logout', '/api/auth/data/delete', '/api/auth/delete'];
// The sharing dialog's lookup of a person by their exact e-mail address (WIRE #106): it answers that
// person's name to any signed-in user by design, and holds no workspace's data.
const USER_LOOKUP = '/api/auth/user-info/by-email/{email}';

async function operations(): Promise<Operation[]> {
  const document = await json<Parameters<typeof operationsOf>[0]>(
    await fetch(`${server.baseUrl}/api/docs/json`),
  );
  return operationsOf(document).filter(
    (operation) => !SESSION_ENDING.includes(operation.path) && operation.path !== USER_LOOKUP,
  );
}

describe('every route of the OpenAPI document, sent by an outsider', () => {
  it("with the other workspace's ids in the path: 404 (or 403), nothing shown, nothing changed", async () => {
    const before = await databaseFingerprint(server.db);
    const failures: string[] = [];
    let tried = 0;
    for (const operation of await operations()) {
      const parameters = operation.parameters.filter((parameter) => parameter.in === 'path');
      if (parameters.length === 0) continue;
      let url = operation.path;
      let named = false;
      for (const parameter of parameters) {
        const value = resourceInPath(operation, parameter.name, hers);
        // A parameter that names no resource of hers (a category id, a chart's type) keeps a plain value.
        if (value !== undefined && !['type', 'by'].includes(parameter.name)) named = true;
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(value ?? '3'));
      }
      if (!named) continue;
      tried++;
      const response = await send(operation, url, null);
      const text = await response.text();
      const label = `${operation.method} ${operation.path}`;
      if (text.includes(SECRET)) failures.push(`${label} showed Alice's data: ${text.slice(0, 200)}`);
      if (![403, 404].includes(response.status))
        failures.push(`${label} answered ${response.status}: ${text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(30);
    const after = await databaseFingerprint(server.db);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
  }, 120_000);

  it('with the other workspace in X-WS: nothing of it shown, nothing of it changed', async () => {
    const failures: string[] = [];
    const aliceRows = async () =>
      server.db.query(
        `SELECT 'wallet' AS kind, name AS text, balance_cents::text AS value FROM wallets WHERE workspace_id = $1
         UNION ALL SELECT 'entry', coalesce(note, ''), amount_cents::text || deleted_at::text FROM entries WHERE workspace_id = $1
         UNION ALL SELECT 'label', name, archived::text FROM labels WHERE workspace_id = $1
         UNION ALL SELECT 'workspace', name, '' FROM workspaces WHERE id = $1
         ORDER BY 1, 2, 3`,
        [hers.workspace],
      );
    const before = await aliceRows();
    let tried = 0;
    for (const operation of await operations()) {
      // Bob's own resources in the path: the header alone must not open Alice's workspace.
      const url = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
        name === 'type' ? 'expenses' : name === 'by' ? 'label' : '00000000-0000-4000-8000-000000000000',
      );
      tried++;
      const response = await send(operation, url, hers.workspace);
      const text = await response.text();
      if (text.includes(SECRET))
        failures.push(`${operation.method} ${operation.path} showed Alice's data: ${text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(80);
    expect(await aliceRows()).toEqual(before);
  }, 120_000);
});
