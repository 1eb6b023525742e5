import { endSession, queryClient, sharedHistory } from '@bc/session';
import { USER_INFO_QUERY_KEY, useUserInfo } from '@bc/ui/account';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setCurrentWorkspace, useCurrentWorkspace } from '../auth/session.ts';
import { LOGIN_PATH } from '../paths.ts';
import { useActivateWorkspace } from '../workspaces/api/activate-workspace.ts';

/**
 * Where the user switches workspace (SPEC §4): the workspaces of the user's info; choosing one
 * activates it on the server, makes it the one requests name, refreshes the user's info and reloads
 * the page so that every area starts over in the new workspace. A failure ends at the login page.
 */
export function WorkspaceSelector() {
  const { t } = useTranslation('shell');
  const id = useId();
  const userInfo = useUserInfo();
  const current = useCurrentWorkspace();
  const activate = useActivateWorkspace();
  const workspaces = userInfo.data?.workspaces ?? [];
  const selected = workspaces.some((workspace) => workspace.uuid === current)
    ? (current ?? '')
    : (workspaces.find((workspace) => workspace.current)?.uuid ?? '');

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const uuid = event.target.value;
    if (!uuid || uuid === selected) return;
    activate.mutate(uuid, {
      onSuccess: async () => {
        setCurrentWorkspace(uuid);
        await queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
        window.location.reload();
      },
      onError: () => {
        endSession();
        queryClient.clear();
        sharedHistory().replace(LOGIN_PATH);
      },
    });
  };

  return (
    <div className="bc-field bc-workspace-selector">
      <label htmlFor={id}>{t('workspace')}</label>
      <select
        id={id}
        value={selected}
        onChange={choose}
        disabled={workspaces.length === 0 || activate.isPending}
        aria-busy={activate.isPending}
      >
        {workspaces.length === 0 && <option value="">{t('noWorkspace')}</option>}
        {workspaces.map((workspace) => (
          <option key={workspace.uuid} value={workspace.uuid}>
            {workspace.role === 'owner'
              ? workspace.name
              : t('workspaceShared', { name: workspace.name, role: t(`roles.${workspace.role}`) })}
          </option>
        ))}
      </select>
    </div>
  );
}
