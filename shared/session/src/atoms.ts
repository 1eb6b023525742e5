import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The one session store. `@bc/session` is a federated singleton, so the shell and every remote
 * read and write these same atoms; hooks pass the store explicitly because React context does not
 * cross the separate React roots of the remotes.
 */
export const sessionStore = createStore();

/** The short-lived access token (Authorization: Bearer) with the time it was stored. */
export interface StoredToken {
  token: string;
  storedAt: number;
}

// Keys of what is kept in localStorage.
export const STORAGE_KEYS = {
  accessToken: 'bc.token',
  sessionToken: 'bc.session-token',
  workspace: 'bc.current-ws',
  hideAmounts: 'bc.eye-settings',
} as const;

/** A value kept in localStorage, read synchronously at start so the first render already has it. */
function stored<T>(key: string, initial: T) {
  return atomWithStorage<T>(
    key,
    initial,
    // Read off globalThis: where there is no storage (Node, rendering the login page at build time) the
    // atoms keep their initial values instead of throwing.
    createJSONStorage<T>(() => globalThis.localStorage),
    { getOnInit: true },
  );
}

export const accessTokenAtom = stored<StoredToken | null>(STORAGE_KEYS.accessToken, null);
/** The session token (X-BC-Token): GET api/auth/user-info answers it, bound to the workspace answered for. */
export const sessionTokenAtom = stored<string | null>(STORAGE_KEYS.sessionToken, null);
/** The current workspace uuid (X-WS). */
export const workspaceAtom = stored<string | null>(STORAGE_KEYS.workspace, null);
/** The eye button: amounts are masked everywhere while true. */
export const hideAmountsAtom = stored<boolean>(STORAGE_KEYS.hideAmounts, false);

/** Whether the browser reports a network connection; kept current by `watchOnlineStatus`. */
export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

export function watchOnlineStatus(target: Window = window): () => void {
  const update = () => sessionStore.set(onlineAtom, target.navigator.onLine);
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  update();
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}

/** Logout and 401: forget every token and the workspace; keep display preferences. */
export function clearSession(): void {
  sessionStore.set(accessTokenAtom, null);
  sessionStore.set(sessionTokenAtom, null);
  sessionStore.set(workspaceAtom, null);
}
