import { EmptyState } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';

/** /settings/model: the models (templates), ordered by name, once the models API exists. */
export function ModelsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage
      title={t('models.title')}
      menu={[{ label: t('models.add'), to: '/settings/model/add?showDetails=true' }]}
    >
      <EmptyState message={t('models.empty')} />
    </SettingsPage>
  );
}
