import { atom, useAtomValue } from 'jotai';
import { sessionStore } from './atoms.ts';

/**
 * When the data on screen was received, if some of it came from the offline cache because the server
 * could not answer (null while the server answers): the shell shows it as "offline, showing data from".
 */
export const servedFromCacheAtom = atom<number | null>(null);

export function reportServedFromCache(storedAt: number | null): void {
  sessionStore.set(servedFromCacheAtom, storedAt);
}

export function useServedFromCache(): number | null {
  return useAtomValue(servedFromCacheAtom, { store: sessionStore });
}
