// The Idempotency-Key header on entry writes (http/idempotency.ts): the same key twice writes once and
// answers the same body, also when both arrive at once; a key reused for another request answers 422; keys
// are per user; a refused write does not spend its key; old keys expire.
import { entrySchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireIdempotencyKeys } from '../../src/http/idempotency-sql.ts';
import { createSetUpUser, json } from '../support/client.ts';
import { as, balanceDrift, type LedgerUser, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let anna: LedgerUser;
let bruno: LedgerUser;
let annaWallet: number;
let brunoWallet: number;
let keyCounter = 0;
const newKey = () => `key-${Date.now().toString(36)}-${keyCounter++}`;

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'error' } });
  anna = await createSetUpUser(server, { name: 'Anna' });
  bruno = await createSetUpUser(server, { name: 'Bruno' });
  annaWallet = (await walletsOf(server, anna))[0]?.id as number;
  brunoWallet = (await walletsOf(server, bruno))[0]?.id as number;
});

afterAll(async () => {
  await server?.close();
});

const expense = (amount: number, note: string, wallet = annaWallet) => ({
  type: 'expenses',
  amount: -amount,
  account_id: wallet,
  category_id: 12,
  date_time: '2026-02-10T10:00:00.000Z',
  note,
});

/** Rows of the workspace with this note, deleted ones included. */
async function rowsNoted(user: LedgerUser, note: string) {
  return server.db.query<{ uuid: string; deleted: boolean }>(
    'SELECT uuid::text, deleted_at IS NOT NULL AS deleted FROM entries WHERE workspace_id = $1 AND note = $2',
    [user.workspace.uuid, note],
  );
}

const balanceOf = async (user: LedgerUser) => (await walletsOf(server, user))[0]?.balance as number;

const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });

