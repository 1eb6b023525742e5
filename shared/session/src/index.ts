export {
  accessTokenAtom,
  clearSession,
  hideAmountsAtom,
  onlineAtom,
  STORAGE_KEYS,
  type StoredToken,
  sessionStore,
  sessionTokenAtom,
  watchOnlineStatus,
  workspaceAtom,
} from './atoms.ts';
export { createSharedHistory, type SharedHistory, sharedHistory } from './history.ts';
export { useCurrentWorkspace, useHideAmounts, useOnline } from './hooks.ts';
export {
  apiBase,
  configureHttp,
  type EmbedCredentials,
  endSession,
  type HttpConfig,
  http,
  httpStatus,
  storeSessionToken,
} from './http.ts';
export { CACHE_TTL_MS, createCachingFetch } from './offline-cache.ts';
export { useServedFromCache } from './offline-cache-state.ts';
export * from './offline-queue/index.ts';
export { queryClient } from './query-client.ts';
