// Small HTTP helpers for the account and workspace tests: real requests, as a client would make them.
import {
  type LoginResponse,
  loginResponseSchema,
  type UserInfoResponse,
  userInfoResponseSchema,
} from '@bc/api';
import { expect } from 'vitest';
import { linkIn, readOutbox, waitForMails } from './outbox.ts';
import type { TestServer } from './test-server.ts';

export const PASSWORD = 'Correct-Horse-9';

let counter = 0;
/** A fresh address per call; mixed case on purpose (the server stores it lower-cased). */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@Example.test`;

/** A signed-in client: the access token of the login, the session token of the user-info that followed. */
export type Session = LoginResponse & { session_token: string };

export type RequestOptions = {
  json?: unknown;
  session?: Pick<Session, 'token' | 'session_token'>;
  /** X-WS */
  workspace?: string;
  headers?: Record<string, string>;
};

export function authHeaders(session: Pick<Session, 'token' | 'session_token'>): Record<string, string> {
  return { authorization: `Bearer ${session.token}`, 'x-bc-token': session.session_token };
}

export function call(server: TestServer, method: string, path: string, options: RequestOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.session) Object.assign(headers, authHeaders(options.session));
  if (options.workspace) headers['x-ws'] = options.workspace;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
  });
}

export async function json<T = unknown>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export type TestUser = { email: string; password: string; name: string; session: Session };

/** GET /api/auth/user-info with the access token (and X-WS when given), as a client calls it after login. */
export async function fetchUserInfo(
  server: TestServer,
  token: string,
  workspace?: string,
): Promise<UserInfoResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (workspace) headers['x-ws'] = workspace;
  return userInfoResponseSchema.parse(
    await json(await call(server, 'GET', '/api/auth/user-info', { headers })),
  );
}

/** Signs in: the login, then user-info for the session token (the sequence of every client). */
export async function signIn(server: TestServer, email: string, password: string): Promise<Session> {
  const login = loginResponseSchema.parse(
    await json(await call(server, 'POST', '/api/auth/authenticate', { json: { email, password } })),
  );
  const info = await fetchUserInfo(server, login.token, login.workspaces[0]?.uuid);
  return { ...login, session_token: info.token };
}

/** Signs up, confirms through the link of the mail in the outbox, signs in. */
export async function createVerifiedUser(
  server: TestServer,
  options: { name?: string; email?: string; password?: string; language?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const name = options.name ?? 'Test User';
  const headers: Record<string, string> = options.language ? { 'accept-language': options.language } : {};
  const earlier = (await readOutbox(server.outboxDir)).filter(
    (mail) => mail.to === email.toLowerCase(),
  ).length;
  await json(
    await call(server, 'POST', '/api/auth/sign-up', {
      json: { name, email, password, password_confirmation: password },
      headers,
    }),
    201,
  );
  const mail = (await waitForMails(server.outboxDir, email, earlier + 1))[earlier];
  if (!mail) throw new Error(`No verification mail for ${email}`);
  await json(await call(server, 'GET', `/api/auth/confirm/${linkIn(mail, 'confirm').token}`));
  return { email, password, name, session: await signIn(server, email, password) };
}

export const SETUP = {
  workspace: { name: 'Home', currency: 2, payment_type: 1 },
  wallet: {
    name: 'Bank',
    balance: 1234.56,
    type: 'bank',
    color: '#1e88e5',
    currency: 2,
    exclude_from_stats: false,
  },
};

/**
 * Finalize sign-up: the first workspace (current) and its first wallet. The answer's session token is
 * bound to the new workspace and replaces the user's.
 */
export async function finishSetup(
  server: TestServer,
  user: TestUser,
  body: unknown = SETUP,
): Promise<{ uuid: string; name: string; info: UserInfoResponse }> {
  const response = await call(server, 'POST', `/api/auth/${user.session.user.uuid}/finalize/sign-up`, {
    session: user.session,
    json: body,
  });
  const info = userInfoResponseSchema.parse(await json(response, 200));
  user.session = { ...user.session, session_token: info.token };
  const settings = info.userInfo.workspace_settings;
  return { uuid: info.userInfo.current_ws, name: Array.isArray(settings) ? '' : settings.name, info };
}

/** A verified user who has finished setup. */
export async function createSetUpUser(
  server: TestServer,
  options: Parameters<typeof createVerifiedUser>[1] = {},
) {
  const user = await createVerifiedUser(server, options);
  const workspace = await finishSetup(server, user);
  return { ...user, workspace };
}
