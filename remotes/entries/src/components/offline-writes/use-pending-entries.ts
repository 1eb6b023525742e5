import type { Entry } from '@bc/api';
import { type OfflineWrite, useOfflineWrites } from '@bc/session';
import { useMemo } from 'react';
import { type PendingKind, pendingKindOf, previewOf } from './pending-entries.ts';

export type PendingEntry = { kind: PendingKind; preview: Entry | null; write: OfflineWrite };

export type PendingEntries = {
  /** The latest pending write of each entry, by its uuid (a local one for entries created offline). */
  byUuid: ReadonlyMap<string, PendingEntry>;
  /** Entries created offline, newest first. */
  created: Entry[];
  /** Writes the server refused on replay, oldest first. */
  refused: OfflineWrite[];
};

/** The current workspace's offline writes as the entries screens show them. */
export function usePendingEntries(): PendingEntries {
  const writes = useOfflineWrites();
  return useMemo(() => {
    const byUuid = new Map<string, PendingEntry>();
    const refused: OfflineWrite[] = [];
    for (const write of writes) {
      if (write.failure) refused.push(write);
      else byUuid.set(write.target, { kind: pendingKindOf(write), preview: previewOf(write), write });
    }
    const created = [...byUuid.values()]
      .filter((pending) => pending.kind === 'create' && pending.preview)
      .map((pending) => pending.preview as Entry)
      .reverse();
    return { byUuid, created, refused };
  }, [writes]);
}
