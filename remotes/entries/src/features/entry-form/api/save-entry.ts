import { type Entry, type EntryBody, entrySchema } from '@bc/api';
import type { EntryType } from '@bc/domain';
import { currentUuidOf, LOCAL_UUID_PREFIX, sendOrQueue } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterEntryWrite } from '../../../components/entry-writes.ts';
import {
  entryEffect,
  type PreviewReferences,
  previewEntry,
} from '../../../components/offline-writes/pending-entries.ts';

export interface SaveEntryInput {
  /** The type as the path spells it (expense, income...); the body carries the tab name. */
  type: EntryType;
  /** The entry edited (as the list shows it, pending edits included), or null to create one. */
  entry: Entry | null;
  body: EntryBody;
  /** The tab, as the entry's preview is typed. */
  tab: Entry['type'];
  /** What a preview of a write kept offline is drawn with. */
  references: PreviewReferences;
}

/** The saved entry, or null when it was kept offline (sent when the connection returns). */
export type SaveEntryResult = { entry: Entry; queued: false } | { entry: Entry; queued: true };

/**
 * POST /api/entry/{type}, or PUT /api/entry/{type}/{uuid} for an existing entry, with an Idempotency-Key; kept
 * in the offline queue when the server cannot be reached.
 */
export async function saveEntry({
  type,
  entry,
  body,
  tab,
  references,
}: SaveEntryInput): Promise<SaveEntryResult> {
  const createPath = `api/entry/${type}`;
  const uuid = entry ? currentUuidOf(entry.uuid) : `${LOCAL_UUID_PREFIX}${globalThis.crypto.randomUUID()}`;
  const preview = previewEntry(tab, body, entry, uuid, references);
  const outcome = await sendOrQueue({
    method: entry ? 'PUT' : 'POST',
    path: entry ? `${createPath}/${encodeURIComponent(uuid)}` : createPath,
    createPath,
    body,
    target: uuid,
    preview,
    effect: entryEffect(preview),
    previous: entry ? entryEffect(entry) : {},
  });
  return outcome.queued
    ? { entry: preview, queued: true }
    : { entry: entrySchema.parse(outcome.body), queued: false };
}

/**
 * A saved entry moves balances and may create labels or a payee: what it moves is fetched again
 * (refreshAfterEntryWrite). A write kept offline is refetched for once the queue has sent it.
 * `awaitLists`: the save reports success once the lists have answered (a page that shows a list next, so
 * that it never shows the list before the write); otherwise at once, the lists following (the add form,
 * which stays for the next entry).
 */
export function useSaveEntry({ awaitLists = true }: { awaitLists?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    // Offline too: the write is then kept in the offline queue (react-query would hold it paused, unsaved).
    networkMode: 'always',
    onSuccess: ({ queued }) => {
      if (queued) return;
      const refreshed = refreshAfterEntryWrite(queryClient);
      return awaitLists ? refreshed : undefined;
    },
  });
}
