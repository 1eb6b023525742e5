import type { LoginResponse } from '@bc/api';
import { accessTokenAtom, sessionStore, sessionTokenAtom, workspaceAtom } from '@bc/session';
import { useSyncExternalStore } from 'react';

/** Signed in = both tokens are stored (access token for Authorization, session id for X-BC-Token). */
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
 * Keeps what a successful login (password or provider) answers: both tokens, and the current
 * workspace: the one the server marks current, else the first (SPEC §3 "Login response").
 */
export function storeSession(body: LoginResponse): void {
  sessionStore.set(accessTokenAtom, { token: body.token, storedAt: Date.now() });
  sessionStore.set(sessionTokenAtom, body.session_token);
  const current = body.workspaces.find((workspace) => workspace.current) ?? body.workspaces[0];
  sessionStore.set(workspaceAtom, current?.uuid ?? null);
}

/** Makes `uuid` the workspace every request names in X-WS. */
export function setCurrentWorkspace(uuid: string | null): void {
  sessionStore.set(workspaceAtom, uuid);
}
