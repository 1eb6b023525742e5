import type { LoginResponse, UserInfo, UserInfoResponse, WorkspaceSummary } from '@bc/api';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import { waitForLink } from './outbox.ts';
import { APP_ORIGIN } from './ports.ts';

/** A password the sign-up rule accepts. */
export const PASSWORD = 'Secret#2026';

let counter = 0;

/** An e-mail address no other test uses (the database lives as long as the whole run). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  // Digits only, at fixed widths: an address always draws as wide, so a screenshot can mask it in place.
  const pid = String(process.pid).padStart(7, '0');
  return `${prefix}-${Date.now()}-${pid}-${String(counter).padStart(4, '0')}@example.com`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/**
 * A session as the app keeps it after signing in: the login's access token, the session token
 * GET /api/auth/user-info answered and the workspace that token is bound to.
 */
export interface ApiSession {
  /** Authorization: Bearer. */
  token: string;
  /** X-BC-Token. */
  sessionToken: string;
  /** X-WS: null before setup. */
  workspace: string | null;
  userInfo: UserInfo;
}

export interface SignedInAccount extends Account {
  session: ApiSession;
  /** The workspace made at setup, the session's. */
  workspace: WorkspaceSummary;
}

/** The headers the app sends on every request of a session. */
export function sessionHeaders(session: ApiSession): Record<string, string> {
  return {
    Authorization: `Bearer ${session.token}`,
    'X-BC-Token': session.sessionToken,
    ...(session.workspace ? { 'X-WS': session.workspace } : {}),
  };
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Signs up through the API and confirms the e-mail with the link the server mailed. */
export async function createVerifiedUser(request: APIRequestContext, account: Account): Promise<void> {
  await ok(
    await request.post(`${APP_ORIGIN}/api/auth/sign-up`, {
      data: { ...account, password_confirmation: account.password },
    }),
  );
  const link = await waitForLink(account.email, 'confirm');
  const token = link.split('/').at(-1) ?? '';
  await ok(await request.get(`${APP_ORIGIN}/api/auth/confirm/${token}`));
}

/** POST /api/auth/authenticate: the access token and the workspaces, no session token. */
export async function apiLogin(request: APIRequestContext, account: Account): Promise<LoginResponse> {
  return ok(
    await request.post(`${APP_ORIGIN}/api/auth/authenticate`, {
      data: { email: account.email, password: account.password },
    }),
  );
}

/** What user-info and finalize answer, as the app keeps it. */
function keep(token: string, { token: sessionToken, userInfo }: UserInfoResponse): ApiSession {
  return { token, sessionToken, workspace: userInfo.current_ws || null, userInfo };
}

/**
 * The app's sign-in: the login, with its first workspace as X-WS, then GET /api/auth/user-info with the
 * access token, whose `token` is the session token.
 */
export async function apiSignIn(request: APIRequestContext, account: Account): Promise<ApiSession> {
  const login = await apiLogin(request, account);
  const workspace = login.workspaces[0]?.uuid;
  const answer = await ok<UserInfoResponse>(
    await request.get(`${APP_ORIGIN}/api/auth/user-info`, {
      headers: { Authorization: `Bearer ${login.token}`, ...(workspace ? { 'X-WS': workspace } : {}) },
    }),
  );
  return keep(login.token, answer);
}

/**
 * The setup screen's call: the first workspace and its first wallet. It answers like user-info, for the
 * new workspace: the session goes on with its token.
 */
export async function finishSetup(
  request: APIRequestContext,
  session: ApiSession,
  workspaceName = 'Home',
): Promise<ApiSession> {
  const answer = await ok<UserInfoResponse>(
    await request.post(`${APP_ORIGIN}/api/auth/${session.userInfo.uuid}/finalize/sign-up`, {
      headers: sessionHeaders(session),
      data: {
        workspace: { name: workspaceName, currency: 2, payment_type: 1 },
        wallet: {
          name: 'Bank',
          balance: 0,
          type: 'bank',
          color: '#0f766e',
          currency: 2,
          exclude_from_stats: false,
        },
      },
    }),
  );
  return keep(session.token, answer);
}

/** A verified user who has set up the account, with a session of their own in the new workspace. */
export async function createSetUpUser(
  request: APIRequestContext,
  options: { name?: string; prefix?: string; workspaceName?: string } = {},
): Promise<SignedInAccount> {
  const account = {
    name: options.name ?? 'Test User',
    email: uniqueEmail(options.prefix),
    password: PASSWORD,
  };
  await createVerifiedUser(request, account);
  const session = await finishSetup(request, await apiSignIn(request, account), options.workspaceName);
  const workspace = session.userInfo.workspaces.find((each) => each.uuid === session.workspace);
  if (!workspace) throw new Error(`finalize answered no current workspace for ${account.email}`);
  return { ...account, session, workspace };
}

/**
 * Puts a session in the page's storage, as a sign-in leaves it (the keys of @bc/session), so the next
 * page the test opens is signed in.
 */
export async function useSession(page: Page, session: ApiSession): Promise<void> {
  await page.goto(`${APP_ORIGIN}/api/health`);
  await page.evaluate(
    ({ token, sessionToken, workspace }) => {
      localStorage.setItem('bc.token', JSON.stringify({ token, storedAt: Date.now() }));
      localStorage.setItem('bc.session-token', JSON.stringify(sessionToken));
      localStorage.setItem('bc.current-ws', JSON.stringify(workspace));
    },
    { token: session.token, sessionToken: session.sessionToken, workspace: session.workspace },
  );
}

/** Logs in through the login form and waits for the app to leave the login page. */
export async function loginThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto('/app/auth/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * The same person signed in through the form in two browsers (two devices), each past the login page and the
 * second one showing the app: the start of the journeys about a person's devices.
 */
export async function signedInOnTwoDevices(
  browser: Browser,
  account: Account,
  options: { first?: BrowserContextOptions; second?: BrowserContextOptions } = {},
): Promise<{ page: Page; otherPage: Page }> {
  const page = await (await browser.newContext(options.first)).newPage();
  const otherPage = await (await browser.newContext(options.second)).newPage();
  await loginThroughForm(page, account);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await loginThroughForm(otherPage, account);
  await expect(otherPage).not.toHaveURL(/\/auth\/login/);
  await expect(otherPage.getByRole('button', { name: 'Logout' })).toBeVisible();
  return { page, otherPage };
}
