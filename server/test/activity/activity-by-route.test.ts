// Recording by construction: every write operation of the OpenAPI document, so a route added tomorrow is
// covered without anyone remembering to. The owner sends each one on their own things (with a valid body where
// one is known); what it changed is read from the tables the activity triggers watch (their arguments say which
// columns count), and the record must hold exactly one item per changed thing, by the owner, and nothing for a
// request that changed nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Operation, operationsOf } from '../support/bad-requests.ts';
import { authHeaders, createSetUpUser, json } from '../support/client.ts';
import type { LedgerUser } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  resourceInPath,
  seedResources,
  validBody,
  type WorkspaceResources,
} from '../support/workspace-resources.ts';

let server: TestServer;
let owner: LedgerUser;
let friend: LedgerUser;
let mine: WorkspaceResources;

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'error' } });
  owner = await createSetUpUser(server, { name: 'Owner' });
  friend = await createSetUpUser(server, { name: 'Friend' });
  mine = await seedResources(server, owner, 'Mine');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Watched = { table: string; kind: string; idColumn: string; workspaceColumn: string; ignored: string[] };

/** The tables the activity triggers watch, with the triggers' own arguments: one list of what counts. */
async function watchedTables(): Promise<Watched[]> {
  const rows = await server.db.query<{ table: string; args: string }>(
    `SELECT tgrelid::regclass::text AS table, encode(tgargs, 'escape') AS args
     FROM pg_trigger WHERE tgname = 'zz_activity_insert'`,
  );
  return rows.map(({ table, args }) => {
    const [kind = '', idColumn = '', workspaceColumn = '', ignored = '{}'] = args.split('\\000');
    return { table, kind, idColumn, workspaceColumn, ignored: ignored.replace(/[{}]/g, '').split(',') };
  });
}

/** Every watched thing of the owner's workspaces: `kind:id` -> its workspace and a digest of what counts. */
async function snapshot(watched: Watched[]): Promise<Map<string, { workspace: string; digest: string }>> {
  const parts = watched.map(
    (w) =>
      `SELECT '${w.kind}:' || t.${w.idColumn}::text AS thing, t.${w.workspaceColumn}::text AS workspace,
         md5((to_jsonb(t) - '${`{${w.ignored.join(',')}}`}'::text[])::text) AS digest
       FROM ${w.table} t
       WHERE t.${w.workspaceColumn} IN (SELECT workspace_id FROM workspace_members WHERE user_id = $1)`,
  );
  const rows = await server.db.query<{ thing: string; workspace: string; digest: string }>(
    parts.join(' UNION ALL '),
    [owner.session.user.uuid],
  );
  return new Map(rows.map(({ thing, workspace, digest }) => [thing, { workspace, digest }]));
}

async function lastRecord(): Promise<number> {
  const [row] = await server.db.query<{ last: number }>(
    'SELECT coalesce(max(id), 0)::int AS last FROM activity',
  );
  return row?.last ?? 0;
}

// These end the owner's session or account: not writes to a workspace, and they would stop the run.
const SESSION_ENDING = [
  '/api/auth/logout',
  '/api/auth/data/delete',
  '/api/auth/delete',
  '/api/auth/sessions',
];

function urlOf(operation: Operation): string {
  return operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(resourceInPath(operation, name, mine) ?? '3'),
  );
}

describe('every write of the OpenAPI document', () => {
  it('records exactly one item per thing it changed, by the member who sent it', async () => {
    const document = await json<Parameters<typeof operationsOf>[0]>(
      await fetch(`${server.baseUrl}/api/docs/json`),
    );
    const writes = operationsOf(document)
      .filter((operation) => operation.method !== 'GET' && !SESSION_ENDING.includes(operation.path))
      // The workspace's deletion last: the others need it.
      .sort((a, b) => Number(deletesWorkspace(a)) - Number(deletesWorkspace(b)));
    const watched = await watchedTables();
    const failures: string[] = [];
    let changing = 0;
    for (const operation of writes) {
      const before = await snapshot(watched);
      const since = await lastRecord();
      const headers: Record<string, string> = authHeaders(owner.session);
      headers['x-ws'] = owner.workspace.uuid;
      const withBody = operation.method !== 'DELETE';
      if (withBody) headers['content-type'] = 'application/json';
      const response = await fetch(`${server.baseUrl}${urlOf(operation)}`, {
        method: operation.method,
        headers,
        ...(withBody ? { body: JSON.stringify(validBody(operation, mine.walletId, friend.email)) } : {}),
      });
      await response.text();
      const after = await snapshot(watched);
      const changed = [...new Set([...after.keys(), ...before.keys()])].filter(
        (thing) => before.get(thing)?.digest !== after.get(thing)?.digest,
      );
      const records = await server.db.query<{ thing: string; actor_id: string | null; via: string }>(
        `SELECT object_type || ':' || object_id AS thing, actor_id, via FROM activity WHERE id > $1 ORDER BY id`,
        [since],
      );
      const label = `${operation.method} ${operation.path} (${response.status})`;
      const recorded = records.map((record) => record.thing);
      // A workspace deleted takes its records along: what was in it is not expected in the record.
      const standing = new Set([...after.values()].map((thing) => thing.workspace));
      const expected = changed.filter((thing) =>
        standing.has((after.get(thing) ?? before.get(thing))?.workspace ?? ''),
      );
      if (new Set(recorded).size !== recorded.length)
        failures.push(`${label} recorded a thing twice: ${recorded}`);
      const missing = expected.filter((thing) => !recorded.includes(thing));
      const extra = recorded.filter((thing) => !changed.includes(thing));
      if (missing.length > 0) failures.push(`${label} did not record ${missing.join(', ')}`);
      if (extra.length > 0) failures.push(`${label} recorded unchanged ${extra.join(', ')}`);
      const strangers = records.filter((record) => record.actor_id !== owner.session.user.uuid);
      if (strangers.length > 0) failures.push(`${label} recorded as ${JSON.stringify(strangers[0])}`);
      if (changed.length > 0) changing++;
      // Whatever this one deleted, the next ones find again.
      if (operation.method === 'DELETE' && response.ok && !deletesWorkspace(operation)) {
        mine = await seedResources(server, owner, `Mine ${operation.method} ${operation.path}`);
      }
    }
    expect(failures).toEqual([]);
    // Most writes change something with these bodies; a walk where few do would prove little.
    expect(changing).toBeGreaterThanOrEqual(25);
  }, 300_000);
});

const deletesWorkspace = (operation: Operation) =>
  operation.method === 'DELETE' && /^\/api\/workspace\/(delete\/)?\{uuid\}$/.test(operation.path);
