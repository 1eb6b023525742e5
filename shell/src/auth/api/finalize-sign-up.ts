import type { FinalizeSignUpRequest, UserInfo } from '@bc/api';
import { http } from '@bc/session';
import { keepUserInfo } from '@bc/ui/account';
import { useAction } from '../use-action.ts';

export interface FinalizeSignUpInput extends FinalizeSignUpRequest {
  userUuid: string;
}

/**
 * POST /api/auth/{userUuid}/finalize/sign-up: the first workspace and its first wallet. It answers like
 * user-info, for the new workspace: its session token (X-BC-Token) and workspace (X-WS) are kept.
 */
export async function finalizeSignUp({ userUuid, ...body }: FinalizeSignUpInput): Promise<UserInfo> {
  const { userInfoResponseSchema } = await import('@bc/api');
  return keepUserInfo(
    await http()
      .post(`api/auth/${encodeURIComponent(userUuid)}/finalize/sign-up`, { json: body })
      .json(userInfoResponseSchema),
  );
}

export function useFinalizeSignUp() {
  return useAction(finalizeSignUp);
}
