import type { UserInfo } from '@bc/api';
import { sessionStore, workspaceAtom } from '@bc/session';
import { userInfoQueryOptions } from '@bc/ui/account';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The shell's workspace switch, from a settings screen: requests name the workspace in X-WS, and GET
 * /api/auth/user-info, asked with it, makes it the user's current one and answers a session token bound to
 * it. The caller then reloads the page, so that every area starts over in it. When the switch fails the
 * workspace the page was in stays the one requests name.
 */
export async function switchWorkspace(queryClient: QueryClient, uuid: string): Promise<UserInfo> {
  const before = sessionStore.get(workspaceAtom);
  sessionStore.set(workspaceAtom, uuid);
  try {
    return await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
  } catch (error) {
    sessionStore.set(workspaceAtom, before);
    throw error;
  }
}

export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (uuid: string) => switchWorkspace(queryClient, uuid) });
}
