import type { LoginResponse } from '@bc/api';
import { accessTokenAtom, sessionStore, sessionTokenAtom, workspaceAtom } from '@bc/session';
import { useSyncExternalStore } from 'react';

/**
 * Signed in = both tokens are stored: the access token (Authorization) from the login, the session token
 * (X-BC-Token) from user-info.
 */
export function isSignedIn(): boolean {
  return Boolean(sessionStore.get(accessTokenAtom)?.token && sessionStore.get(sessionTokenAtom));
}

function subscribeToTokens(onChange: () => void): () => void {
  const stopAccess = sessionStore.sub(accessTokenAtom, onChange);
  const stopSession = sessionStore.sub(sessionTokenAtom, onChange);
  return () => {
    stopAccess();
    stopSession();
  };
}

/** Whether a session is stored, kept current (a 401 or a logout anywhere clears it). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToTokens, isSignedIn, () => false);
}

const currentWorkspace = () => sessionStore.get(workspaceAtom);

/** The current workspace uuid (X-WS), kept current. */
export function useCurrentWorkspace(): string | null {
  return useSyncExternalStore((onChange) => sessionStore.sub(workspaceAtom, onChange), currentWorkspace);
}

/**
 * Keeps what a successful login (password or provider) answers: the access token, and its first
 * workspace as the one requests name (X-WS). The login answers no session token: the previous one
 * goes, and GET api/auth/user-info, asked next, answers the new one.
 */
export function storeSession(body: LoginResponse): void {
  sessionStore.set(accessTokenAtom, { token: body.token, storedAt: Date.now() });
  sessionStore.set(sessionTokenAtom, null);
  sessionStore.set(workspaceAtom, body.workspaces[0]?.uuid ?? null);
}

/** Makes `uuid` the workspace every request names in X-WS. */
export function setCurrentWorkspace(uuid: string | null): void {
  sessionStore.set(workspaceAtom, uuid);
}
