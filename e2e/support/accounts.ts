import type { LoginResponse, WorkspaceDetail } from '@bc/api';
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForLink } from './outbox.ts';
import { APP_ORIGIN } from './ports.ts';

/** A password the sign-up rule accepts. */
export const PASSWORD = 'Secret#2026';

let counter = 0;

/** An e-mail address no other test uses (the database lives as long as the whole run). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

export interface SignedInAccount extends Account {
  session: LoginResponse;
  workspace: WorkspaceDetail;
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

export async function apiLogin(request: APIRequestContext, account: Account): Promise<LoginResponse> {
  return ok(
    await request.post(`${APP_ORIGIN}/api/auth/authenticate`, {
      data: { email: account.email, password: account.password },
    }),
  );
}

/** The setup screen's call: the first workspace and its first wallet. */
export async function finishSetup(
  request: APIRequestContext,
  session: LoginResponse,
  workspaceName = 'Home',
): Promise<WorkspaceDetail> {
  const { data } = await ok<{ data: WorkspaceDetail }>(
    await request.post(`${APP_ORIGIN}/api/auth/${session.user.uuid}/finalize/sign-up`, {
      headers: { Authorization: `Bearer ${session.token}`, 'X-BC-Token': session.session_token },
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
  return data;
}

/** A verified user who has set up the account, with a session of their own. */
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
  const firstSession = await apiLogin(request, account);
  const workspace = await finishSetup(request, firstSession, options.workspaceName);
  // A fresh login: its answer lists the workspace just created.
  const session = await apiLogin(request, account);
  return { ...account, session, workspace };
}

/**
 * Puts a session in the page's storage, as a login leaves it (the keys of @bc/session), so the next
 * page the test opens is signed in.
 */
export async function useSession(page: Page, session: LoginResponse): Promise<void> {
  await page.goto(`${APP_ORIGIN}/api/health`);
  const current = session.workspaces.find((workspace) => workspace.current) ?? session.workspaces[0];
  await page.evaluate(
    ({ token, sessionToken, workspace }) => {
      localStorage.setItem('bc.token', JSON.stringify({ token, storedAt: Date.now() }));
      localStorage.setItem('bc.session-token', JSON.stringify(sessionToken));
      localStorage.setItem('bc.current-ws', JSON.stringify(workspace));
    },
    { token: session.token, sessionToken: session.session_token, workspace: current?.uuid ?? null },
  );
}

/** Logs in through the login form and waits for the app to leave the login page. */
export async function loginThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto('/app/auth/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
