import { Alert } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';

/** /settings/label/edit/:id: needs the label from the labels API. */
export function LabelEditPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('labels.editTitle')} back={{ to: '/settings/label', label: t('labels.back') }}>
      <Alert tone="info">{t('labels.unavailable')}</Alert>
    </SettingsPage>
  );
}
