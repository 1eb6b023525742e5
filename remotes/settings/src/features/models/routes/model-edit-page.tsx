import { Alert } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';

/** /settings/model/edit/:id: needs the model from the models API. */
export function ModelEditPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('models.editTitle')} back={{ to: '/settings/model', label: t('models.back') }}>
      <Alert tone="info">{t('models.unavailable')}</Alert>
    </SettingsPage>
  );
}
