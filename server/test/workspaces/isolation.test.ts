// Two people, one server: whatever B asks for with A's ids, B gets 404 (or 403 for A's own account
// setup) and never a byte of A's data.
import { errorCodes, workspaceDetailSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMessage } from '../../src/notifications/notifications-sql.ts';
import { call, createSetUpUser, createVerifiedUser, json } from '../support/client.ts';
import { expectError, getJson } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('user B and the workspaces of user A', () => {
  it('reaches none of them through any endpoint', async () => {
    // A: a set-up workspace (settings, a wallet), a second one, shared with C.
    const a = await createSetUpUser(server, { name: 'Alice Secret' });
    const c = await createVerifiedUser(server, { name: 'Carol Member' });
    const second = await json<{ workspace: { uuid: string } }>(
      await call(server, 'POST', '/api/workspace/create', {
        session: a.session,
        json: {
          workspace: { name: 'Alice Hidden Plans', currency: 3, payment_type: 2 },
          share_with: [c.email],
        },
      }),
      201,
    );
    await json(
      await call(server, 'POST', `/api/workspace/${a.workspace.uuid}/share`, {
        session: a.session,
        json: { user_to_share: c.email, role: 'viewer' },
      }),
      201,
    );
    await json(
      await call(server, 'POST', '/api/user/currency', { session: a.session, json: { currency: 7 } }),
    );
    const [wallet] = await server.db.query<{ uuid: string }>(
      'SELECT uuid FROM wallets WHERE workspace_id = $1',
      [a.workspace.uuid],
    );
    // A's ledger: an entry on that wallet to a new payee, a label, a model.
    const [aWallet] = await server.db.query<{ id: number }>(
      'SELECT id FROM wallets WHERE workspace_id = $1',
      [a.workspace.uuid],
    );
    const aEntry = await json<{ uuid: string; payee: { uuid: string } }>(
      await call(server, 'POST', '/api/entry/debit', {
        session: a.session,
        json: {
          amount: -42,
          account_id: aWallet?.id,
          payee_id: 'Alice Secret Payee',
          note: 'Alice secret note',
        },
      }),
      201,
    );
    const aModel = await json<{ uuid: string }>(
      await call(server, 'POST', '/api/entry/model', {
        session: a.session,
        json: { name: 'Alice Secret Model', type: 'expenses' },
      }),
      201,
    );
    const aPlan = await json<{ uuid: string }>(
      await call(server, 'POST', '/api/entry/planned', {
        session: a.session,
        json: {
          type: 'expenses',
          amount: -9,
          account_id: aWallet?.id,
          category_id: 16,
          note: 'Alice secret plan',
          planning: 'monthly',
          date_time: '2099-01-01T00:00:00.000Z',
        },
      }),
      201,
    );
    const aGoal = await json<{ uuid: string }>(
      await call(server, 'POST', '/api/goals/create', {
        session: a.session,
        json: { name: 'Alice Secret Goal', amount: 100, category_icon: 'car', due_date: '2099-01-01' },
      }),
      201,
    );
    const budgetBody = {
      name: 'Alice Secret Budget',
      amount: 100,
      configuration: { period: 'monthly', categories: [], tags: [], types: [], accounts: [] },
    };
    const aBudget = await json<{ uuid: string }>(
      await call(server, 'POST', '/api/budget/create', { session: a.session, json: budgetBody }),
      201,
    );
    const aWorkspaces = [a.workspace.uuid, second.workspace.uuid];
    const secrets = [
      aGoal.uuid,
      aBudget.uuid,
      'Alice Secret Goal',
      'Alice Secret Budget',
      aEntry.uuid,
      aEntry.payee.uuid,
      aModel.uuid,
      aPlan.uuid,
      'Alice secret plan',
      'Alice Secret Payee',
      'Alice secret note',
      'Alice Secret Model',
      ...aWorkspaces,
      wallet?.uuid ?? '',
      'Alice Hidden Plans',
      'Carol Member',
      c.session.user.uuid,
    ];

    const b = await createSetUpUser(server, { name: 'Bob' });
    const bodies: string[] = [];
    const expectStatus = async (response: Response, status: number, code: string) => {
      const error = await expectError(response.clone(), status, code);
      bodies.push(await response.text());
      return error;
    };
    const covered = new Set<string>();
    const hit = async (
      method: string,
      route: string,
      path: string,
      options: Parameters<typeof call>[3] = {},
    ) => {
      covered.add(`${method} ${route}`);
      return call(server, method, path, { session: b.session, ...options });
    };
    const fullShare = { user_to_share: b.email, role: 'editor' };
    const input = { name: 'Taken over', currency: 2, payment_type: 1 };

    for (const uuid of aWorkspaces) {
      await expectStatus(
        await hit('GET', '/api/workspace/{uuid}', `/api/workspace/${uuid}`),
        404,
        errorCodes.notFound,
      );
      await expectStatus(
        await hit('GET', '/api/workspace/{uuid}/activity', `/api/workspace/${uuid}/activity`),
        404,
        errorCodes.notFound,
      );
      await expectStatus(
        await hit('PATCH', '/api/workspace/activate/{uuid}', `/api/workspace/activate/${uuid}`),
        404,
        errorCodes.notFound,
      );
      await expectStatus(
        await hit('POST', '/api/workspace/{uuid}/share', `/api/workspace/${uuid}/share`, { json: fullShare }),
        404,
        errorCodes.notFound,
      );
      await expectStatus(
        await hit(
          'DELETE',
          '/api/workspace/{uuid}/unshare/{userUuid}',
          `/api/workspace/${uuid}/unshare/${c.session.user.uuid}`,
        ),
        404,
        errorCodes.notFound,
      );
      await expectStatus(
        await hit('PUT', '/api/workspace/update/{uuid}', `/api/workspace/update/${uuid}`, {
          json: input,
        }),
        404,
        errorCodes.notFound,
      );
      for (const route of ['/api/workspace/{uuid}', '/api/workspace/delete/{uuid}']) {
        await expectStatus(
          await hit('DELETE', route, route.replace('{uuid}', uuid)),
          404,
          errorCodes.notFound,
        );
      }
      await expectStatus(
        await hit('GET', '/api/user/settings', '/api/user/settings', { workspace: uuid }),
        404,
        errorCodes.notFound,
      );
      await expectStatus(
        await hit('POST', '/api/user/currency', '/api/user/currency', {
          workspace: uuid,
          json: { currency: 1 },
        }),
        404,
        errorCodes.notFound,
      );
    }
    // A's ledger rows through B's own workspace, then through A's workspace header: 404 either way.
    const walletBody = { name: 'Mine now', type: 'bank', balance: 0, currency_id: 2 };
    const entryBody = { amount: -1, account_id: aWallet?.id, category_id: 3 };
    const plannedBody = { ...entryBody, type: 'expenses', planning: 'daily', date_time: '2099-01-01' };
    for (const workspace of [undefined, a.workspace.uuid]) {
      const options = workspace ? { workspace } : {};
      const ledgerCalls: [string, string, string, unknown?][] = [
        ['GET', '/api/wallet/show/{uuid}', `/api/wallet/show/${wallet?.uuid}`],
        ['PUT', '/api/wallet/update/{uuid}', `/api/wallet/update/${wallet?.uuid}`, walletBody],
        ['DELETE', '/api/wallet/{uuid}', `/api/wallet/${wallet?.uuid}`],
        ['PATCH', '/api/wallet/archive/{uuid}', `/api/wallet/archive/${wallet?.uuid}`],
        ['PATCH', '/api/wallet/restore/{uuid}', `/api/wallet/restore/${wallet?.uuid}`],
        ['PATCH', '/api/wallet/sorting/{uuid}', `/api/wallet/sorting/${wallet?.uuid}`, { sorting: 1 }],
        ['GET', '/api/entry/{uuid}', `/api/entry/${aEntry.uuid}`],
        ['PUT', '/api/entry/{type}/{uuid}', `/api/entry/expense/${aEntry.uuid}`, entryBody],
        ['DELETE', '/api/entry/{uuid}', `/api/entry/${aEntry.uuid}`],
        ['DELETE', '/api/debt/{uuid}', `/api/debt/${aEntry.payee.uuid}`],
        ['GET', '/api/entry/model/{uuid}', `/api/entry/model/${aModel.uuid}`],
        ['PUT', '/api/entry/model/{uuid}', `/api/entry/model/${aModel.uuid}`, { name: 'Mine' }],
        ['DELETE', '/api/entry/model/{uuid}', `/api/entry/model/${aModel.uuid}`],
        ['GET', '/api/entry/planned/{uuid}', `/api/entry/planned/${aPlan.uuid}`],
        ['PUT', '/api/entry/planned/{uuid}', `/api/entry/planned/${aPlan.uuid}`, plannedBody],
        ['DELETE', '/api/entry/planned/{uuid}', `/api/entry/planned/${aPlan.uuid}`],
        ['GET', '/api/goals/{uuid}', `/api/goals/${aGoal.uuid}`],
        ['PUT', '/api/goals/update/{uuid}', `/api/goals/update/${aGoal.uuid}`, { name: 'Mine', amount: 1 }],
        ['DELETE', '/api/goals/{uuid}', `/api/goals/${aGoal.uuid}`],
        ['GET', '/api/budget/{uuid}', `/api/budget/${aBudget.uuid}`],
        ['GET', '/api/budget/{uuid}/stats', `/api/budget/${aBudget.uuid}/stats`],
        ['GET', '/api/budget/{uuid}/entry-list', `/api/budget/${aBudget.uuid}/entry-list`],
        ['PUT', '/api/budget/update/{uuid}', `/api/budget/update/${aBudget.uuid}`, budgetBody],
        ['DELETE', '/api/budget/{uuid}', `/api/budget/${aBudget.uuid}`],
      ];
      for (const [method, route, path, body] of ledgerCalls) {
        await expectStatus(
          await hit(method, route, path, { ...options, ...(body === undefined ? {} : { json: body }) }),
          404,
          errorCodes.notFound,
        );
      }
      // B's own workspace cannot point an entry at A's wallet either.
      await expectStatus(
        await hit('POST', '/api/entry/{type}', '/api/entry/expense', { ...options, json: entryBody }),
        404,
        errorCodes.notFound,
      );
      await expectStatus(
        await hit('POST', '/api/entries/import', '/api/entries/import', {
          ...options,
          json: { account_id: aWallet?.id, rows: [{ date_time: '2026-01-15', amount: '-1' }] },
        }),
        404,
        errorCodes.notFound,
      );
      await expectStatus(
        await hit('POST', '/api/entry/planned', '/api/entry/planned', { ...options, json: plannedBody }),
        404,
        errorCodes.notFound,
      );
      // Nor save into A's goal.
      await expectStatus(
        await hit('POST', '/api/entry/{type}', '/api/entry/saving', {
          ...options,
          json: { amount: 1, account_id: aWallet?.id, goal_id: aGoal.uuid },
        }),
        404,
        errorCodes.notFound,
      );
    }
    for (const path of [
      '/api/wallet/list?filters[archived]=all',
      '/api/entry',
      '/api/debits',
      '/api/payees',
      '/api/entry/model',
      '/api/entry/planned',
      '/api/label/list?archive=1',
      '/api/search/all',
      '/api/goals',
      '/api/budgets/stats',
    ]) {
      bodies.push(JSON.stringify(await json(await call(server, 'GET', path, { session: b.session }))));
    }
    bodies.push(
      JSON.stringify(
        await json(await call(server, 'POST', '/api/find', { session: b.session, json: { text: 'alice' } })),
      ),
    );

    // A's last message (a budget alert sent to A) is not B's to mark read.
    const aMessage = await insertMessage(server.db, a.session.user.uuid, {
      kind: 'budget_alert',
      title: 'Alice Secret alert',
      body: 'Alice Secret spent',
      url: '/app/budgets',
    });
    await expectStatus(
      await hit('PUT', '/api/notify/message/{uuid}/read', `/api/notify/message/${aMessage}/read`),
      404,
      errorCodes.notFound,
    );
    expect(
      await server.db.query('SELECT 1 FROM notification_messages WHERE uuid = $1 AND read_at IS NULL', [
        aMessage,
      ]),
    ).toHaveLength(1);

    await expectStatus(
      await hit(
        'POST',
        '/api/auth/{userUuid}/finalize/sign-up',
        `/api/auth/${a.session.user.uuid}/finalize/sign-up`,
        {
          json: {
            workspace: input,
            wallet: { name: 'W', balance: 0, type: 'bank', color: '#000000', currency: 2 },
          },
        },
      ),
      403,
      errorCodes.forbidden,
    );

    // What B may read lists only B's own things.
    for (const path of [
      '/api/workspace/list',
      '/api/workspace/by-user/list',
      '/api/auth/user-info',
      '/api/user/settings',
      '/api/auth/check',
    ]) {
      bodies.push(JSON.stringify(await json(await call(server, 'GET', path, { session: b.session }))));
    }
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);

    // Every route that takes a workspace uuid was tried.
    const { body: openapi } = await getJson<{ paths: Record<string, Record<string, unknown>> }>(
      `${server.baseUrl}/api/docs/json`,
    );
    const workspaceRoutes = Object.entries(openapi.paths)
      .filter(([path]) => path.includes('{uuid}'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(workspaceRoutes.length).toBeGreaterThan(0);
    for (const route of workspaceRoutes) expect(covered, route).toContain(route);

    // And A's data is as A left it.
    const seenByA = workspaceDetailSchema.parse(
      await json(await call(server, 'GET', `/api/workspace/${a.workspace.uuid}`, { session: a.session })),
    );
    expect(seenByA.workspace.name).toBe('Home');
    expect(seenByA.settings.data.currency.id).toBe(7);
    expect(seenByA.workspace.users).toHaveLength(2);
    expect(
      await server.db.query(
        'SELECT 1 FROM workspace_members WHERE user_id = $1 AND workspace_id = ANY($2::uuid[])',
        [b.session.user.uuid, aWorkspaces],
      ),
    ).toEqual([]);
  });
});
