/** Query keys of the workspaces feature; `userInfo` is the shell's (its selector lists workspaces). */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: () => ['workspaces', 'list'] as const,
  detail: (uuid: string) => ['workspaces', 'detail', uuid] as const,
  userInfo: ['auth', 'user-info'] as const,
};
