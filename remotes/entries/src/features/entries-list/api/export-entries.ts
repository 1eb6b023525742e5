import { http } from '@bc/session';
import {
  type DownloadedFile,
  ENTRIES_CSV_NAME,
  FILE_REQUEST,
  readDownload,
} from '../../../components/export/download-file.ts';
import type { EntryFilters } from './get-entries.ts';

/**
 * GET /api/export/entries.csv?filters[...]: every entry the list's filters match, all pages, as a CSV file
 * (`entries-<day>.csv`).
 */
export async function exportEntries(filters: EntryFilters): Promise<DownloadedFile> {
  const searchParams = new URLSearchParams(filters.map(([name, value]) => [name, value]));
  const response = await http().get('api/export/entries.csv', { ...FILE_REQUEST, searchParams });
  return readDownload(response, ENTRIES_CSV_NAME);
}
