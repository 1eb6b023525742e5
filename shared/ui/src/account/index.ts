// The signed-in user's queries. A subpath of @bc/ui, not part of the shared module: each app bundles
// these lines (the schema loads only when the query runs), and the one query cache shares the entry.
export {
  getUserInfo,
  keepUserInfo,
  USER_INFO_QUERY_KEY,
  userInfoQueryOptions,
  useUserInfo,
} from './get-user-info.ts';
export {
  useWorkspaceDefaults,
  type WorkspaceDefaults,
  workspaceDefaultsOf,
} from './workspace-defaults.ts';
