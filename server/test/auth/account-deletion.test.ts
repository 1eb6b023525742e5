import { errorCodes, loginResponseSchema, messageResponseSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createSetUpUser,
  createVerifiedUser,
  json,
  PASSWORD,
  type TestUser,
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

type Column = { table_name: string; column_name: string };

/**
 * Every uuid column of every table (information_schema), so tables added later are covered too: rows
 * that still mention one of `ids`, per table.column.
 */
async function rowsMentioning(
  ids: string[],
): Promise<{ columns: string[]; leftovers: Record<string, number> }> {
  const columns = await server.db.query<Column>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.data_type = 'uuid'
     ORDER BY c.table_name, c.column_name`,
  );
  const leftovers: Record<string, number> = {};
  for (const { table_name, column_name } of columns) {
    const [row] = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM "${table_name}" WHERE "${column_name}" = ANY($1::uuid[])`,
      [ids],
    );
    if (row && row.count > 0) leftovers[`${table_name}.${column_name}`] = row.count;
  }
  return { columns: columns.map((column) => `${column.table_name}.${column.column_name}`), leftovers };
}

/** A user with everything an account can have: workspaces owned and shared, wallets, sessions, tokens. */
async function busyUser() {
  const user = await createSetUpUser(server, { name: 'Leaving' });
  const extra = await json<{ workspace: { uuid: string } }>(
    await call(server, 'POST', '/api/workspace/create', {
      session: user.session,
      json: { workspace: { name: 'Second', currency: 2, payment_type: 1 } },
    }),
    201,
  );
  const member = await createSetUpUser(server, { name: 'Stays' });
  await json(
    await call(server, 'POST', `/api/workspace/${user.workspace.uuid}/share`, {
      session: user.session,
      json: { user_to_share: member.email },
    }),
    201,
  );
  // The member works in the leaving user's workspace right now.
  await json(
    await call(server, 'PATCH', `/api/workspace/activate/${user.workspace.uuid}`, {
      session: member.session,
    }),
  );
  // And the leaving user is a member of someone else's workspace, which must survive.
  const host = await createSetUpUser(server, { name: 'Host' });
  await json(
    await call(server, 'POST', `/api/workspace/${host.workspace.uuid}/share`, {
      session: host.session,
      json: { user_to_share: user.email, role: 'viewer' },
    }),
    201,
  );
  // A second session, a pending reset token, a provider link, a custom sub-category in an owned workspace.
  loginResponseSchema.parse(
    await json(
      await call(server, 'POST', '/api/auth/authenticate', {
        json: { email: user.email, password: PASSWORD },
      }),
    ),
  );
  await json(await call(server, 'POST', '/api/auth/reset-password', { json: { email: user.email } }));
  await server.db.query("INSERT INTO user_identities (provider, subject, user_id) VALUES ('test', $1, $2)", [
    `subject-${user.session.user.uuid}`,
    user.session.user.uuid,
  ]);
  await server.db.query(
    "INSERT INTO sub_categories (category_id, slug, workspace_id) VALUES (1, 'custom', $1)",
    [extra.workspace.uuid],
  );
  return { user, member, host, owned: [user.workspace.uuid, extra.workspace.uuid] };
}

async function deleteAccount(user: TestUser, path: string) {
  return messageResponseSchema.parse(
    await json(await call(server, 'DELETE', path, { session: user.session })),
  );
}

describe.each(['/api/auth/delete', '/api/auth/data/delete'])('DELETE %s', (path) => {
  it('removes the user and everything that is theirs; shared workspaces of others survive', async () => {
    const { user, member, host, owned } = await busyUser();
    const ids = [user.session.user.uuid, ...owned];
    const before = await rowsMentioning(ids);
    expect(Object.keys(before.leftovers)).toEqual(
      expect.arrayContaining([
        'users.id',
        'sessions.user_id',
        'auth_tokens.user_id',
        'user_identities.user_id',
        'workspaces.id',
        'workspace_members.user_id',
        'workspace_members.workspace_id',
        'wallets.workspace_id',
        'sub_categories.workspace_id',
      ]),
    );

    await deleteAccount(user, path);

    const after = await rowsMentioning(ids);
    expect(after.columns).toEqual(before.columns);
    expect(after.leftovers).toEqual({});

    // The host's workspace is still there, without the deleted user.
    const hosted = await json<{ workspace: { users: { uuid: string }[] } }>(
      await call(server, 'GET', `/api/workspace/${host.workspace.uuid}`, { session: host.session }),
    );
    expect(hosted.workspace.users.map((member) => member.uuid)).toEqual([host.session.user.uuid]);
    // The member lost the workspace they were working in and is back in their own.
    const list = await json<Array<{ uuid: string; current: boolean }>>(
      await call(server, 'GET', '/api/workspace/list', { session: member.session }),
    );
    expect(list).toEqual([expect.objectContaining({ uuid: member.workspace.uuid, current: true })]);

    // Signed out everywhere, and the account is gone.
    await expectError(
      await call(server, 'GET', '/api/auth/check', { session: user.session }),
      401,
      errorCodes.unauthenticated,
    );
    await expectError(
      await call(server, 'POST', '/api/auth/authenticate', {
        json: { email: user.email, password: PASSWORD },
      }),
      401,
      'invalid_credentials',
    );
  });
});

describe('account deletion', () => {
  it('answers 401 without a session', async () => {
    await expectError(await call(server, 'DELETE', '/api/auth/delete'), 401, errorCodes.unauthenticated);
    await expectError(await call(server, 'DELETE', '/api/auth/data/delete'), 401, errorCodes.unauthenticated);
  });

  it('lets the e-mail address sign up again afterwards', async () => {
    const user = await createVerifiedUser(server);
    await deleteAccount(user, '/api/auth/delete');
    const again = await createVerifiedUser(server, { email: user.email });
    expect(again.session.user.uuid).not.toBe(user.session.user.uuid);
    expect(again.session.workspaces).toEqual([]);
  });
});
