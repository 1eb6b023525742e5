import type { LoginRequest, LoginResponse } from '@bc/api';
import { http } from '@bc/session';
import { storeSession } from '../session.ts';
import { useAction } from '../use-action.ts';

/** POST /api/auth/authenticate: 401 `invalid_credentials`, 403 `email_not_verified`. */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  // Loaded on submit: the login page itself does not pay for the schema library.
  const { loginResponseSchema } = await import('@bc/api');
  const body = await http().post('api/auth/authenticate', { json: credentials }).json(loginResponseSchema);
  storeSession(body);
  return body;
}

/**
 * The sign-in: login, then the user's info (the session token), as one step: either both
 * succeed or the page shows an error. It answers where the user goes next: finalize until the account
 * is set up, else the dashboard.
 */
export async function signIn(credentials: LoginRequest): Promise<string> {
  await login(credentials);
  // Loaded on submit too: it fills the query cache, which the login page itself does without.
  const { DASHBOARD_PATH, FINALIZE_PATH, loadSignedInUser } = await import('../complete-sign-in.ts');
  const info = await loadSignedInUser();
  const { isSetUp } = await import('@bc/api');
  return isSetUp(info) ? DASHBOARD_PATH : FINALIZE_PATH;
}

export function useLogin() {
  return useAction(signIn);
}
