import { isMobileLayout } from '@bc/domain';
import { useSyncExternalStore } from 'react';

interface NativeBridge {
  Capacitor?: { isNativePlatform?: () => boolean };
}

/** True inside the native android/ios wrapper,. */
function isNativePlatform(): boolean {
  return Boolean((globalThis as NativeBridge).Capacitor?.isNativePlatform?.());
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = () =>
  isMobileLayout({
    width: window.innerWidth,
    height: window.innerHeight,
    nativePlatform: isNativePlatform(),
  });

/** Whether the mobile layout applies, kept current on resize. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
