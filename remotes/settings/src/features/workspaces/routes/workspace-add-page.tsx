import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { WorkspaceForm } from '../components/workspace-form.tsx';

/** /settings/workspace/add */
export function WorkspaceAddPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage
      title={t('workspaces.addTitle')}
      back={{ to: '/settings/workspace', label: t('workspaces.back') }}
    >
      <WorkspaceForm />
    </SettingsPage>
  );
}
