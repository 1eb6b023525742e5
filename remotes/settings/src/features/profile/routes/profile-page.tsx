import { Link, paths } from '@bc/router';
import { QueryState } from '@bc/ui';
import { useUserInfo } from '@bc/ui/account';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { DeleteAccount } from '../components/delete-account.tsx';
import { DownloadAccount } from '../components/download-account.tsx';
import { Suggestions } from '../components/suggestions.tsx';
import { WalletFigures } from '../components/wallet-figures.tsx';

const SHORTCUTS = [
  { key: 'dashboard', to: paths.dashboard.getHref() },
  { key: 'settings', to: paths.settings.hub.getHref() },
  { key: 'entry', to: paths.entries.add.getHref() },
  { key: 'entries', to: paths.entries.list.getHref() },
] as const;

/** The avatar's letters: the first letter of the first two words of the name. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('');
  return letters.toLocaleUpperCase() || '?';
}

/**
 * /settings/profile: the user (avatar, name, e-mail), shortcuts, the wallet figures (total, this month's
 * incoming and expenses, health), suggestions of what to do next, the policy, downloading all the person's
 * data, and deleting the account with all its data.
 */
export function ProfilePage() {
  const { t } = useTranslation('settings');
  const userInfo = useUserInfo();
  return (
    <SettingsPage title={t('profile.title')}>
      <section className="bc-card" aria-labelledby="profile-account">
        <h2 id="profile-account">{t('profile.account')}</h2>
        <QueryState query={userInfo}>
          {(user) => (
            <div className="bc-profile">
              <span className="bc-avatar" aria-hidden="true">
                {initials(user.name)}
              </span>
              <dl className="bc-details-list">
                <dt>{t('profile.name')}</dt>
                <dd>{user.name}</dd>
                <dt>{t('profile.email')}</dt>
                <dd>{user.email}</dd>
              </dl>
            </div>
          )}
        </QueryState>
      </section>
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
      {userInfo.data && <WalletFigures />}
      {userInfo.data && <Suggestions />}
      <section className="bc-card" aria-labelledby="profile-data">
        <h2 id="profile-data">{t('profile.yourData')}</h2>
        <p className="bc-muted">{t('profile.policy')}</p>
        {userInfo.data && (
          <div className="bc-actions bc-file-actions">
            <DownloadAccount />
            <DeleteAccount />
          </div>
        )}
      </section>
    </SettingsPage>
  );
}
