import type { TwoFactorVerifyRequest } from '@bc/api';
import { http } from '@bc/session';
import { storeSession } from '../session.ts';
import { finishSignIn } from './login.ts';

/**
 * POST /api/auth/2fa/verify: the second step with a code of the app or a recovery code; then the sign-in
 * ends as after a password. 422 for a wrong code, 401 `two_factor_challenge_expired`, 429 when locked out.
 */
export async function verifyTwoFactor(request: TwoFactorVerifyRequest): Promise<string> {
  const { twoFactorVerifyResponseSchema } = await import('@bc/api');
  const body = await http()
    .post('api/auth/2fa/verify', { json: request })
    .json(twoFactorVerifyResponseSchema);
  storeSession(body);
  return finishSignIn();
}
