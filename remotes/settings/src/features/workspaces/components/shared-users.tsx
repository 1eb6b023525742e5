import type { WorkspaceDetail, WorkspaceMember } from '@bc/api';
import { useUserInfo } from '@bc/ui/account';
import { useTranslation } from 'react-i18next';

/** The people a workspace is shared with: its members but the signed-in user. */
export function useSharedWith(workspace: WorkspaceDetail | null): WorkspaceMember[] {
  const me = useUserInfo().data?.uuid;
  return workspace?.workspace.users.filter((member) => member.uuid !== me) ?? [];
}

export interface SharedUsersProps {
  id: string;
  members: WorkspaceMember[];
  /** Given to the owner: each person gets a Remove button. */
  onRemove?: (member: WorkspaceMember) => void;
  busy?: boolean;
}

/** The people a workspace is shared with (the current user is never among them). */
export function SharedUsers({ id, members, onRemove, busy }: SharedUsersProps) {
  const { t } = useTranslation('settings');
  return (
    <section className="bc-field" aria-labelledby={id}>
      <h3 id={id} tabIndex={-1} className="bc-fieldset-title">
        {t('workspaces.sharedWith')}
      </h3>
      {members.length === 0 ? (
        <p className="bc-muted">{t('workspaces.notShared')}</p>
      ) : (
        <ul className="bc-item-list">
          {members.map((member) => (
            <li key={member.uuid}>
              <span>
                <strong>{member.name}</strong> <span className="bc-muted">{member.email}</span>{' '}
                <span className="bc-badge">{t(`workspaces.roles.${member.role}`)}</span>
              </span>
              {onRemove && (
                <button
                  type="button"
                  className="bc-button"
                  disabled={busy}
                  aria-label={t('workspaces.removeUser', { name: member.name })}
                  onClick={() => onRemove(member)}
                >
                  {t('workspaces.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
