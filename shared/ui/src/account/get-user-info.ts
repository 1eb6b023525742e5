import type { UserInfo, UserInfoResponse } from '@bc/api';
import { chooseLanguage } from '@bc/i18n';
import { http, storeSessionToken } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The query key every app uses for the signed-in user: one cache entry for the whole page. */
export const USER_INFO_QUERY_KEY = ['auth', 'user-info'] as const;

/**
 * Keeps what user-info and the finalize call answer: `token` is the session token every later request
 * sends as X-BC-Token, bound to the workspace answered for, which becomes X-WS (`current_ws`, '' before
 * setup: the workspace is then left as it is). The language the person chose in the settings, if any,
 * becomes every app's at sign-in and start (else the apps keep this browser's).
 */
export function keepUserInfo({ token, userInfo }: UserInfoResponse): UserInfo {
  storeSessionToken(token, userInfo.current_ws || null);
  if (userInfo.language) void chooseLanguage(userInfo.language);
  return userInfo;
}

/**
 * GET /api/auth/user-info: the user, their workspaces and the settings of the workspace in X-WS (the
 * user's current one when X-WS names none of theirs), with a fresh session token for it.
 */
export async function getUserInfo(): Promise<UserInfo> {
  // The request leaves first: on a cold start the schema library takes tens of milliseconds to load and
  // evaluate, which the round trip now covers instead of following.
  const [body, { userInfoResponseSchema }] = await Promise.all([
    http().get('api/auth/user-info').json(),
    import('@bc/api'),
  ]);
  return keepUserInfo(userInfoResponseSchema.parse(body));
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: USER_INFO_QUERY_KEY, queryFn: getUserInfo, retry: false });

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}
