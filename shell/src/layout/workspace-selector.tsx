import { endSession, sharedHistory } from '@bc/session';
import { useUserInfo } from '@bc/ui/account';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkspace } from '../auth/session.ts';
import { LOGIN_PATH } from '../paths.ts';
import { useSwitchWorkspace } from '../workspaces/api/switch-workspace.ts';

/**
 * Where the user switches workspace: the workspaces of the user's info; choosing one makes
 * it the one requests name, asks the user's info for it (which makes it current on the server and
 * renews the session token) and reloads the page so that every area starts over in the new workspace.
 * A failure ends at the login page.
 */
export function WorkspaceSelector() {
  const { t } = useTranslation('shell');
  const id = useId();
  const userInfo = useUserInfo();
  const current = useCurrentWorkspace();
  const switching = useSwitchWorkspace();
  const workspaces = userInfo.data?.workspaces ?? [];
  const selected = workspaces.some((workspace) => workspace.uuid === current)
    ? (current ?? '')
    : (workspaces.find((workspace) => workspace.current)?.uuid ?? '');

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const uuid = event.target.value;
    if (!uuid || uuid === selected) return;
    switching.mutate(uuid, {
      onSuccess: () => window.location.reload(),
      onError: () => {
        endSession();
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
        disabled={workspaces.length === 0 || switching.isPending}
        aria-busy={switching.isPending}
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
