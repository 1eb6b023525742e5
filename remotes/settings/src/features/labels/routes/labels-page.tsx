import { EmptyState } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';

/** /settings/label: the labels with their filter and form, once the labels API exists. */
export function LabelsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('labels.title')}>
      <EmptyState message={t('labels.empty')} />
    </SettingsPage>
  );
}
