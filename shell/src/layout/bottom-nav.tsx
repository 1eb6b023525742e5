import { Link, NavLink } from '@bc/router';
import { AddIcon, CloseIcon, MenuIcon } from '@bc/ui/icons';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ADD_ENTRY_PATH, NAV_ITEMS } from './nav-items.ts';
import { SIDEBAR_ID } from './sidebar.tsx';

export interface BottomNavProps {
  menuOpen: boolean;
  onMenu: () => void;
  /** The menu button, where focus returns when the sheet closes. */
  menuButtonRef: Ref<HTMLButtonElement>;
}

/**
 * The phone's primary navigation, fixed at the bottom where a thumb reaches: the main areas, the add-entry
 * action in the middle and the menu that opens the sidebar with the rest.
 */
export function BottomNav({ menuOpen, onMenu, menuButtonRef }: BottomNavProps) {
  const { t } = useTranslation('shell');
  const items = NAV_ITEMS.flatMap(({ barKey, ...item }) => (barKey ? [{ ...item, barKey }] : []));
  // The add action sits in the middle, between the first half of the areas and the second.
  const middle = Math.ceil(items.length / 2);
  const links = items.map(({ to, barKey, Icon }) => (
    <li key={to}>
      <NavLink to={to} className="bc-bottom-nav-item">
        <Icon className="bc-bottom-nav-icon" />
        <span className="bc-bottom-nav-label">{t(barKey)}</span>
      </NavLink>
    </li>
  ));
  const MenuGlyph = menuOpen ? CloseIcon : MenuIcon;
  return (
    <nav className="bc-bottom-nav" aria-label={t('quickNavigation')}>
      <ul>
        {links.slice(0, middle)}
        <li>
          <Link to={ADD_ENTRY_PATH} className="bc-bottom-nav-item bc-bottom-nav-add">
            <span className="bc-bottom-nav-add-icon">
              <AddIcon className="bc-bottom-nav-plus" />
            </span>
            {/* The plus alone says it on screen; its name says it to everyone else. */}
            <span className="bc-visually-hidden">{t('addEntry')}</span>
          </Link>
        </li>
        {links.slice(middle)}
        <li>
          <button
            ref={menuButtonRef}
            type="button"
            className="bc-bottom-nav-item"
            aria-expanded={menuOpen}
            aria-controls={SIDEBAR_ID}
            onClick={onMenu}
          >
            <MenuGlyph className="bc-bottom-nav-icon" />
            <span className="bc-bottom-nav-label">{t('menu')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
