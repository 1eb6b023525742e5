import type { Entry, EntryBody } from '@bc/api';
import { type EntryTab, entryTypeOfTab } from '@bc/domain';
import { useWallets } from '@bc/ui/ledger';
import { useSubCategories } from '@bc/ui/reference-data';
import { useSaveEntry } from './save-entry.ts';

export interface SubmitEntryOptions {
  /** The entry edited, or null for a new one. */
  entry: Entry | null;
  type: EntryTab;
  /**
   * Told once the server has the entry, or once it is kept offline (`queued`) to be sent later, with the body
   * the form sent.
   */
  onSaved: (saved: Entry, queued: boolean, body: EntryBody) => void;
  /** Whether `onSaved` waits for the lists the entry moves to be fetched again (see useSaveEntry). */
  awaitLists?: boolean;
}

/**
 * What the entry form's submit does with an entry: saves it to the path of its type, or keeps it offline,
 * drawn for the list with the wallets and sub-categories it names until the server has it.
 */
export function useSubmitEntry({ entry, type, onSaved, awaitLists }: SubmitEntryOptions) {
  const save = useSaveEntry({ awaitLists });
  const wallets = useWallets('all');
  const subCategories = useSubCategories();
  const submit = (body: EntryBody, failed: (error: unknown) => void) =>
    save.mutate(
      {
        type: entryTypeOfTab(type),
        entry,
        body,
        tab: type,
        references: { wallets: wallets.data ?? [], subCategories: subCategories.data ?? [] },
      },
      { onSuccess: (saved) => onSaved(saved.entry, saved.queued, body), onError: failed },
    );
  return { submit, busy: save.isPending };
}
