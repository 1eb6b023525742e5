import {
  errorCodes,
  messageResponseSchema,
  shareWorkspaceResponseSchema,
  userInfoResponseSchema,
  type WorkspaceDetail,
  workspaceDetailSchema,
  workspaceListResponseSchema,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createSetUpUser,
  createVerifiedUser,
  json,
  type TestUser,
  uniqueEmail,
} from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type SetUpUser = Awaited<ReturnType<typeof createSetUpUser>>;

const INPUT = { name: 'Holiday', currency: 2, payment_type: 1 };

/**
 * What the tests below look at in a workspace detail: the workspace, its settings' ids, and the members
 * other than `caller` (the detail lists every member; clients leave the caller out).
 */
function seenBy(caller: TestUser, detail: WorkspaceDetail) {
  const { users, ...workspace } = detail.workspace;
  return {
    ...workspace,
    settings: {
      currency_id: detail.settings.data.currency.id,
      payment_type_id: detail.settings.data.paymenttypeId,
    },
    shared_with: users.filter((user) => user.uuid !== caller.session.user.uuid),
  };
}

async function create(user: TestUser, body: unknown = { workspace: INPUT }) {
  const response = await call(server, 'POST', '/api/workspace/create', { session: user.session, json: body });
  return seenBy(user, workspaceDetailSchema.parse(await json(response, 201)));
}

async function share(owner: TestUser, workspace: string, member: TestUser, role: 'editor' | 'viewer') {
  return shareWorkspaceResponseSchema.parse(
    await json(
      await call(server, 'POST', `/api/workspace/${workspace}/share`, {
        session: owner.session,
        json: { user_to_share: member.email, role },
      }),
      201,
    ),
  ).user;
}

async function list(user: TestUser, path = '/api/workspace/list') {
  return workspaceListResponseSchema.parse(
    await json(await call(server, 'GET', path, { session: user.session })),
  );
}

async function detail(user: TestUser, workspace: string) {
  const response = await call(server, 'GET', `/api/workspace/${workspace}`, { session: user.session });
  return seenBy(user, workspaceDetailSchema.parse(await json(response)));
}

/** An owner with a workspace shared with an editor and a viewer, and an outsider with their own. */
async function team() {
  const owner = await createSetUpUser(server, { name: 'Owner' });
  const editor = await createSetUpUser(server, { name: 'Editor' });
  const viewer = await createSetUpUser(server, { name: 'Viewer' });
  const outsider = await createSetUpUser(server, { name: 'Outsider' });
  const workspace = owner.workspace.uuid;
  await share(owner, workspace, editor, 'editor');
  await share(owner, workspace, viewer, 'viewer');
  return { owner, editor, viewer, outsider, workspace };
}

const FOREIGN_IDS = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1', 'x'.repeat(200)];

