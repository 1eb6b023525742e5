import { USER_INFO_QUERY_KEY } from '@bc/ui/account';

/** Query keys of the workspaces feature; `userInfo` is the page-wide one (the shell's selector lists workspaces). */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: () => ['workspaces', 'list'] as const,
  detail: (uuid: string) => ['workspaces', 'detail', uuid] as const,
  userInfo: USER_INFO_QUERY_KEY,
};
