import { MOBILE_BREAKPOINT_PX } from '@bc/domain';
import { useSyncExternalStore } from 'react';

const NARROW_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const snapshot = () => typeof matchMedia === 'function' && matchMedia(NARROW_QUERY).matches;

/**
 * Whether the window is phone-narrow (the mobile breakpoint or less), where the lists are rows instead of
 * tables: a wide window keeps the tables whatever its shape, since their columns fit.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
