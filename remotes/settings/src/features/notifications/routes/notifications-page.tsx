import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { PreferencesForm } from '../components/preferences-form.tsx';
import { PushDevice } from '../components/push-device.tsx';

/**
 * /settings/notifications: push on this browser, and which notifications (budget alerts, the reminder the
 * day before a planned entry runs) come by push and by e-mail.
 */
export function NotificationsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('notifications.title')}>
      <p>{t('notifications.intro')}</p>
      <PushDevice />
      <PreferencesForm />
    </SettingsPage>
  );
}
