import { paths, useNavigate } from '@bc/router';
import { useLogout } from './api/logout.ts';

/** Logout: the session ends on the server and here, then the login page. */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useLogout();
  return {
    signOut: () =>
      logout.mutate(undefined, { onSettled: () => navigate(paths.auth.login.getHref(), { replace: true }) }),
    pending: logout.isPending,
  };
}
