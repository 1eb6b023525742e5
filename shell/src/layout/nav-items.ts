import { paths } from '@bc/router';
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
  /**
   * On a phone, the areas a thumb reaches in one tap from the bottom bar (their label there, in the shell
   * namespace); the others are behind its menu.
   */
  barKey?: string;
}

/** The areas of the signed-in app, in the sidebar's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.dashboard.getHref(), key: 'nav.dashboard', Icon: DashboardIcon, barKey: 'bottomBar.dashboard' },
  { to: paths.entries.list.getHref(), key: 'nav.entries', Icon: EntriesIcon, barKey: 'bottomBar.entries' },
  { to: paths.entries.payees.getHref(), key: 'nav.payees', Icon: PayeesIcon },
  { to: paths.planned.list.getHref(), key: 'nav.plannedEntries', Icon: PlannedIcon },
  { to: paths.budgets.list.getHref(), key: 'nav.budgets', Icon: BudgetsIcon, barKey: 'bottomBar.budgets' },
  { to: paths.goals.list.getHref(), key: 'nav.goals', Icon: GoalsIcon, barKey: 'bottomBar.goals' },
  { to: paths.stats.summary.getHref(), key: 'nav.stats', Icon: StatsIcon },
  { to: paths.settings.hub.getHref(), key: 'nav.settings', Icon: SettingsIcon },
];

/** Where the add-entry action leads: the entry form, on its first tab. */
export const ADD_ENTRY_PATH = paths.entries.add.getHref();
