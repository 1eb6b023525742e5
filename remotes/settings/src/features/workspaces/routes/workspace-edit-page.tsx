import { Link, paths, useNavigate, useParams } from '@bc/router';
import { type FlashMessage, QueryState, Toasts, useFlash } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../../../components/get-workspace.ts';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { WorkspaceEditor } from '../components/workspace-editor.tsx';
import type { WorkspacesPageState } from './workspaces-page.tsx';

/** /settings/workspace/edit/:id: the workspace form on a page of its own, with delete. */
export function WorkspaceEditPage() {
  const { t } = useTranslation('settings');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const workspace = useWorkspace(id);
  const flash = useFlash();
  const backToList = (flash?: FlashMessage[]) =>
    navigate(paths.settings.workspaces.getHref(), { state: { flash } satisfies WorkspacesPageState });
  return (
    <SettingsPage
      title={t('workspaces.editTitle')}
      back={{ to: paths.settings.workspaces.getHref(), label: t('workspaces.back') }}
    >
      <Toasts flash={flash} />
      <QueryState query={workspace}>
        {(detail) => (
          <>
            <div className="bc-card">
              <WorkspaceEditor
                key={detail.workspace.uuid}
                workspace={detail}
                context="page"
                onSaved={(next) => flash.show(...next)}
                onDeleted={(next) => backToList(next)}
                onCancel={() => backToList()}
              />
            </div>
            {detail.workspace.role !== 'viewer' && (
              <p>
                <Link
                  className="bc-button"
                  to={paths.settings.workspaceActivity.getHref({ id: detail.workspace.uuid })}
                >
                  {t('activity.open')}
                </Link>
              </p>
            )}
          </>
        )}
      </QueryState>
    </SettingsPage>
  );
}
