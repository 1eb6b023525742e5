import { Link, paths } from '@bc/router';
import { PageHeader } from '@bc/ui';
import {
  AboutIcon,
  AssistanceIcon,
  CategoriesIcon,
  CurrenciesIcon,
  LabelsIcon,
  ModelsIcon,
  NotificationsIcon,
  PreferencesIcon,
  ProfileIcon,
  RulesIcon,
  SecurityIcon,
  WalletsIcon,
  WorkspacesIcon,
} from '@bc/ui/icons';
import { useTranslation } from 'react-i18next';

/** Each section's key (its title and hint), its screen and its icon. */
const SECTIONS = [
  ['workspace', paths.settings.workspaces, WorkspacesIcon],
  ['wallet', paths.settings.wallets, WalletsIcon],
  ['category', paths.settings.categories, CategoriesIcon],
  ['label', paths.settings.labels, LabelsIcon],
  ['currency', paths.settings.currencies, CurrenciesIcon],
  ['model', paths.settings.models, ModelsIcon],
  ['rules', paths.settings.rules, RulesIcon],
  ['profile', paths.settings.profile, ProfileIcon],
  ['security', paths.settings.security, SecurityIcon],
  ['preferences', paths.settings.preferences, PreferencesIcon],
  ['notifications', paths.settings.notifications, NotificationsIcon],
  ['about-us', paths.settings.aboutUs, AboutIcon],
  ['assistance', paths.settings.assistance, AssistanceIcon],
] as const;

/** /settings: the hub of every settings page. */
export function SettingsHubPage() {
  const { t } = useTranslation('settings');
  return (
    <>
      <PageHeader title={t('hub.title')} />
      <nav aria-label={t('hub.title')}>
        <ul className="bc-link-list bc-grid">
          {SECTIONS.map(([section, screen, Icon]) => (
            <li key={section} className="bc-card bc-card-head">
              <span className="bc-icon-badge">
                <Icon />
              </span>
              <div style={{ minWidth: 0 }}>
                <Link to={screen.getHref()} aria-describedby={`settings-hint-${section}`}>
                  {t(`hub.sections.${section}.title`)}
                </Link>
                <p id={`settings-hint-${section}`} className="bc-muted">
                  {t(`hub.sections.${section}.hint`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
