import { Outlet, useLocation } from '@bc/router';
import { useHideAmounts } from '@bc/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LastMessagePopup } from '../notifications/last-message-popup.tsx';
import { useKeepEntryFormsOffline } from '../pwa/keep-entry-forms-offline.ts';
import { BottomNav } from './bottom-nav.tsx';
import { MenuSheet } from './menu-sheet.tsx';
import { Brand, Sidebar } from './sidebar.tsx';
import { TopStrip } from './top-strip.tsx';
import { useIsMobile } from './use-is-mobile.ts';

/**
 * The signed-in layout: the sidebar, the top strip and the current area. On a phone the sidebar gives way to a
 * one-line header and a bottom bar with the main areas, the add-entry action and a menu with the rest.
 */
export function AdminLayout() {
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [amountsHidden] = useHideAmounts();
  const { pathname } = useLocation();
  useKeepEntryFormsOffline();

  // The menu closes whenever the user has picked a destination.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    document.body.classList.toggle('bc-amounts-hidden', amountsHidden);
  }, [amountsHidden]);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <div className={mobile ? 'bc-admin bc-admin-mobile' : 'bc-admin'}>
      {mobile && (
        <header className="bc-mobile-bar">
          <Brand />
        </header>
      )}
      {!mobile && <Sidebar mobile={false} />}
      <div className="bc-admin-main">
        <TopStrip />
        <LastMessagePopup />
        <main className="bc-area">
          <Outlet />
        </main>
      </div>
      {mobile && menuOpen && (
        <MenuSheet onClose={closeMenu}>
          <Sidebar mobile />
        </MenuSheet>
      )}
      {mobile && (
        <BottomNav
          menuOpen={menuOpen}
          onMenu={() => setMenuOpen((open) => !open)}
          menuButtonRef={menuButton}
        />
      )}
    </div>
  );
}
