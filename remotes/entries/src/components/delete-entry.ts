import type { Entry } from '@bc/api';
import { currentUuidOf, sendOrQueue } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterEntryWrite } from './entry-writes.ts';
import { entryEffect } from './offline-writes/pending-entries.ts';

/**
 * DELETE /api/entry/{uuid} with an Idempotency-Key (a transfer goes with its other row; balances move back);
 * kept in the offline queue when the server cannot be reached. Answers whether it was kept.
 */
export async function deleteEntry(entry: Entry): Promise<{ queued: boolean }> {
  const uuid = currentUuidOf(entry.uuid);
  const outcome = await sendOrQueue({
    method: 'DELETE',
    path: `api/entry/${encodeURIComponent(uuid)}`,
    target: uuid,
    preview: null,
    effect: {},
    previous: entryEffect(entry),
  });
  return { queued: outcome.queued };
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    // Offline too: the write is then kept in the offline queue (react-query would hold it paused, unsaved).
    networkMode: 'always',
    // A deleted debit or saving moves its payee's or goal's balance too.
    onSuccess: ({ queued }) => (queued ? undefined : refreshAfterEntryWrite(queryClient)),
  });
}
