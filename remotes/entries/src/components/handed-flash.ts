import type { FlashMessage, FlashState } from '@bc/ui';

/** What a form hands the list it returns to: the text of its success message, or the messages themselves. */
export interface HandedFlashState {
  flash?: string | FlashState['flash'];
}

/** The messages a screen was handed in its history state, a bare text being a success. */
export function handedFlash(state: unknown): FlashMessage | readonly FlashMessage[] | null {
  const flash = (state as HandedFlashState | null)?.flash;
  if (!flash) return null;
  return typeof flash === 'string' ? { tone: 'success', text: flash } : flash;
}
