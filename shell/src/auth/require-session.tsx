import type { UserInfo } from '@bc/api';
import { Navigate } from '@bc/router';
import { endSession, httpStatus, queryClient } from '@bc/session';
import { Alert, Loading } from '@bc/ui';
import { userInfoQueryOptions } from '@bc/ui/account';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setCurrentWorkspace, useCurrentWorkspace, useSignedIn } from './session.ts';

export interface RequireSessionProps {
  children: ReactNode;
  /** The setup screen itself is open to users who have not finished setting up. */
  allowIncompleteSetup?: boolean;
}

/** The workspace requests should name: the stored one if the user still belongs to it. */
function workspaceToUse(info: UserInfo, stored: string | null): string | null {
  if (stored && info.workspaces.some((workspace) => workspace.uuid === stored)) return stored;
  return (
    info.current_workspace?.uuid ??
    info.workspaces.find((workspace) => workspace.current)?.uuid ??
    info.workspaces[0]?.uuid ??
    null
  );
}

/**
 * The guard of the signed-in pages (SPEC §2 Dashboard): without a session the user goes to login;
 * the user's info is loaded first, and if the server refuses it the session ends and the user goes
 * to login (a 401 is already handled by the HTTP client). A user who has not set up the account
 * goes to finalize.
 */
export function RequireSession({ children, allowIncompleteSetup = false }: RequireSessionProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const signedIn = useSignedIn();
  const workspace = useCurrentWorkspace();
  const userInfo = useQuery({ ...userInfoQueryOptions(), enabled: signedIn });
  const refused = userInfo.isError && httpStatus(userInfo.error) !== null;
  const info = userInfo.data;

  useEffect(() => {
    if (!refused) return;
    endSession();
    queryClient.clear();
  }, [refused]);

  useEffect(() => {
    if (!info) return;
    const next = workspaceToUse(info, workspace);
    if (next !== workspace) setCurrentWorkspace(next);
  }, [info, workspace]);

  if (!signedIn || refused) return <Navigate to="/auth/login" replace />;
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
  if (!allowIncompleteSetup && !info.setup_complete) return <Navigate to="/auth/finalize" replace />;
  return children;
}
