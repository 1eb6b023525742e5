import type { EmailRequest } from '@bc/api';
import { http } from '@bc/session';
import { useAction } from '../use-action.ts';

/** POST /api/auth/verify-email: sends the verification e-mail again (same answer for any e-mail). */
export async function resendVerification(body: EmailRequest): Promise<void> {
  await http().post('api/auth/verify-email', { json: body });
}

export function useResendVerification() {
  return useAction(resendVerification);
}