describe('Idempotency-Key on entry writes', () => {
  it('creates one entry for the same key sent twice, and answers the same body', async () => {
    const request = as(server, anna);
    const key = newKey();
    const before = await balanceOf(anna);
    const first = await request('POST', '/api/entry/expense', expense(12.34, 'twice'), keyed(key));
    const firstText = await first.text();
    expect(first.status, firstText).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await request('POST', '/api/entry/expense', expense(12.34, 'twice'), keyed(key));
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await second.text()).toBe(firstText);
    expect(entrySchema.parse(JSON.parse(firstText)).note).toBe('twice');
    expect(await rowsNoted(anna, 'twice')).toHaveLength(1);
    expect(await balanceOf(anna)).toBeCloseTo(before - 12.34, 2);
  });

  it('writes once when the same key arrives several times at once', async () => {
    const request = as(server, anna);
    const key = newKey();
    const before = await balanceOf(anna);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        request('POST', '/api/entry/expense', expense(5, 'at once'), keyed(key)).then(async (response) => ({
          status: response.status,
          text: await response.text(),
        })),
      ),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(201);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await rowsNoted(anna, 'at once')).toHaveLength(1);
    expect(await balanceOf(anna)).toBeCloseTo(before - 5, 2);
  });

  it('mixes keyed duplicates with other writes of the workspace at once: no 5xx, each key written once, balances exact', {
    timeout: 60_000,
  }, async () => {
    const request = as(server, anna);
    const targets = await Promise.all(
      [1, 2, 3].map(async (n) =>
        entrySchema.parse(
          await json(await request('POST', '/api/entry/expense', expense(n, `mixed ${n}`)), 201),
        ),
      ),
    );
    const keys = Array.from({ length: 8 }, newKey);
    const calls: Promise<Response>[] = [];
    for (const [index, key] of keys.entries()) {
      const target = targets[index % targets.length] as { uuid: string };
      // Each key sent twice: a create, an edit of a shared entry, a debit naming a payee, a delete.
      const send = () =>
        index % 4 === 0
          ? request('POST', '/api/entry/expense', expense(index + 1, `mixed new ${index}`), keyed(key))
          : index % 4 === 1
            ? request(
                'PUT',
                `/api/entry/expense/${target.uuid}`,
                expense(index + 1, 'mixed edited'),
                keyed(key),
              )
            : index % 4 === 2
              ? request(
                  'POST',
                  '/api/entry/debit',
                  {
                    amount: -(index + 1),
                    account_id: annaWallet,
                    payee_id: 'Mixed payee',
                    note: `mixed debit ${index}`,
                  },
                  keyed(key),
                )
              : request(
                  'POST',
                  '/api/entry/income',
                  { ...expense(index + 1, `mixed income ${index}`), amount: index + 1 },
                  keyed(key),
                );
      calls.push(send(), send());
    }
    const answers = await Promise.all(calls);
    for (const answer of answers) expect(answer.status, await answer.clone().text()).toBeLessThan(300);
    for (let index = 0; index < answers.length; index += 2) {
      expect(await answers[index]?.text()).toBe(await answers[index + 1]?.text());
    }
    for (const note of [
      'mixed new 0',
      'mixed new 4',
      'mixed debit 2',
      'mixed debit 6',
      'mixed income 3',
      'mixed income 7',
    ])
      expect(await rowsNoted(anna, note), note).toHaveLength(1);
    expect(await balanceDrift(server.db, anna.workspace.uuid)).toEqual([]);
  });

  it('edits and deletes once per key: a replayed delete answers as the first did', async () => {
    const request = as(server, anna);
    const created = entrySchema.parse(
      await json(await request('POST', '/api/entry/expense', expense(1, 'to edit')), 201),
    );
    const editKey = newKey();
    const edit = expense(7.5, 'edited once');
    const [first, second] = await Promise.all([
      request('PUT', `/api/entry/expense/${created.uuid}`, edit, keyed(editKey)),
      request('PUT', `/api/entry/expense/${created.uuid}`, edit, keyed(editKey)),
    ]);
    const firstText = await first.text();
    expect(first.status, firstText).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstText);

    const before = await balanceOf(anna);
    const deleteKey = newKey();
    const deleted = await request('DELETE', `/api/entry/${created.uuid}`, undefined, keyed(deleteKey));
    expect(await json(deleted)).toEqual({ message: 'The entry has been deleted.' });
    const again = await request('DELETE', `/api/entry/${created.uuid}`, undefined, keyed(deleteKey));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(again)).toEqual({ message: 'The entry has been deleted.' });
    expect(await balanceOf(anna)).toBeCloseTo(before + 7.5, 2);
    // Without the key, the entry is gone.
    await json(await request('DELETE', `/api/entry/${created.uuid}`), 404);
  });

  it('answers 422 for a key reused with another body, path or method, and writes nothing', async () => {
    const request = as(server, anna);
    const key = newKey();
    await json(await request('POST', '/api/entry/expense', expense(3, 'first use'), keyed(key)), 201);
    const otherBody = await json<{ error: string; code: string; fields: Record<string, string> }>(
      await request('POST', '/api/entry/expense', expense(4, 'first use'), keyed(key)),
      422,
    );
    expect(otherBody.error).toBe('This Idempotency-Key was already used for another request');
    expect(otherBody.fields['idempotency-key']).toMatch(/another request/);
    await json(
      await request('POST', '/api/entry/income', { ...expense(3, 'first use'), amount: 3 }, keyed(key)),
      422,
    );
    await json(
      await request('DELETE', '/api/entry/00000000-0000-4000-8000-000000000000', undefined, keyed(key)),
      422,
    );
    expect(await rowsNoted(anna, 'first use')).toHaveLength(1);
  });

  it('keeps keys per user: the same key of another user writes their own entry', async () => {
    const key = newKey();
    const annas = entrySchema.parse(
      await json(
        await as(server, anna)('POST', '/api/entry/expense', expense(2, 'shared key'), keyed(key)),
        201,
      ),
    );
    const brunos = await as(server, bruno)(
      'POST',
      '/api/entry/expense',
      expense(2, 'shared key', brunoWallet),
      keyed(key),
    );
    expect(brunos.headers.get('idempotent-replayed')).toBeNull();
    const brunoEntry = entrySchema.parse(await json(brunos, 201));
    expect(brunoEntry.uuid).not.toBe(annas.uuid);
    expect(brunoEntry.account_id).toBe(brunoWallet);
    expect(await rowsNoted(bruno, 'shared key')).toHaveLength(1);
    expect(await rowsNoted(anna, 'shared key')).toHaveLength(1);
  });

  it('does not spend a key on a refused write: the same key may then be sent again', async () => {
    const request = as(server, anna);
    const key = newKey();
    await json(
      await request(
        'POST',
        '/api/entry/expense',
        { ...expense(2, 'refused'), account_id: 999_999 },
        keyed(key),
      ),
      404,
    );
    await json(await request('POST', '/api/entry/expense', expense(2, 'refused'), keyed(key)), 201);
    expect(await rowsNoted(anna, 'refused')).toHaveLength(1);
  });

  it('lets other origins send the key (CORS preflight)', async () => {
    const response = await fetch(`${server.baseUrl}/api/entry/expense`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'idempotency-key, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });

  it('answers 422 for a key that is empty, too long or has spaces', async () => {
    const request = as(server, anna);
    for (const bad of ['', 'x'.repeat(256), 'has space']) {
      const body = await json<{ fields: Record<string, string> }>(
        await request('POST', '/api/entry/expense', expense(1, 'bad key'), keyed(bad)),
        422,
      );
      expect(Object.keys(body.fields)).toEqual(['idempotency-key']);
    }
    expect(await rowsNoted(anna, 'bad key')).toHaveLength(0);
  });

  it('forgets keys older than a day', async () => {
    const request = as(server, anna);
    const key = newKey();
    await json(await request('POST', '/api/entry/expense', expense(1, 'expiring'), keyed(key)), 201);
    await server.db.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1",
      [key],
    );
    expect(await expireIdempotencyKeys(server.db, 24 * 60 * 60)).toBeGreaterThanOrEqual(1);
    await json(await request('POST', '/api/entry/expense', expense(1, 'expiring'), keyed(key)), 201);
    expect(await rowsNoted(anna, 'expiring')).toHaveLength(2);
  });
});
