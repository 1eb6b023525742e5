// The wallet a person last saved an entry in, per workspace and in this browser: a new entry starts there,
// since most expenses leave the same card or account one after another. Kept in localStorage (a wallet id is
// no secret) so that it holds offline and across visits.
import { sessionStore, workspaceAtom } from '@bc/session';

const keyOf = (workspace: string | null) => `bc.last-wallet.${workspace ?? 'none'}`;

/** The wallet id last saved in the current workspace, or null. */
export function lastWallet(storage: Storage | undefined = globalThis.localStorage): number | null {
  try {
    const value = Number(storage?.getItem(keyOf(sessionStore.get(workspaceAtom))));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    // A browser that refuses storage (private mode, quota) starts without one.
    return null;
  }
}

/** Remembers the wallet of an entry just saved in the current workspace. */
export function rememberWallet(
  walletId: number | null | undefined,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  if (!walletId || walletId <= 0) return;
  try {
    storage?.setItem(keyOf(sessionStore.get(workspaceAtom)), String(walletId));
  } catch {
    // Not remembered: the next entry starts on "choose wallet", as without this.
  }
}
