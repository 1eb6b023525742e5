import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { sessionStore, workspaceAtom } from '../atoms.ts';
import { offlineWritesAtom, pendingWalletCents } from './queue.ts';
import type { OfflineWrite, WalletCents } from './types.ts';

const inSessionStore = { store: sessionStore } as const;

/** The offline writes of the current workspace, oldest first: pending ones and refused ones. */
export function useOfflineWrites(): OfflineWrite[] {
  const writes = useAtomValue(offlineWritesAtom, inSessionStore);
  const workspace = useAtomValue(workspaceAtom, inSessionStore);
  return useMemo(() => writes.filter((write) => write.workspace === workspace), [writes, workspace]);
}

/** How the pending writes of the current workspace move each wallet's balance (wallet id -> cents). */
export function usePendingWalletCents(): WalletCents {
  const writes = useAtomValue(offlineWritesAtom, inSessionStore);
  const workspace = useAtomValue(workspaceAtom, inSessionStore);
  return useMemo(() => pendingWalletCents(writes, workspace), [writes, workspace]);
}
