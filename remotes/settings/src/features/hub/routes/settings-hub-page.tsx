import { Link, paths } from '@bc/router';
import { PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';

/** Each section's key (its title and hint) and its screen. */
const SECTIONS = [
  ['workspace', paths.settings.workspaces],
  ['wallet', paths.settings.wallets],
  ['category', paths.settings.categories],
  ['label', paths.settings.labels],
  ['currency', paths.settings.currencies],
  ['model', paths.settings.models],
  ['profile', paths.settings.profile],
  ['preferences', paths.settings.preferences],
  ['notifications', paths.settings.notifications],
  ['about-us', paths.settings.aboutUs],
  ['assistance', paths.settings.assistance],
] as const;

/** /settings: the hub of every settings page. */
export function SettingsHubPage() {
  const { t } = useTranslation('settings');
  return (
    <>
      <PageHeader title={t('hub.title')} />
      <nav aria-label={t('hub.title')}>
        <ul className="bc-link-list bc-grid">
          {SECTIONS.map(([section, screen]) => (
            <li key={section} className="bc-card">
              <Link to={screen.getHref()} aria-describedby={`settings-hint-${section}`}>
                {t(`hub.sections.${section}.title`)}
              </Link>
              <p id={`settings-hint-${section}`} className="bc-muted">
                {t(`hub.sections.${section}.hint`)}
              </p>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
