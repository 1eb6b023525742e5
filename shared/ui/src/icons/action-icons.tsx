import {
  Archive,
  ArchiveRestore,
  ArrowDown,
  ArrowLeft,
  ArrowUp,
  Bell,
  Building2,
  CalendarClock,
  ChartColumn,
  ChevronDown,
  ChevronRight,
  CircleUser,
  Coins,
  EllipsisVertical,
  Eye,
  EyeOff,
  GripVertical,
  HandCoins,
  Info,
  LayoutDashboard,
  LayoutTemplate,
  LifeBuoy,
  List,
  LogOut,
  type LucideIcon,
  Menu,
  PiggyBank,
  Play,
  Plus,
  ReceiptText,
  Search,
  Settings,
  Shapes,
  ShieldCheck,
  SlidersHorizontal,
  SquarePen,
  Tag,
  Target,
  Trash2,
  Wallet,
  WandSparkles,
  X,
} from 'lucide-react';
import { Glyph, type IconProps } from './glyph.tsx';

// Each action icon is its own component so that an app bundles only the glyphs it draws: the factory calls
// are marked pure, and the minifier drops the ones nobody imports.
const actionIcon = (glyph: LucideIcon) => {
  const ActionIcon = (props: IconProps) => <Glyph glyph={glyph} {...props} />;
  ActionIcon.displayName = `${glyph.displayName ?? 'Action'}Icon`;
  return ActionIcon;
};

// Menus and buttons
export const AddIcon = /* @__PURE__ */ actionIcon(Plus);
export const EditIcon = /* @__PURE__ */ actionIcon(SquarePen);
export const DeleteIcon = /* @__PURE__ */ actionIcon(Trash2);
export const SearchIcon = /* @__PURE__ */ actionIcon(Search);
export const ShowIcon = /* @__PURE__ */ actionIcon(List);
export const ArchiveIcon = /* @__PURE__ */ actionIcon(Archive);
export const RestoreIcon = /* @__PURE__ */ actionIcon(ArchiveRestore);
export const BackIcon = /* @__PURE__ */ actionIcon(ArrowLeft);
export const MoveUpIcon = /* @__PURE__ */ actionIcon(ArrowUp);
export const MoveDownIcon = /* @__PURE__ */ actionIcon(ArrowDown);
/** The handle a list item is dragged by. */
export const DragHandleIcon = /* @__PURE__ */ actionIcon(GripVertical);
export const RunIcon = /* @__PURE__ */ actionIcon(Play);
export const MoreIcon = /* @__PURE__ */ actionIcon(EllipsisVertical);
export const DetailsIcon = /* @__PURE__ */ actionIcon(ChevronRight);
export const ExpandIcon = /* @__PURE__ */ actionIcon(ChevronDown);
export const MenuIcon = /* @__PURE__ */ actionIcon(Menu);
export const CloseIcon = /* @__PURE__ */ actionIcon(X);
export const HideAmountsIcon = /* @__PURE__ */ actionIcon(EyeOff);
export const ShowAmountsIcon = /* @__PURE__ */ actionIcon(Eye);
export const LogoutIcon = /* @__PURE__ */ actionIcon(LogOut);

// The sections of the navigation
export const DashboardIcon = /* @__PURE__ */ actionIcon(LayoutDashboard);
export const EntriesIcon = /* @__PURE__ */ actionIcon(ReceiptText);
export const PayeesIcon = /* @__PURE__ */ actionIcon(HandCoins);
export const PlannedIcon = /* @__PURE__ */ actionIcon(CalendarClock);
export const BudgetsIcon = /* @__PURE__ */ actionIcon(PiggyBank);
export const GoalsIcon = /* @__PURE__ */ actionIcon(Target);
export const StatsIcon = /* @__PURE__ */ actionIcon(ChartColumn);
export const SettingsIcon = /* @__PURE__ */ actionIcon(Settings);

// The sections of the settings
export const WorkspacesIcon = /* @__PURE__ */ actionIcon(Building2);
export const WalletsIcon = /* @__PURE__ */ actionIcon(Wallet);
export const CategoriesIcon = /* @__PURE__ */ actionIcon(Shapes);
export const LabelsIcon = /* @__PURE__ */ actionIcon(Tag);
export const CurrenciesIcon = /* @__PURE__ */ actionIcon(Coins);
export const ModelsIcon = /* @__PURE__ */ actionIcon(LayoutTemplate);
export const ProfileIcon = /* @__PURE__ */ actionIcon(CircleUser);
export const PreferencesIcon = /* @__PURE__ */ actionIcon(SlidersHorizontal);
export const NotificationsIcon = /* @__PURE__ */ actionIcon(Bell);
export const AboutIcon = /* @__PURE__ */ actionIcon(Info);
export const AssistanceIcon = /* @__PURE__ */ actionIcon(LifeBuoy);
export const RulesIcon = /* @__PURE__ */ actionIcon(WandSparkles);
export const SecurityIcon = /* @__PURE__ */ actionIcon(ShieldCheck);
