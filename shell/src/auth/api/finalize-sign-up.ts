import type { FinalizeSignUpRequest } from '@bc/api';
import { http } from '@bc/session';
import { useMutation } from '@tanstack/react-query';

export interface FinalizeSignUpInput extends FinalizeSignUpRequest {
  userUuid: string;
}

/** POST /api/auth/{userUuid}/finalize/sign-up: the first workspace and its first wallet. */
export async function finalizeSignUp({ userUuid, ...body }: FinalizeSignUpInput): Promise<void> {
  await http().post(`api/auth/${encodeURIComponent(userUuid)}/finalize/sign-up`, { json: body });
}

export function useFinalizeSignUp() {
  return useMutation({ mutationFn: finalizeSignUp });
}
