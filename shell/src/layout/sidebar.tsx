import { NavLink } from '@bc/router';
import { useHideAmounts } from '@bc/session';
import { BudgetsIcon, HideAmountsIcon, LogoutIcon, ShowAmountsIcon } from '@bc/ui/icons';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../auth/use-sign-out.ts';
import { EXTERNAL_LINKS } from './external-links.ts';
import { NAV_ITEMS } from './nav-items.ts';
import { WorkspaceSelector } from './workspace-selector.tsx';

export const SIDEBAR_ID = 'bc-sidebar';

/**
 * The sidebar: workspace selector, a link to every area, the eye button that hides amounts and logout. On a
 * phone it is the sheet behind the bottom bar's menu, without the brand (the header shows it) and without the
 * links that leave the app.
 */
export function Sidebar({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('shell');
  const [amountsHidden, toggleAmounts] = useHideAmounts();
  const { signOut, pending: signingOut } = useSignOut();
  const AmountsIcon = amountsHidden ? ShowAmountsIcon : HideAmountsIcon;
  return (
    <aside id={SIDEBAR_ID} className="bc-sidebar" aria-label={t('sidebar')}>
      {!mobile && <Brand />}
      <WorkspaceSelector />
      <nav aria-label={t('mainNavigation')}>
        <ul>
          {NAV_ITEMS.map(({ to, key, Icon }) => (
            <li key={to}>
              <NavLink to={to}>
                <Icon className="bc-sidebar-icon" />
                <span>{t(key)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="bc-sidebar-actions">
        <button type="button" className="bc-button" aria-pressed={amountsHidden} onClick={toggleAmounts}>
          <AmountsIcon />
          {amountsHidden ? t('showAmounts') : t('hideAmounts')}
        </button>
        <button type="button" className="bc-button" onClick={signOut} disabled={signingOut}>
          <LogoutIcon />
          {t('logout')}
        </button>
      </div>
      {!mobile && (
        <ul className="bc-external-links">
          {(['donate', 'faq', 'assistance'] as const).map((link) => (
            <li key={link}>
              <a href={EXTERNAL_LINKS[link]} target="_blank" rel="noreferrer">
                {t(link)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** The product's name with its mark, at the top of the sidebar or of the phone's header. */
export function Brand() {
  const { t } = useTranslation('shell');
  return (
    <span className="bc-brand">
      <span className="bc-brand-mark">
        <BudgetsIcon />
      </span>
      {t('brand')}
    </span>
  );
}
