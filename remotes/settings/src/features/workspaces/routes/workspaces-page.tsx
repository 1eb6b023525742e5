import { paths, useLocation, useNavigate, useSearchParams } from '@bc/router';
import { EmptyState, type FlashMessage, QueryState, Toasts, useFlash } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { useWorkspaces } from '../api/get-workspaces.ts';
import { InvitationPanel } from '../components/invitation-panel.tsx';
import { WorkspaceDialog } from '../components/workspace-dialog.tsx';
import { WorkspaceDownload } from '../components/workspace-download.tsx';
import { WorkspaceFromFile } from '../components/workspace-from-file.tsx';
import '../../../components/files.css';

/** What the add and edit pages hand to the list when they come back to it. */
export interface WorkspacesPageState {
  flash?: FlashMessage[];
}

/** The modal: closed, adding (null) or editing a workspace (its uuid). */
type DialogState = { open: false } | { open: true; uuid: string | null };

/**
 * /settings/workspace: the user's workspaces; adding and editing happen in a modal. Below them, the current
 * workspace as a file and a new workspace from one. `?invitation=<token>` (the link mailed to the members of an
 * imported file) opens the invitation's panel first.
 */
export function WorkspacesPage() {
  const { t } = useTranslation('settings');
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const invitation = search.get('invitation');
  const workspaces = useWorkspaces();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const flash = useFlash((location.state as WorkspacesPageState | null)?.flash ?? []);

  const close = (next?: FlashMessage[]) => {
    setDialog({ open: false });
    if (next) flash.show(...next);
  };

  return (
    <SettingsPage title={t('workspaces.title')}>
      <div className="bc-toolbar">
        <button
          type="button"
          className="bc-button bc-button-primary"
          aria-haspopup="dialog"
          onClick={() => setDialog({ open: true, uuid: null })}
        >
          {t('workspaces.add')}
        </button>
      </div>
      <Toasts flash={flash} />
      {invitation && (
        <InvitationPanel
          key={invitation}
          token={invitation}
          onClose={() => navigate(paths.settings.workspaces.getHref(), { replace: true })}
        />
      )}
      <QueryState query={workspaces}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('workspaces.empty')} />
          ) : (
            <ul className="bc-item-list" aria-label={t('workspaces.title')}>
              {list.map((workspace) => (
                <li key={workspace.uuid}>
                  <button
                    type="button"
                    className="bc-item-button"
                    aria-haspopup="dialog"
                    onClick={() => setDialog({ open: true, uuid: workspace.uuid })}
                  >
                    <strong>{workspace.name}</strong>{' '}
                    <span className="bc-badge">{t(`workspaces.roles.${workspace.role}`)}</span>
                    {workspace.current && (
                      <>
                        {' '}
                        <span className="bc-badge bc-badge-current">{t('workspaces.current')}</span>
                      </>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <div className="bc-file-sections">
        <WorkspaceDownload
          name={workspaces.data?.find((workspace) => workspace.current)?.name ?? null}
          onMessage={(message) => flash.show(message)}
        />
        <WorkspaceFromFile />
      </div>
      {dialog.open && <WorkspaceDialog uuid={dialog.uuid} onClose={close} />}
    </SettingsPage>
  );
}
