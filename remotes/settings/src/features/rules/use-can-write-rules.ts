import { useUserInfo } from '@bc/ui/account';

/**
 * Whether the person may change the workspace's rules: a viewer reads them only (the server answers 403 to
 * their writes). Until the user's info is read, the screens offer the writes, and the server has the last word.
 */
export function useCanWriteRules(): boolean {
  const { data } = useUserInfo();
  const workspace = data?.workspaces.find((item) => item.uuid === data.current_ws);
  return workspace?.role !== 'viewer';
}
