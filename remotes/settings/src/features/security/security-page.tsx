import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../components/settings-page.tsx';
import { DevicesSection } from './devices-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/**
 * /settings/security: how the person signs in and where they are signed in. Each part is a section of its
 * own, in this order: two-factor sign-in, passkeys, password, devices.
 */
export function SecurityPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('security.title')}>
      <p className="bc-muted">{t('security.intro')}</p>
      {/* The sections go here, in this order: two-factor sign-in, passkeys, password, then the devices. */}
      <TwoFactorSection />
      <PasskeysSection />
      <PasswordSection />
      <DevicesSection />
    </SettingsPage>
  );
}
