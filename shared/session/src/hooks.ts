import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { hideAmountsAtom, onlineAtom, sessionStore, workspaceAtom } from './atoms.ts';

const inSessionStore = { store: sessionStore } as const;

export function useHideAmounts(): [hidden: boolean, toggle: () => void] {
  const [hidden, setHidden] = useAtom(hideAmountsAtom, inSessionStore);
  const toggle = useCallback(() => setHidden((value) => !value), [setHidden]);
  return [hidden, toggle];
}

export function useOnline(): boolean {
  return useAtomValue(onlineAtom, inSessionStore);
}

/** The current workspace's uuid (X-WS), null before one is chosen. */
export function useCurrentWorkspace(): string | null {
  return useAtomValue(workspaceAtom, inSessionStore);
}
