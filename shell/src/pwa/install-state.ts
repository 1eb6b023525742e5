// The browser's offer to install the app (beforeinstallprompt, Chromium browsers, Android first), kept
// until the person answers; once they dismiss it or the app is installed, it is never offered again.
import { useSyncExternalStore } from 'react';

export const INSTALL_STORAGE_KEY = 'bc.install-prompt';
type Settled = 'dismissed' | 'installed';

/** The event Chromium fires when the app can be installed (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let storage: Pick<Storage, 'getItem' | 'setItem'> | null = null;
const listeners = new Set<() => void>();

function setOffer(value: BeforeInstallPromptEvent | null) {
  offer = value;
  for (const listener of listeners) listener();
}

function settled(): boolean {
  try {
    return storage?.getItem(INSTALL_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

function settle(value: Settled) {
  try {
    storage?.setItem(INSTALL_STORAGE_KEY, value);
  } catch {
    // Storage unavailable: the offer still goes for this page.
  }
  setOffer(null);
}

/**
 * Listens for the browser's offer from the start (it may come before the first render). Running as an
 * installed app (display-mode standalone) counts as installed.
 */
export function watchInstallPrompt(target: Window = window): () => void {
  storage = target.localStorage;
  if (target.matchMedia?.('(display-mode: standalone)').matches) settle('installed');
  const onOffer = (event: Event) => {
    // Keep the browser's own mini-infobar away: the app asks in its own words, once.
    event.preventDefault();
    if (!settled()) setOffer(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => settle('installed');
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** Install: the browser's own dialog; whatever the answer, the app does not ask again. */
export async function acceptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  setOffer(null);
  await current.prompt();
  const { outcome } = await current.userChoice;
  settle(outcome === 'accepted' ? 'installed' : 'dismissed');
}

export function dismissInstall(): void {
  settle('dismissed');
}

/** Whether the browser offers installation and the person has not answered yet. */
export function useInstallOffered(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer !== null,
    () => false,
  );
}