describe('listing and reading', () => {
  let t: Awaited<ReturnType<typeof team>>;
  beforeAll(async () => {
    t = await team();
  });

  it('GET /api/workspace/list and /by-user/list: the caller’s workspaces, role each, current first', async () => {
    const mine = await list(t.editor);
    expect(mine).toEqual([
      { uuid: t.editor.workspace.uuid, name: 'Home', role: 'owner', current: true },
      { uuid: t.workspace, name: 'Home', role: 'editor', current: false },
    ]);
    expect(await list(t.editor, '/api/workspace/by-user/list')).toEqual(mine);
    expect(await list(t.outsider)).toEqual([
      { uuid: t.outsider.workspace.uuid, name: 'Home', role: 'owner', current: true },
    ]);
  });

  it('GET /api/workspace/{uuid}: the workspace with every member, and its settings', async () => {
    const body = workspaceDetailSchema.parse(
      await json(await call(server, 'GET', `/api/workspace/${t.workspace}`, { session: t.owner.session })),
    );
    expect(body.workspace).toMatchObject({ uuid: t.workspace, name: 'Home', role: 'owner', current: true });
    expect(body.workspace.users.map((user) => [user.name, user.role])).toEqual([
      ['Owner', 'owner'],
      ['Editor', 'editor'],
      ['Viewer', 'viewer'],
    ]);
    expect(body.settings).toEqual({
      data: {
        currency: { id: 2, slug: 'euro', code: 'EUR', symbol: '€', icon: '€', exchange_rate: 1 },
        paymenttypeId: 1,
      },
    });
  });

  it('GET /api/workspace/{uuid}: settings and the other members, for every member', async () => {
    const seenByOwner = await detail(t.owner, t.workspace);
    expect(seenByOwner.settings).toEqual({ currency_id: 2, payment_type_id: 1 });
    expect(seenByOwner.shared_with.map((member) => [member.name, member.role])).toEqual([
      ['Editor', 'editor'],
      ['Viewer', 'viewer'],
    ]);
    const seenByViewer = await detail(t.viewer, t.workspace);
    expect(seenByViewer.role).toBe('viewer');
    expect(seenByViewer.shared_with.map((member) => [member.name, member.role])).toEqual([
      ['Owner', 'owner'],
      ['Editor', 'editor'],
    ]);
  });

  it('answers 404 to a non-member, for an unknown uuid and for garbage; 401 without a session', async () => {
    await expectError(
      await call(server, 'GET', `/api/workspace/${t.workspace}`, { session: t.outsider.session }),
      404,
      errorCodes.notFound,
    );
    for (const id of FOREIGN_IDS) {
      await expectError(
        await call(server, 'GET', `/api/workspace/${id}`, { session: t.owner.session }),
        404,
        errorCodes.notFound,
      );
    }
    await expectError(
      await call(server, 'GET', `/api/workspace/${t.workspace}`),
      401,
      errorCodes.unauthenticated,
    );
    await expectError(await call(server, 'GET', '/api/workspace/list'), 401, errorCodes.unauthenticated);
  });
});

describe('POST /api/workspace/create', () => {
  it('makes the creator owner; shares with the registered e-mails only; the current one stays current', async () => {
    const owner = await createSetUpUser(server);
    const friend = await createVerifiedUser(server, { name: 'Friend' });
    const created = await create(owner, {
      workspace: { name: '  Trip  ', currency: 3, payment_type: 2 },
      share_with: [friend.email.toUpperCase(), uniqueEmail('nobody'), owner.email, friend.email],
    });
    expect(created).toMatchObject({
      name: 'Trip',
      role: 'owner',
      current: false,
      settings: { currency_id: 3, payment_type_id: 2 },
    });
    expect(created.shared_with).toEqual([
      { uuid: friend.session.user.uuid, name: 'Friend', email: friend.email.toLowerCase(), role: 'editor' },
    ]);
    // The friend had no workspace: the shared one is now their current one.
    expect(await list(friend)).toEqual([{ uuid: created.uuid, name: 'Trip', role: 'editor', current: true }]);
    expect((await list(owner)).map((workspace) => [workspace.name, workspace.current])).toEqual([
      ['Home', true],
      ['Trip', false],
    ]);
  });

  it('makes the first workspace of a user without one current', async () => {
    const user = await createVerifiedUser(server);
    expect((await create(user)).current).toBe(true);
  });

  it('answers 422 with fields, and 401 without a session', async () => {
    const user = await createSetUpUser(server);
    const cases: Array<[unknown, string[]]> = [
      [{}, ['workspace']],
      [{ workspace: { ...INPUT, name: '' } }, ['workspace.name']],
      [{ workspace: { ...INPUT, currency: 999 } }, ['workspace.currency']],
      [{ workspace: { ...INPUT, payment_type: 6 } }, ['workspace.payment_type']],
      [{ workspace: INPUT, share_with: ['not-an-email'] }, ['share_with.0']],
    ];
    for (const [body, fields] of cases) {
      const error = await expectError(
        await call(server, 'POST', '/api/workspace/create', { session: user.session, json: body }),
        422,
        errorCodes.validationFailed,
      );
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toEqual(fields);
    }
    expect(await list(user)).toHaveLength(1);
    await expectError(
      await call(server, 'POST', '/api/workspace/create', { json: { workspace: INPUT } }),
      401,
      errorCodes.unauthenticated,
    );
  });
});

