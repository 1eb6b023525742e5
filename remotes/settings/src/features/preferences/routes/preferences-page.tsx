import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { LanguagePicker } from '../components/language-picker.tsx';
import { ThemeSwitch } from '../components/theme-switch.tsx';

/** /settings/preferences: the language of the apps (kept on the account) and the theme (kept in this browser). */
export function PreferencesPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('preferences.title')}>
      <section className="bc-card" aria-labelledby="preferences-language">
        <h2 id="preferences-language">{t('preferences.languageTitle')}</h2>
        <LanguagePicker />
      </section>
      <section className="bc-card" aria-labelledby="preferences-theme">
        <h2 id="preferences-theme">{t('preferences.themeTitle')}</h2>
        <ThemeSwitch />
      </section>
    </SettingsPage>
  );
}
