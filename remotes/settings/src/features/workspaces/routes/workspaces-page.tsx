import { EmptyState } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';

/** /settings/workspace: the user's workspaces, once the workspaces API exists. */
export function WorkspacesPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage
      title={t('workspaces.title')}
      menu={[{ label: t('workspaces.add'), to: '/settings/workspace/add' }]}
    >
      <EmptyState message={t('workspaces.empty')} />
    </SettingsPage>
  );
}
