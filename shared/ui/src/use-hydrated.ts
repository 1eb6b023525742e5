import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React takes over HTML rendered ahead of time (the login page's), true once its handlers are
 * attached, and true from the start of a page React renders itself. A form's submit button waits for it:
 * pressed before, the browser would send the form itself, password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
