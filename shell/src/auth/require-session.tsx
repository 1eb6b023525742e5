import { isSetUp } from '@bc/api';
import { Navigate, paths, useLocation } from '@bc/router';
import { endSession, httpStatus } from '@bc/session';
import { Alert, Loading } from '@bc/ui';
import { userInfoQueryOptions } from '@bc/ui/account';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberReturnPath } from './return-path.ts';
import { useSignedIn } from './session.ts';

export interface RequireSessionProps {
  children: ReactNode;
  /** The setup screen itself is open to users who have not finished setting up. */
  allowIncompleteSetup?: boolean;
}

/**
 * The guard of the signed-in pages: without a session the user goes to login;
 * the user's info is loaded first (it renews the session token and names the workspace requests use),
 * and if the server refuses it the session ends and the user goes to login (a 401 is already handled
 * by the HTTP client). A user who has not set up the account goes to finalize.
 */
export function RequireSession({ children, allowIncompleteSetup = false }: RequireSessionProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const signedIn = useSignedIn();
  const location = useLocation();
  // Only a visitor who came without a session is brought back here after signing in: someone who signs out
  // (or whose session ends) starts again from the dashboard, whoever signs in next on this tab.
  const [arrivedSignedOut] = useState(!signedIn);
  const userInfo = useQuery({ ...userInfoQueryOptions(), enabled: signedIn });
  const refused = userInfo.isError && httpStatus(userInfo.error) !== null;
  const info = userInfo.data;

  useEffect(() => {
    if (!refused) return;
    endSession();
  }, [refused]);

  if (!signedIn || refused) {
    if (arrivedSignedOut) rememberReturnPath(`${location.pathname}${location.search}`);
    return <Navigate to={paths.auth.login.getHref()} replace />;
  }
  if (userInfo.isError) {
    // The server could not be reached: keep the session and let the user try again.
    return (
      <div className="bc-area-unavailable" role="alert">
        <Alert tone="error">{tc('errors.generic')}</Alert>
        <button type="button" className="bc-button bc-button-primary" onClick={() => userInfo.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!info) return <Loading />;
  if (!allowIncompleteSetup && !isSetUp(info)) return <Navigate to={paths.auth.finalize.getHref()} replace />;
  return children;
}
