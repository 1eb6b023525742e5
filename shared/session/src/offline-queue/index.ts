export { useOfflineWrites, usePendingWalletCents } from './hooks.ts';
export { tokenSubject } from './owner.ts';
export {
  connectOfflineQueue,
  currentUuidOf,
  dismissOfflineWrite,
  isLocalUuid,
  LOCAL_UUID_PREFIX,
  offlineWritesAtom,
  pendingWalletCents,
  replayOfflineWrites,
  sendOrQueue,
  startOfflineQueue,
  WriteNotSent,
  type WriteOutcome,
  WriteRefused,
} from './queue.ts';
export type { OfflineWrite, SendWrite, WalletCents, WriteRequest } from './types.ts';
