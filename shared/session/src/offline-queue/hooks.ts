import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { accessTokenAtom, sessionStore, workspaceAtom } from '../atoms.ts';
import { tokenSubject } from './owner.ts';
import { offlineWritesAtom, pendingWalletCents } from './queue.ts';
import type { OfflineWrite, WalletCents } from './types.ts';

const inSessionStore = { store: sessionStore } as const;

/** The signed-in user and workspace the offline writes shown belong to. */
function useOwner() {
  const token = useAtomValue(accessTokenAtom, inSessionStore)?.token;
  const workspace = useAtomValue(workspaceAtom, inSessionStore);
  return { user: useMemo(() => tokenSubject(token), [token]), workspace };
}

/** The signed-in user's offline writes in the current workspace, oldest first: pending and refused ones. */
export function useOfflineWrites(): OfflineWrite[] {
  const writes = useAtomValue(offlineWritesAtom, inSessionStore);
  const { user, workspace } = useOwner();
  return useMemo(
    () => writes.filter((write) => write.workspace === workspace && write.user === user),
    [writes, workspace, user],
  );
}

/** How the user's pending writes in the current workspace move each wallet's balance (wallet id -> cents). */
export function usePendingWalletCents(): WalletCents {
  const writes = useAtomValue(offlineWritesAtom, inSessionStore);
  const { user, workspace } = useOwner();
  return useMemo(() => pendingWalletCents(writes, workspace, user), [writes, workspace, user]);
}
