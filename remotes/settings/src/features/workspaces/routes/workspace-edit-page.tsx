import { Alert } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';

/** /settings/workspace/edit/:id: needs the workspace from the workspaces API. */
export function WorkspaceEditPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage
      title={t('workspaces.editTitle')}
      back={{ to: '/settings/workspace', label: t('workspaces.back') }}
    >
      <Alert tone="info">{t('workspaces.unavailable')}</Alert>
    </SettingsPage>
  );
}
