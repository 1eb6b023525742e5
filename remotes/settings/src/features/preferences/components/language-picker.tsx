import { chooseLanguage, LANGUAGES, type Language } from '@bc/i18n';
import { Alert } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useLastLanguageSave, useSaveLanguage } from '../api/save-language.ts';

/** Each language by its own name, whatever the page's language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  it: 'Italiano',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
};

/**
 * The language of every app: switched at once on this page (the one shared i18n instance), kept in this
 * browser for its login page, and saved to the person's account for their other devices and their mails.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('settings');
  const save = useSaveLanguage();
  const lastSave = useLastLanguageSave();
  const current = LANGUAGES.find((language) => language === i18n.language) ?? 'en';

  const choose = (language: Language) => {
    void chooseLanguage(language);
    save.mutate(language);
  };

  return (
    <>
      <fieldset className="bc-fieldset bc-choice-group">
        <legend>{t('preferences.language')}</legend>
        {LANGUAGES.map((language) => (
          <label key={language} className="bc-choice" lang={language}>
            <input
              type="radio"
              name="language"
              value={language}
              checked={current === language}
              onChange={() => choose(language)}
            />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        {lastSave === 'error' && <Alert tone="error">{t('preferences.languageNotSaved')}</Alert>}
        {lastSave === 'success' && <p className="bc-muted">{t('preferences.languageSaved')}</p>}
      </div>
    </>
  );
}
