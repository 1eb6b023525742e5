import { Link } from '@bc/router';
import { PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';

const SECTIONS = [
  'workspace',
  'wallet',
  'category',
  'label',
  'currency',
  'model',
  'profile',
  'preferences',
  'notifications',
  'about-us',
  'assistance',
] as const;

/** /settings: the hub of every settings page. */
export function SettingsHubPage() {
  const { t } = useTranslation('settings');
  return (
    <>
      <PageHeader title={t('hub.title')} />
      <nav aria-label={t('hub.title')}>
        <ul className="bc-link-list bc-grid">
          {SECTIONS.map((section) => (
            <li key={section} className="bc-card">
              <Link to={`/settings/${section}`} aria-describedby={`settings-hint-${section}`}>
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
