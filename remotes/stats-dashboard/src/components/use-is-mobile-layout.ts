import { isMobileLayout } from '@bc/domain';
import { useSyncExternalStore } from 'react';

interface NativeBridge {
  Capacitor?: { isNativePlatform?: () => boolean };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Whether the mobile variant applies now. */
export const isMobileLayoutNow = () =>
  isMobileLayout({
    width: window.innerWidth,
    height: window.innerHeight,
    nativePlatform: Boolean((globalThis as NativeBridge).Capacitor?.isNativePlatform?.()),
  });

/** Whether the mobile variant applies, kept current on resize. */
export function useIsMobileLayout(): boolean {
  return useSyncExternalStore(subscribe, isMobileLayoutNow, () => false);
}
