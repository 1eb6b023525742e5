import { type GoalIcon, goalIconOf } from '@bc/domain';

/** A glyph for each of the 18 icons, shown beside its translated name (the name is what is read out). */
const GLYPHS: Record<GoalIcon, string> = {
  house: '🏠',
  car: '🚗',
  travel: '✈️',
  education: '🎓',
  health: '💊',
  savings: '💰',
  retirement: '🌅',
  business: '💼',
  charity: '🤝',
  family: '👪',
  hobby: '🎨',
  investment: '📈',
  emergency: '🚨',
  vacation: '🏖️',
  home_improvement: '🔨',
  technology: '💻',
  pets: '🐾',
  other: '⭐',
};

export const goalGlyph = (icon: GoalIcon) => GLYPHS[icon];

/**
 * A goal's icon as stored (one of the names, or the original client's CSS classes), drawn as its glyph;
 * decorative: the goal's name is next to it.
 */
export function GoalIconGlyph({ value, size = '1.5rem' }: { value: string; size?: string }) {
  return (
    <span aria-hidden="true" style={{ fontSize: size, lineHeight: 1 }}>
      {GLYPHS[goalIconOf(value)]}
    </span>
  );
}