describe('PATCH /api/workspace/activate/{uuid}', () => {
  it('keeps exactly one current workspace per user', async () => {
    const t = await team();
    const activated = seenBy(
      t.editor,
      workspaceDetailSchema.parse(
        await json(
          await call(server, 'PATCH', `/api/workspace/activate/${t.workspace}`, {
            session: t.editor.session,
          }),
        ),
      ),
    );
    expect(activated).toMatchObject({ uuid: t.workspace, current: true, role: 'editor' });
    expect((await list(t.editor)).filter((workspace) => workspace.current).map((w) => w.uuid)).toEqual([
      t.workspace,
    ]);
    // Only the editor's choice changed.
    expect((await list(t.owner)).find((workspace) => workspace.uuid === t.workspace)?.current).toBe(true);
    expect((await list(t.viewer)).find((workspace) => workspace.uuid === t.workspace)?.current).toBe(false);
    // Without X-WS, user-info answers for the session token's workspace; with one, for that one.
    const info = userInfoResponseSchema.parse(
      await json(
        await call(server, 'GET', '/api/auth/user-info', {
          session: t.editor.session,
          workspace: t.workspace,
        }),
      ),
    );
    expect(info.userInfo.current_ws).toBe(t.workspace);
  });

  it('settles simultaneous activations on one current workspace', async () => {
    const owner = await createSetUpUser(server);
    const others = await Promise.all(
      [1, 2, 3].map((n) => create(owner, { workspace: { ...INPUT, name: `W${n}` } })),
    );
    const ids = [owner.workspace.uuid, ...others.map((workspace) => workspace.uuid)];
    const responses = await Promise.all(
      [...ids, ...ids].map((id) =>
        call(server, 'PATCH', `/api/workspace/activate/${id}`, { session: owner.session }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    expect((await list(owner)).filter((workspace) => workspace.current)).toHaveLength(1);
  });

  it('answers 404 to a non-member', async () => {
    const t = await team();
    for (const id of [t.workspace, ...FOREIGN_IDS]) {
      await expectError(
        await call(server, 'PATCH', `/api/workspace/activate/${id}`, { session: t.outsider.session }),
        404,
        errorCodes.notFound,
      );
    }
    expect((await list(t.outsider)).find((workspace) => workspace.current)?.uuid).toBe(
      t.outsider.workspace.uuid,
    );
  });
});

describe('sharing', () => {
  it('POST /api/workspace/{uuid}/share: the owner adds a member by e-mail (default role editor)', async () => {
    const owner = await createSetUpUser(server);
    const friend = await createSetUpUser(server, { name: 'Pal' });
    const member = shareWorkspaceResponseSchema.parse(
      await json(
        await call(server, 'POST', `/api/workspace/${owner.workspace.uuid}/share`, {
          session: owner.session,
          json: { user_to_share: ` ${friend.email.toUpperCase()} ` },
        }),
        201,
      ),
    ).user;
    expect(member).toEqual({
      uuid: friend.session.user.uuid,
      name: 'Pal',
      email: friend.email.toLowerCase(),
      role: 'editor',
    });
    // The friend keeps their own current workspace.
    expect(
      (await list(friend)).map((workspace) => [workspace.uuid, workspace.role, workspace.current]),
    ).toEqual([
      [friend.workspace.uuid, 'owner', true],
      [owner.workspace.uuid, 'editor', false],
    ]);
  });

  it('answers 404 "User not found", 409 for a member, 403 for members who are not the owner, 404 to others', async () => {
    const t = await team();
    const url = `/api/workspace/${t.workspace}/share`;
    const missing = await expectError(
      await call(server, 'POST', url, {
        session: t.owner.session,
        json: { user_to_share: uniqueEmail('nobody') },
      }),
      404,
      errorCodes.notFound,
    );
    expect(missing.error).toBe('User not found');
    await expectError(
      await call(server, 'POST', url, { session: t.owner.session, json: { user_to_share: t.editor.email } }),
      409,
      'already_member',
    );
    await expectError(
      await call(server, 'POST', url, { session: t.owner.session, json: { user_to_share: t.owner.email } }),
      409,
      'already_member',
    );
    for (const member of [t.editor, t.viewer]) {
      await expectError(
        await call(server, 'POST', url, {
          session: member.session,
          json: { user_to_share: t.outsider.email },
        }),
        403,
        errorCodes.forbidden,
      );
    }
    await expectError(
      await call(server, 'POST', url, {
        session: t.outsider.session,
        json: { user_to_share: t.outsider.email },
      }),
      404,
      errorCodes.notFound,
    );
    for (const body of [{ user_to_share: 'nope' }, { user_to_share: t.outsider.email, role: 'owner' }, {}]) {
      await expectError(
        await call(server, 'POST', url, { session: t.owner.session, json: body }),
        422,
        errorCodes.validationFailed,
      );
    }
    expect((await detail(t.owner, t.workspace)).shared_with).toHaveLength(2);
  });

  it('DELETE /api/workspace/{uuid}/unshare/{userUuid}: the owner removes a member, who then gets 404', async () => {
    const t = await team();
    messageResponseSchema.parse(
      await json(
        await call(server, 'DELETE', `/api/workspace/${t.workspace}/unshare/${t.viewer.session.user.uuid}`, {
          session: t.owner.session,
        }),
      ),
    );
    expect((await detail(t.owner, t.workspace)).shared_with.map((member) => member.name)).toEqual(['Editor']);
    await expectError(
      await call(server, 'GET', `/api/workspace/${t.workspace}`, { session: t.viewer.session }),
      404,
      errorCodes.notFound,
    );
    expect((await list(t.viewer)).map((workspace) => workspace.uuid)).toEqual([t.viewer.workspace.uuid]);
  });

  it('unshare answers 409 for the owner, 404 for a non-member user, 403 to other members, 404 to outsiders', async () => {
    const t = await team();
    const url = (userUuid: string) => `/api/workspace/${t.workspace}/unshare/${userUuid}`;
    await expectError(
      await call(server, 'DELETE', url(t.owner.session.user.uuid), { session: t.owner.session }),
      409,
      errorCodes.conflict,
    );
    await expectError(
      await call(server, 'DELETE', url(t.outsider.session.user.uuid), { session: t.owner.session }),
      404,
      errorCodes.notFound,
    );
    await expectError(
      await call(server, 'DELETE', url('garbage'), { session: t.owner.session }),
      404,
      errorCodes.notFound,
    );
    await expectError(
      await call(server, 'DELETE', url(t.viewer.session.user.uuid), { session: t.editor.session }),
      403,
      errorCodes.forbidden,
    );
    await expectError(
      await call(server, 'DELETE', url(t.editor.session.user.uuid), { session: t.viewer.session }),
      403,
      errorCodes.forbidden,
    );
    await expectError(
      await call(server, 'DELETE', url(t.editor.session.user.uuid), { session: t.outsider.session }),
      404,
      errorCodes.notFound,
    );
    expect((await detail(t.owner, t.workspace)).shared_with).toHaveLength(2);
  });

  it('a member whose current workspace is unshared gets another of theirs activated', async () => {
    const owner = await createSetUpUser(server);
    const member = await createSetUpUser(server);
    await share(owner, owner.workspace.uuid, member, 'editor');
    await json(
      await call(server, 'PATCH', `/api/workspace/activate/${owner.workspace.uuid}`, {
        session: member.session,
      }),
    );
    await json(
      await call(
        server,
        'DELETE',
        `/api/workspace/${owner.workspace.uuid}/unshare/${member.session.user.uuid}`,
        {
          session: owner.session,
        },
      ),
    );
    expect(await list(member)).toEqual([
      { uuid: member.workspace.uuid, name: 'Home', role: 'owner', current: true },
    ]);
  });
});

describe('PUT /api/workspace/update/{uuid}', () => {
  it('the owner renames it and changes its settings', async () => {
    const t = await team();
    const updated = workspaceDetailSchema.parse(
      await json(
        await call(server, 'PUT', `/api/workspace/update/${t.workspace}`, {
          session: t.owner.session,
          json: { name: 'Renamed', currency: 5, payment_type: 3 },
        }),
      ),
    );
    expect(seenBy(t.owner, updated)).toMatchObject({
      name: 'Renamed',
      settings: { currency_id: 5, payment_type_id: 3 },
    });
    expect((await detail(t.viewer, t.workspace)).name).toBe('Renamed');
  });

  it('answers 403 to editors and viewers, 404 to outsiders, 422 for bad input', async () => {
    const t = await team();
    const body = { name: 'Mine now', currency: 2, payment_type: 1 };
    for (const member of [t.editor, t.viewer]) {
      await expectError(
        await call(server, 'PUT', `/api/workspace/update/${t.workspace}`, {
          session: member.session,
          json: body,
        }),
        403,
        errorCodes.forbidden,
      );
    }
    for (const id of [t.workspace, ...FOREIGN_IDS]) {
      await expectError(
        await call(server, 'PUT', `/api/workspace/update/${id}`, { session: t.outsider.session, json: body }),
        404,
        errorCodes.notFound,
      );
    }
    const cases: Array<[unknown, string[]]> = [
      [{ ...body, name: '' }, ['name']],
      [{ ...body, currency: 77 }, ['currency']],
      [{ ...body, payment_type: 77 }, ['payment_type']],
      [{ name: 'x' }, ['currency', 'payment_type']],
    ];
    for (const [payload, fields] of cases) {
      const error = await expectError(
        await call(server, 'PUT', `/api/workspace/update/${t.workspace}`, {
          session: t.owner.session,
          json: payload,
        }),
        422,
        errorCodes.validationFailed,
      );
      expect(Object.keys(error.fields ?? {})).toEqual(fields);
    }
    expect((await detail(t.owner, t.workspace)).name).toBe('Home');
  });
});

describe('DELETE /api/workspace/{uuid} (and /api/workspace/delete/{uuid})', () => {
  it('deletes it with everything in it; members who had it current get another of theirs', async () => {
    const t = await team();
    await json(
      await call(server, 'PATCH', `/api/workspace/activate/${t.workspace}`, { session: t.editor.session }),
    );
    messageResponseSchema.parse(
      await json(await call(server, 'DELETE', `/api/workspace/${t.workspace}`, { session: t.owner.session })),
    );
    for (const table of ['workspaces', 'workspace_members', 'wallets']) {
      const column = table === 'workspaces' ? 'id' : 'workspace_id';
      expect(
        await server.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [t.workspace]),
        table,
      ).toEqual([]);
    }
    for (const member of [t.owner, t.editor, t.viewer]) {
      await expectError(
        await call(server, 'GET', `/api/workspace/${t.workspace}`, { session: member.session }),
        404,
        errorCodes.notFound,
      );
    }
    // The owner's and the editor's current workspace was the deleted one.
    expect(await list(t.owner)).toEqual([]);
    expect(await list(t.editor)).toEqual([
      { uuid: t.editor.workspace.uuid, name: 'Home', role: 'owner', current: true },
    ]);
    expect(await list(t.viewer)).toEqual([
      { uuid: t.viewer.workspace.uuid, name: 'Home', role: 'owner', current: true },
    ]);
  });

  it('activates another of yours when you delete your current one', async () => {
    const owner = await createSetUpUser(server);
    const second = await create(owner, { workspace: { ...INPUT, name: 'Second' } });
    await json(
      await call(server, 'DELETE', `/api/workspace/delete/${owner.workspace.uuid}`, {
        session: owner.session,
      }),
    );
    expect(await list(owner)).toEqual([{ uuid: second.uuid, name: 'Second', role: 'owner', current: true }]);
  });

  it('answers 403 to editors and viewers, 404 to outsiders', async () => {
    const t = await team();
    for (const member of [t.editor, t.viewer]) {
      await expectError(
        await call(server, 'DELETE', `/api/workspace/delete/${t.workspace}`, { session: member.session }),
        403,
        errorCodes.forbidden,
      );
    }
    for (const id of [t.workspace, ...FOREIGN_IDS]) {
      await expectError(
        await call(server, 'DELETE', `/api/workspace/delete/${id}`, { session: t.outsider.session }),
        404,
        errorCodes.notFound,
      );
    }
    expect((await detail(t.owner, t.workspace)).uuid).toBe(t.workspace);
  });
});

describe('the workspace guard (X-WS), through /api/user/settings and /api/user/currency', () => {
  let t: Awaited<ReturnType<typeof team>>;
  beforeAll(async () => {
    t = await team();
  });

  const setCurrency = (user: SetUpUser, currency: unknown, workspace?: string) =>
    call(server, 'POST', '/api/user/currency', {
      session: user.session,
      json: { currency },
      ...(workspace ? { workspace } : {}),
    });

  it('uses the current workspace without X-WS, the named one with it', async () => {
    const own = workspaceDetailSchema.parse(
      await json(await call(server, 'GET', '/api/user/settings', { session: t.editor.session })),
    );
    expect(own.workspace.uuid).toBe(t.editor.workspace.uuid);
    const shared = workspaceDetailSchema.parse(
      await json(
        await call(server, 'GET', '/api/user/settings', {
          session: t.editor.session,
          workspace: t.workspace,
        }),
      ),
    );
    expect(seenBy(t.editor, shared)).toMatchObject({
      uuid: t.workspace,
      role: 'editor',
      settings: { currency_id: 2, payment_type_id: 1 },
    });
  });

  it('lets the owner and editors write: POST /api/user/currency sets the workspace currency', async () => {
    const byEditor = seenBy(
      t.editor,
      workspaceDetailSchema.parse(await json(await setCurrency(t.editor, 4, t.workspace))),
    );
    expect(byEditor).toMatchObject({ uuid: t.workspace, settings: { currency_id: 4, payment_type_id: 1 } });
    const byOwner = seenBy(t.owner, workspaceDetailSchema.parse(await json(await setCurrency(t.owner, 6))));
    expect(byOwner).toMatchObject({ uuid: t.workspace, settings: { currency_id: 6 } });
    // The editor's own workspace was not touched.
    expect((await detail(t.editor, t.editor.workspace.uuid)).settings.currency_id).toBe(2);
  });

  it('lets viewers read but answers 403 forbidden when they write', async () => {
    await json(
      await call(server, 'GET', '/api/user/settings', { session: t.viewer.session, workspace: t.workspace }),
    );
    const error = await expectError(await setCurrency(t.viewer, 3, t.workspace), 403, errorCodes.forbidden);
    expect(error.error).toMatch(/view/);
    // In their own workspace they are the owner.
    await json(await setCurrency(t.viewer, 3));
  });

  it('answers 404 for a workspace of someone else, an unknown or a malformed X-WS, before any validation', async () => {
    for (const workspace of [t.outsider.workspace.uuid, ...FOREIGN_IDS]) {
      await expectError(await setCurrency(t.owner, 3, workspace), 404, errorCodes.notFound);
      await expectError(await setCurrency(t.owner, 'not a currency', workspace), 404, errorCodes.notFound);
      await expectError(
        await call(server, 'GET', '/api/user/settings', { session: t.owner.session, workspace }),
        404,
        errorCodes.notFound,
      );
    }
    expect((await detail(t.outsider, t.outsider.workspace.uuid)).settings.currency_id).toBe(2);
  });

  it('answers 404 to a user with no workspace yet, 401 without a session, 422 for an unknown currency', async () => {
    const newcomer = await createVerifiedUser(server);
    await expectError(
      await call(server, 'GET', '/api/user/settings', { session: newcomer.session }),
      404,
      errorCodes.notFound,
    );
    await expectError(
      await call(server, 'POST', '/api/user/currency', { json: { currency: 'x' } }),
      401,
      errorCodes.unauthenticated,
    );
    for (const currency of [21, 0, 'EUR', 2.5, null]) {
      const error = await expectError(await setCurrency(t.owner, currency), 422, errorCodes.validationFailed);
      expect(Object.keys(error.fields ?? {})).toEqual(['currency']);
    }
  });
});
