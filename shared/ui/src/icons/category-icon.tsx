import {
  Bus,
  Car,
  Ellipsis,
  House,
  Landmark,
  Laptop,
  type LucideIcon,
  ShoppingBag,
  Ticket,
  TrendingUp,
  Utensils,
  Wallet,
} from 'lucide-react';
import { Glyph, glyphFor, type IconProps } from './glyph.tsx';

/**
 * The reference data's category icon names (the `icon` column of the seeded categories) and their glyphs.
 * The names are lucide's own, so a category added with another lucide name needs one line here.
 */
export const CATEGORY_GLYPHS: Readonly<Record<string, LucideIcon>> = {
  utensils: Utensils,
  'shopping-bag': ShoppingBag,
  house: House,
  bus: Bus,
  car: Car,
  ticket: Ticket,
  laptop: Laptop,
  landmark: Landmark,
  'trending-up': TrendingUp,
  wallet: Wallet,
  ellipsis: Ellipsis,
};

export interface CategoryIconProps extends IconProps {
  /** The category's `icon` as the API sends it. */
  name: string | null | undefined;
}

/** A category's icon; decorative (its name is next to it) unless given a label. */
export function CategoryIcon({ name, ...props }: CategoryIconProps) {
  return <Glyph glyph={glyphFor(CATEGORY_GLYPHS, name)} {...props} />;
}
