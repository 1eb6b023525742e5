// Schema fuzzing from the OpenAPI document: for every operation it lists, requests with generated bad
// path values, queries and bodies (support/bad-requests.ts). None may answer 5xx, every refusal answers the
// one error shape, and a refused request changes nothing in the database.
// Bounded so it runs in CI: FUZZ_RUNS requests per operation (default 30), within FUZZ_SECONDS (default 90),
// from a fixed FUZZ_SEED; raise them locally to look further.
import { errorBodySchema } from '@bc/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BadRequest, badRequests, type Operation, operationsOf } from '../support/bad-requests.ts';
import { authHeaders, createSetUpUser, json } from '../support/client.ts';
import { databaseFingerprint } from '../support/fingerprint.ts';
import { as, createWallet, type LedgerUser } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const RUNS = Number(process.env.FUZZ_RUNS || 30);
const SECONDS = Number(process.env.FUZZ_SECONDS || 90);
const SEED = Number(process.env.FUZZ_SEED || 20_261_123);

let server: TestServer;
let owner: LedgerUser;
/** Existing values for path parameters, so some requests reach the code behind validation. */
let real: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createSetUpUser(server, { name: 'Fuzz Owner' });
  const call = as(server, owner);
  const wallet = await createWallet(server, owner, { name: 'Second' });
  const label = await json<{ uuid: string }>(
    await call('POST', '/api/label', { name: 'Tag', color: '#112233' }),
    201,
  );
  const entry = await json<{ uuid: string }>(
    await call('POST', '/api/entry/expenses', {
      amount: -12.5,
      account_id: wallet.id,
      category_id: 3,
      note: 'seed',
      labels: [{ name: 'Seeded', color: '#445566' }],
    }),
    201,
  );
  const debit = await json<{ payee: { uuid: string } }>(
    await call('POST', '/api/entry/debit', { amount: -20, account_id: wallet.id, payee_id: 'Seed Payee' }),
    201,
  );
  const plan = await json<{ uuid: string }>(
    await call('POST', '/api/entry/planned', {
      type: 'expenses',
      amount: -9,
      account_id: wallet.id,
      category_id: 3,
      planning: 'monthly',
      date_time: '2099-01-01T00:00:00.000Z',
    }),
    201,
  );
  const model = await json<{ uuid: string }>(
    await call('POST', '/api/entry/model', { type: 'expenses', amount: -3, category_id: 3, name: 'Coffee' }),
    201,
  );
  const goal = await json<{ uuid: string }>(
    await call('POST', '/api/goals/create', {
      name: 'Bike',
      amount: 500,
      due_date: '2099-06-01',
      category_icon: 'bike',
    }),
    201,
  );
  const budget = await json<{ uuid: string }>(
    await call('POST', '/api/budget/create', {
      name: 'Food',
      amount: 300,
      configuration: { period: 'monthly' },
    }),
    201,
  );
  real = {
    wallet: wallet.uuid,
    label: label.uuid,
    entry: entry.uuid,
    payee: debit.payee.uuid,
    plan: plan.uuid,
    model: model.uuid,
    goal: goal.uuid,
    budget: budget.uuid,
    workspace: owner.workspace.uuid,
    user: owner.session.user.uuid,
    email: owner.email,
  };
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The existing value a path parameter names, by the resource of its path. */
function realValue(operation: Operation, parameter: string): string | undefined {
  const path = operation.path;
  if (parameter === 'type') return path.startsWith('/api/stats/') ? 'expenses' : 'expenses';
  if (parameter === 'by') return 'label';
  if (parameter === 'userUuid') return real.user;
  if (parameter === 'email') return real.email;
  const byPrefix: [string, string | undefined][] = [
    ['/api/entry/model/', real.model],
    ['/api/entry/planned/', real.plan],
    ['/api/entry/', real.entry],
    ['/api/wallet/', real.wallet],
    ['/api/label/', real.label],
    ['/api/goals/', real.goal],
    ['/api/budget/', real.budget],
    ['/api/workspace/', real.workspace],
    ['/api/debt/', real.payee],
    ['/api/categories/', '3'],
  ];
  return byPrefix.find(([prefix]) => path.startsWith(prefix))?.[1];
}

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
      const requests = fc.sample(badRequests(operation, realValue), { numRuns: runs, seed: SEED + index });
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
