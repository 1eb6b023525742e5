import type { LoginRequest, LoginResponse, TwoFactorRequired } from '@bc/api';
import { http } from '@bc/session';
import { storeSession } from '../session.ts';
import { useAction } from '../use-action.ts';

/**
 * POST /api/auth/authenticate: 401 `invalid_credentials`, 403 `email_not_verified`. A person with two-factor
 * sign-in on gets no token yet: the challenge of the second step.
 */
export async function login(credentials: LoginRequest): Promise<LoginResponse | TwoFactorRequired> {
  // Loaded on submit: the login page itself does not pay for the schema library.
  const { authenticateResponseSchema, isTwoFactorRequired } = await import('@bc/api');
  const body = await http()
    .post('api/auth/authenticate', { json: credentials })
    .json(authenticateResponseSchema);
  if (isTwoFactorRequired(body)) return body;
  storeSession(body);
  return body;
}

/**
 * After a sign-in stored its session: the user's info (the session token), and where the user goes next:
 * finalize until the account is set up, else the dashboard.
 */
export async function finishSignIn(): Promise<string> {
  // Loaded on submit too: it fills the query cache, which the login page itself does without.
  const { DASHBOARD_PATH, FINALIZE_PATH, loadSignedInUser } = await import('../complete-sign-in.ts');
  const info = await loadSignedInUser();
  const { isSetUp } = await import('@bc/api');
  return isSetUp(info) ? DASHBOARD_PATH : FINALIZE_PATH;
}

/**
 * The sign-in: login, then the user's info, as one step: either both succeed or the page shows an error.
 * It answers where the user goes next, or, with two-factor on, the second step to take.
 */
export async function signIn(credentials: LoginRequest): Promise<string | TwoFactorRequired> {
  const body = await login(credentials);
  if ('two_factor_required' in body) return body;
  return finishSignIn();
}

export function useLogin() {
  return useAction(signIn);
}
