// Icons (lucide, named imports only). A subpath of @bc/ui, not part of the shared module: a shared module is
// bundled whole, while here each app bundles only the glyphs it draws and the login page none.
export {
  AddIcon,
  ArchiveIcon,
  BackIcon,
  BudgetsIcon,
  CloseIcon,
  DashboardIcon,
  DeleteIcon,
  DetailsIcon,
  EditIcon,
  EntriesIcon,
  ExpandIcon,
  GoalsIcon,
  HideAmountsIcon,
  LogoutIcon,
  MenuIcon,
  MoreIcon,
  MoveDownIcon,
  MoveUpIcon,
  PayeesIcon,
  PlannedIcon,
  RestoreIcon,
  SearchIcon,
  SettingsIcon,
  ShowAmountsIcon,
  ShowIcon,
  StatsIcon,
} from './action-icons.tsx';
export { CATEGORY_GLYPHS, CategoryIcon, type CategoryIconProps } from './category-icon.tsx';
export { FallbackIcon, type IconProps } from './glyph.tsx';
export { GOAL_GLYPHS, GoalIcon, type GoalIconProps } from './goal-icon.tsx';
export { WALLET_TYPE_GLYPHS, WalletTypeIcon, type WalletTypeIconProps } from './wallet-type-icon.tsx';
