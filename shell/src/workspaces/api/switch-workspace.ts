import type { UserInfo } from '@bc/api';
import { queryClient } from '@bc/session';
import { userInfoQueryOptions } from '@bc/ui/account';
import { useMutation } from '@tanstack/react-query';
import { setCurrentWorkspace } from '../../auth/session.ts';

/**
 * A workspace switch: requests name the new workspace in X-WS, and GET /api/auth/user-info,
 * asked with it, makes it the user's current one and answers for it, with a session token bound to it
 * (kept as X-BC-Token by `getUserInfo`).
 */
export async function switchWorkspace(uuid: string): Promise<UserInfo> {
  setCurrentWorkspace(uuid);
  return queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
}

export function useSwitchWorkspace() {
  return useMutation({ mutationFn: switchWorkspace });
}
