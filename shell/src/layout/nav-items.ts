import {
  BudgetsIcon,
  DashboardIcon,
  EntriesIcon,
  GoalsIcon,
  type IconProps,
  PayeesIcon,
  PlannedIcon,
  SettingsIcon,
  StatsIcon,
} from '@bc/ui/icons';
import type { ComponentType } from 'react';

export interface NavItem {
  to: string;
  /** The item's label in the shell namespace. */
  key: string;
  Icon: ComponentType<IconProps>;
  /** On a phone, the areas a thumb reaches in one tap from the bottom bar; the others are behind its menu. */
  inBottomBar: boolean;
}

/** The areas of the signed-in app, in the sidebar's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', key: 'nav.dashboard', Icon: DashboardIcon, inBottomBar: true },
  { to: '/entries', key: 'nav.entries', Icon: EntriesIcon, inBottomBar: true },
  { to: '/payee', key: 'nav.payees', Icon: PayeesIcon, inBottomBar: false },
  { to: '/planned-entries', key: 'nav.plannedEntries', Icon: PlannedIcon, inBottomBar: false },
  { to: '/budgets', key: 'nav.budgets', Icon: BudgetsIcon, inBottomBar: true },
  { to: '/goals', key: 'nav.goals', Icon: GoalsIcon, inBottomBar: true },
  { to: '/stats', key: 'nav.stats', Icon: StatsIcon, inBottomBar: false },
  { to: '/settings', key: 'nav.settings', Icon: SettingsIcon, inBottomBar: false },
];

/** Where the add-entry action leads: the entry form, on its first tab. */
export const ADD_ENTRY_PATH = '/entry';
