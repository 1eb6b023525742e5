/** Widths at or below this are phone layouts. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Below this width/height ratio a window is tall and narrow enough to be laid out as a phone. */
const MOBILE_ASPECT_RATIO = 1.6;

export interface ViewportFacts {
  width: number;
  height: number;
  /** True inside the native android/ios shell of the app. */
  nativePlatform?: boolean;
}

/**
 * The mobile layout is chosen by device detection: a native platform, a window narrower
 * than the breakpoint, or a width/height ratio under 1.6.
 */
export function isMobileLayout({ width, height, nativePlatform = false }: ViewportFacts): boolean {
  if (nativePlatform) return true;
  if (width <= MOBILE_BREAKPOINT_PX) return true;
  return height > 0 && width / height < MOBILE_ASPECT_RATIO;
}
