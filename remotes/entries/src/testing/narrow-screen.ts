import { vi } from 'vitest';

/**
 * Makes the window phone-narrow, or not, for the media query the lists follow (jsdom has no matchMedia).
 * Undo with vi.unstubAllGlobals().
 */
export function stubNarrowScreen(matches: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
