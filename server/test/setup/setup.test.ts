import { errorCodes, isSetUp, userInfoResponseSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createVerifiedUser, json, SETUP, type TestUser } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const finalize = (user: TestUser, body: unknown, uuid = user.session.user.uuid) =>
  call(server, 'POST', `/api/auth/${uuid}/finalize/sign-up`, { session: user.session, json: body });

async function counts(userId: string) {
  const [row] = await server.db.query<{ workspaces: number; wallets: number }>(
    `SELECT (SELECT count(*) FROM workspace_members WHERE user_id = $1)::int AS workspaces,
            (SELECT count(*) FROM wallets w JOIN workspace_members m ON m.workspace_id = w.workspace_id
             WHERE m.user_id = $1)::int AS wallets`,
    [userId],
  );
  return row;
}

describe('POST /api/auth/{userUuid}/finalize/sign-up', () => {
  it('creates the first workspace (owned, current, with its settings) and its first wallet', async () => {
    const user = await createVerifiedUser(server);
    const body = {
      workspace: { name: 'Family', currency: 3, payment_type: 4 },
      wallet: {
        name: 'Cash box',
        balance: 1234.56,
        type: 'cache',
        color: '#00ff00',
        currency: 1,
        exclude_from_stats: true,
      },
    };
    const answer = userInfoResponseSchema.parse(await json(await finalize(user, body)));
    const uuid = answer.userInfo.current_ws;
    expect(answer.userInfo.workspaces).toEqual([{ uuid, name: 'Family', role: 'owner', current: true }]);
    expect(answer.userInfo.workspace_settings).toMatchObject({
      uuid,
      name: 'Family',
      data: { currency: { id: 3, code: 'GBP' }, payment_type_id: 4 },
    });
    expect(answer.userInfo.shared_with).toEqual([]);
    const wallets = await server.db.query(
      `SELECT name, type, color, currency_id, opening_balance_cents, balance_cents, exclude_from_stats, archived
       FROM wallets WHERE workspace_id = $1`,
      [uuid],
    );
    expect(wallets).toEqual([
      {
        name: 'Cash box',
        type: 'cache',
        color: '#00ff00',
        currency_id: 1,
        opening_balance_cents: 123456,
        balance_cents: 123456,
        exclude_from_stats: true,
        archived: false,
      },
    ]);
    // The answer's session token is bound to the new workspace: calls without X-WS work there.
    const session = { ...user.session, session_token: answer.token };
    const info = userInfoResponseSchema.parse(
      await json(await call(server, 'GET', '/api/auth/user-info', { session })),
    );
    expect(isSetUp(info.userInfo)).toBe(true);
    expect(info.userInfo.current_ws).toBe(uuid);
    const list = await json<{ name: string }[]>(await call(server, 'GET', '/api/wallet/list', { session }));
    expect(list.map((wallet) => wallet.name)).toEqual(['Cash box']);
  });

  it("takes the original client's set-up as it sends it: 0 for false, type '0', no wallet name, a short colour", async () => {
    const user = await createVerifiedUser(server, { language: 'it' });
    const body = {
      workspace: { name: 'Workspace', currency: 2, payment_type: 1 },
      wallet: { name: '', balance: 0, type: '0', color: '#3f2', currency: 2, exclude_from_stats: 0 },
    };
    const answer = userInfoResponseSchema.parse(await json(await finalize(user, body)));
    const wallets = await server.db.query(
      'SELECT name, type, color, exclude_from_stats FROM wallets WHERE workspace_id = $1',
      [answer.userInfo.current_ws],
    );
    expect(wallets).toEqual([
      { name: 'Portafoglio', type: 'bank', color: '#0003f2', exclude_from_stats: false },
    ]);
  });

  it('stores amounts exactly in cents, negative ones too', async () => {
    for (const [balance, cents] of [
      [0.1 + 0.2, 30],
      [-19.99, -1999],
      [1e13, 1e15],
      [0, 0],
    ] as const) {
      const user = await createVerifiedUser(server);
      const answer = userInfoResponseSchema.parse(
        await json(await finalize(user, { ...SETUP, wallet: { ...SETUP.wallet, balance } })),
      );
      const [wallet] = await server.db.query<{ opening_balance_cents: number }>(
        'SELECT opening_balance_cents FROM wallets WHERE workspace_id = $1',
        [answer.userInfo.current_ws],
      );
      expect(wallet?.opening_balance_cents).toBe(cents);
    }
  });

  it('answers 409 once setup is complete, and creates nothing more', async () => {
    const user = await createVerifiedUser(server);
    await json(await finalize(user, SETUP));
    await expectError(await finalize(user, SETUP), 409, 'setup_complete');
    expect(await counts(user.session.user.uuid)).toEqual({ workspaces: 1, wallets: 1 });
  });

  it('runs two simultaneous submits one after the other: one 200, one 409', async () => {
    const user = await createVerifiedUser(server);
    const statuses = (await Promise.all([finalize(user, SETUP), finalize(user, SETUP)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await counts(user.session.user.uuid)).toEqual({ workspaces: 1, wallets: 1 });
  });

  it("answers 403 for another user's uuid, and 401 without a session", async () => {
    const user = await createVerifiedUser(server);
    const other = await createVerifiedUser(server);
    await expectError(await finalize(user, SETUP, other.session.user.uuid), 403, errorCodes.forbidden);
    await expectError(await finalize(user, SETUP, 'not-a-uuid'), 403, errorCodes.forbidden);
    await expectError(
      await call(server, 'POST', `/api/auth/${user.session.user.uuid}/finalize/sign-up`, { json: SETUP }),
      401,
      errorCodes.unauthenticated,
    );
    expect(await counts(other.session.user.uuid)).toEqual({ workspaces: 0, wallets: 0 });
  });

  it('answers 422 with the field of each problem, and writes nothing', async () => {
    const user = await createVerifiedUser(server);
    const cases: Array<[unknown, string[]]> = [
      [{}, ['wallet', 'workspace']],
      [{ ...SETUP, workspace: { ...SETUP.workspace, name: ' ' } }, ['workspace.name']],
      [{ ...SETUP, workspace: { ...SETUP.workspace, currency: 0 } }, ['workspace.currency']],
      [{ ...SETUP, workspace: { ...SETUP.workspace, payment_type: 'x' } }, ['workspace.payment_type']],
      [{ ...SETUP, wallet: { ...SETUP.wallet, type: 'credit-card' } }, ['wallet.type']],
      [{ ...SETUP, wallet: { ...SETUP.wallet, balance: 1.234 } }, ['wallet.balance']],
      [{ ...SETUP, wallet: { ...SETUP.wallet, balance: '12.345' } }, ['wallet.balance']],
      [{ ...SETUP, wallet: { ...SETUP.wallet, color: 'red' } }, ['wallet.color']],
      [{ ...SETUP, wallet: { ...SETUP.wallet, color: '#1234567' } }, ['wallet.color']],
      [{ ...SETUP, wallet: { ...SETUP.wallet, exclude_from_stats: 2 } }, ['wallet.exclude_from_stats']],
      [{ ...SETUP, wallet: { ...SETUP.wallet, name: 'x'.repeat(121) } }, ['wallet.name']],
      // Well-formed ids that are not in the reference data.
      [{ ...SETUP, workspace: { ...SETUP.workspace, currency: 999 } }, ['workspace.currency']],
      [
        { ...SETUP, workspace: { ...SETUP.workspace, payment_type: 99_999_999_999 } },
        ['workspace.payment_type'],
      ],
      [{ ...SETUP, wallet: { ...SETUP.wallet, currency: 21 } }, ['wallet.currency']],
    ];
    for (const [body, fields] of cases) {
      const error = await expectError(await finalize(user, body), 422, errorCodes.validationFailed);
      expect(Object.keys(error.fields ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect(await counts(user.session.user.uuid)).toEqual({ workspaces: 0, wallets: 0 });
  });
});
