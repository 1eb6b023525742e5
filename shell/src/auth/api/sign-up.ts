import type { SignUpRequest } from '@bc/api';
import { http } from '@bc/session';
import { useAction } from '../use-action.ts';

/** POST /api/auth/sign-up: 422 with field messages; the same answer whether or not the e-mail has an account. */
export async function signUp(body: SignUpRequest): Promise<void> {
  await http().post('api/auth/sign-up', { json: body });
}

export function useSignUp() {
  return useAction(signUp);
}
