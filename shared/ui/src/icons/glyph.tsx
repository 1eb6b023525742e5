import { CircleDashed, type LucideIcon } from 'lucide-react';
import type { CSSProperties } from 'react';

/** The neutral glyph a name without a mapping falls back to: a dashed circle, meaning "some item". */
export const FallbackIcon: LucideIcon = CircleDashed;

/** What every named icon takes. */
export interface IconProps {
  /**
   * What the icon means when nothing next to it says so (an icon-only button's label is set on the
   * button instead); without it the icon is decorative and hidden from assistive technology.
   */
  label?: string;
  /** 1.25em (of the text around it) unless told. */
  size?: string | number;
  strokeWidth?: number;
  className?: string;
  style?: CSSProperties;
}

/** The glyph `glyphs` maps `name` to, or the fallback when the name is unknown (data from a newer server). */
export function glyphFor<Name extends string>(
  glyphs: Readonly<Record<Name, LucideIcon>>,
  name: string | null | undefined,
): LucideIcon {
  return (name && Object.hasOwn(glyphs, name) ? glyphs[name as Name] : undefined) ?? FallbackIcon;
}

/** Draws a glyph at 1.25em of the text around it, decorative unless given a label. */
export function Glyph({ glyph: Drawn, label, size = '1.25em', ...props }: IconProps & { glyph: LucideIcon }) {
  return label ? (
    <Drawn size={size} role="img" aria-label={label} focusable="false" {...props} />
  ) : (
    <Drawn size={size} aria-hidden="true" focusable="false" {...props} />
  );
}
