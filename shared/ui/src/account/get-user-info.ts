import type { UserInfo } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The query key every app uses for the signed-in user: one cache entry for the whole page. */
export const USER_INFO_QUERY_KEY = ['auth', 'user-info'] as const;

/** GET /api/auth/user-info: the user, their workspaces, the current one and whether setup is done. */
export async function getUserInfo(): Promise<UserInfo> {
  const { userInfoResponseSchema } = await import('@bc/api');
  const { data } = await http().get('api/auth/user-info').json(userInfoResponseSchema);
  return data.userInfo;
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: USER_INFO_QUERY_KEY, queryFn: getUserInfo, retry: false });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
