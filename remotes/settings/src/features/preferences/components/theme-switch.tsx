import { THEME_CHOICES, useThemeChoice } from '@bc/ui/theme';
import { useTranslation } from 'react-i18next';

/** Light or dark colours, or the system's: kept in this browser and applied at once to every app. */
export function ThemeSwitch() {
  const { t } = useTranslation('settings');
  const [choice, choose] = useThemeChoice();
  return (
    <fieldset className="bc-fieldset bc-choice-group">
      <legend>{t('preferences.theme')}</legend>
      {THEME_CHOICES.map((theme) => (
        <label key={theme} className="bc-choice">
          <input
            type="radio"
            name="theme"
            value={theme}
            checked={choice === theme}
            onChange={() => choose(theme)}
          />
          {t(`preferences.themes.${theme}`)}
        </label>
      ))}
    </fieldset>
  );
}
