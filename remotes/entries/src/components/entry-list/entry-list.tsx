import { useNarrowScreen } from '../use-narrow-screen.ts';
import { EntriesTable } from './entries-table.tsx';
import type { EntryListProps } from './entry-parts.tsx';
import { EntryRows } from './entry-rows.tsx';

/** Entries as rows on a phone, where a table's columns would not fit, and as a table on wider windows. */
export function EntryList(props: EntryListProps) {
  return useNarrowScreen() ? <EntryRows {...props} /> : <EntriesTable {...props} />;
}
