import { type GoalIcon as GoalIconName, goalIconOf } from '@bc/domain';
import {
  Armchair,
  BriefcaseBusiness,
  Car,
  ChartLine,
  GraduationCap,
  Hammer,
  HandHeart,
  HeartPulse,
  House,
  type LucideIcon,
  Palette,
  PawPrint,
  PiggyBank,
  Plane,
  Siren,
  Smartphone,
  Target,
  TreePalm,
  Users,
} from 'lucide-react';
import { Glyph, type IconProps } from './glyph.tsx';

/** A glyph for each of the 18 goal icons. */
export const GOAL_GLYPHS: Readonly<Record<GoalIconName, LucideIcon>> = {
  house: House,
  car: Car,
  travel: Plane,
  education: GraduationCap,
  health: HeartPulse,
  savings: PiggyBank,
  retirement: Armchair,
  business: BriefcaseBusiness,
  charity: HandHeart,
  family: Users,
  hobby: Palette,
  investment: ChartLine,
  emergency: Siren,
  vacation: TreePalm,
  home_improvement: Hammer,
  technology: Smartphone,
  pets: PawPrint,
  other: Target,
};

export interface GoalIconProps extends IconProps {
  /**
   * The goal's icon as stored: one of the 18 names (`home-improvement` too) or the original client's CSS
   * classes ending with one; anything else draws the `other` goal.
   */
  name: string | null | undefined;
}

/** A goal's icon; decorative (the goal's name is next to it) unless given a label. */
export function GoalIcon({ name, ...props }: GoalIconProps) {
  return <Glyph glyph={GOAL_GLYPHS[goalIconOf(name)]} {...props} />;
}
