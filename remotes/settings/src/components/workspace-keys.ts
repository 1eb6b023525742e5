import { USER_INFO_QUERY_KEY } from '@bc/ui/account';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the workspaces feature; `userInfo` is the page-wide one (the shell's selector lists workspaces). */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: () => ['workspaces', 'list'] as const,
  detail: (uuid: string) => ['workspaces', 'detail', uuid] as const,
  userInfo: USER_INFO_QUERY_KEY,
};

/**
 * After a workspace is added or changed (created, renamed, read from a file, joined): the workspaces' queries
 * and the user's info, whose list the shell's selector shows, are asked again.
 */
export function refreshWorkspaces(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.userInfo }),
  ]);
}
