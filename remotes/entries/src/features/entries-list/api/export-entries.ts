import { downloadFile } from '@bc/ui';
import { ENTRIES_CSV_NAME, ENTRIES_CSV_PATH } from '../../../components/export/entries-csv.ts';
import type { EntryFilters } from './get-entries.ts';

/**
 * GET /api/export/entries.csv?filters[...]: every entry the list's filters match, all pages, saved as the CSV
 * file the server names (`entries-<day>.csv`).
 */
export function exportEntries(filters: EntryFilters): Promise<string> {
  const searchParams = new URLSearchParams(filters.map(([name, value]) => [name, value]));
  return downloadFile(ENTRIES_CSV_PATH, { searchParams, fallbackName: ENTRIES_CSV_NAME });
}
