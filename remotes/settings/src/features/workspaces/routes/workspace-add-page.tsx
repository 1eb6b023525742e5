import { paths, useNavigate } from '@bc/router';
import type { FlashMessage } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { WorkspaceEditor } from '../components/workspace-editor.tsx';
import type { WorkspacesPageState } from './workspaces-page.tsx';

/** /settings/workspace/add */
export function WorkspaceAddPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const backToList = (flash?: FlashMessage[]) =>
    navigate(paths.settings.workspaces.getHref(), { state: { flash } satisfies WorkspacesPageState });
  return (
    <SettingsPage
      title={t('workspaces.addTitle')}
      back={{ to: paths.settings.workspaces.getHref(), label: t('workspaces.back') }}
    >
      <div className="bc-card">
        <WorkspaceEditor
          workspace={null}
          context="page"
          onSaved={(messages) => backToList(messages)}
          onDeleted={(messages) => backToList(messages)}
          onCancel={() => backToList()}
        />
      </div>
    </SettingsPage>
  );
}
