import type { ResetPasswordRequest } from '@bc/api';
import { http } from '@bc/session';
import { useAction } from '../use-action.ts';

export interface ResetPasswordInput extends ResetPasswordRequest {
  /** The token of the link mailed by POST /api/auth/reset-password. */
  token: string;
}

/** PUT /api/auth/reset-password/{token} */
export async function resetPassword({ token, ...body }: ResetPasswordInput): Promise<void> {
  await http().put(`api/auth/reset-password/${encodeURIComponent(token)}`, { json: body });
}

export function useResetPassword() {
  return useAction(resetPassword);
}
