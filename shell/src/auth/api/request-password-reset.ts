import type { EmailRequest } from '@bc/api';
import { http } from '@bc/session';
import { useAction } from '../use-action.ts';

/** POST /api/auth/reset-password: mails a reset link (same answer for any e-mail). */
export async function requestPasswordReset(body: EmailRequest): Promise<void> {
  await http().post('api/auth/reset-password', { json: body });
}

export function useRequestPasswordReset() {
  return useAction(requestPasswordReset);
}
