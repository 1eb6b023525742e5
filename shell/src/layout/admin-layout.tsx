import { NavLink, Outlet, useLocation } from '@bc/router';
import { useHideAmounts } from '@bc/session';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../auth/use-sign-out.ts';
import { LastMessagePopup } from '../notifications/last-message-popup.tsx';
import { EXTERNAL_LINKS } from './external-links.ts';
import { TopStrip } from './top-strip.tsx';
import { useIsMobile } from './use-is-mobile.ts';
import { WorkspaceSelector } from './workspace-selector.tsx';

const NAV_ITEMS = [
  { to: '/dashboard', key: 'nav.dashboard' },
  { to: '/entries', key: 'nav.entries' },
  { to: '/payee', key: 'nav.payees' },
  { to: '/planned-entries', key: 'nav.plannedEntries' },
  { to: '/budgets', key: 'nav.budgets' },
  { to: '/goals', key: 'nav.goals' },
  { to: '/stats', key: 'nav.stats' },
  { to: '/settings', key: 'nav.settings' },
] as const;

/** The signed-in layout of SPEC §2: sidebar, top strip and the current area. */
export function AdminLayout() {
  const { t } = useTranslation('shell');
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const [amountsHidden, toggleAmounts] = useHideAmounts();
  const { signOut, pending: signingOut } = useSignOut();
  const { pathname } = useLocation();

  // The drawer closes whenever the user has picked a destination.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    document.body.classList.toggle('bc-amounts-hidden', amountsHidden);
  }, [amountsHidden]);

  const sidebarVisible = !mobile || menuOpen;
  return (
    <div className={`bc-admin ${mobile ? 'bc-admin-mobile' : ''}`}>
      {mobile && (
        <header className="bc-mobile-bar">
          <button
            type="button"
            className="bc-button"
            aria-expanded={menuOpen}
            aria-controls="bc-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('menu')}
          </button>
          <span className="bc-brand">{t('brand')}</span>
        </header>
      )}
      {sidebarVisible && (
        <aside id="bc-sidebar" className="bc-sidebar" aria-label={t('sidebar')}>
          {!mobile && <span className="bc-brand">{t('brand')}</span>}
          <WorkspaceSelector />
          <nav aria-label={t('mainNavigation')}>
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to}>{t(item.key)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="bc-sidebar-actions">
            <button type="button" className="bc-button" aria-pressed={amountsHidden} onClick={toggleAmounts}>
              {amountsHidden ? t('showAmounts') : t('hideAmounts')}
            </button>
            <button type="button" className="bc-button" onClick={signOut} disabled={signingOut}>
              {t('logout')}
            </button>
          </div>
          {!mobile && (
            <ul className="bc-external-links">
              <li>
                <a href={EXTERNAL_LINKS.donate} target="_blank" rel="noreferrer">
                  {t('donate')}
                </a>
              </li>
              <li>
                <a href={EXTERNAL_LINKS.faq} target="_blank" rel="noreferrer">
                  {t('faq')}
                </a>
              </li>
              <li>
                <a href={EXTERNAL_LINKS.assistance} target="_blank" rel="noreferrer">
                  {t('assistance')}
                </a>
              </li>
            </ul>
          )}
        </aside>
      )}
      <div className="bc-admin-main">
        <TopStrip />
        <LastMessagePopup />
        <main className="bc-area">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
