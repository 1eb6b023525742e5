import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { LanguagePicker } from '../components/language-picker.tsx';

/** /settings/preferences: the language of the apps. */
export function PreferencesPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('preferences.title')}>
      <section className="bc-card" aria-labelledby="preferences-language">
        <h2 id="preferences-language">{t('preferences.languageTitle')}</h2>
        <LanguagePicker />
      </section>
    </SettingsPage>
  );
}
