import { Link } from '@bc/router';
import { Alert, EmptyState } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';

const SHORTCUTS = [
  { key: 'dashboard', to: '/dashboard' },
  { key: 'settings', to: '/settings' },
  { key: 'entry', to: '/entry' },
  { key: 'entries', to: '/entries' },
] as const;

/**
 * /settings/profile: shortcuts, the wallet figures and the account. The figures and the user's
 * name and e-mail need the stats and user APIs; deleting the account needs DELETE /api/auth/delete.
 */
export function ProfilePage() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  return (
    <SettingsPage title={t('profile.title')}>
      <nav className="bc-card" aria-label={t('profile.shortcuts')}>
        <ul className="bc-inline-list">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.key}>
              <Link className="bc-button" to={shortcut.to}>
                {t(`profile.links.${shortcut.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="bc-card" aria-labelledby="profile-wallets">
        <h2 id="profile-wallets">{t('profile.wallets')}</h2>
        <EmptyState message={tc('empty.noData')} />
      </section>
      <section className="bc-card" aria-labelledby="profile-account">
        <h2 id="profile-account">{t('profile.account')}</h2>
        <Alert tone="info">{t('profile.accountUnavailable')}</Alert>
        <p className="bc-muted">{t('profile.policy')}</p>
      </section>
    </SettingsPage>
  );
}
