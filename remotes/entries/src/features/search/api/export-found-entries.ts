import type { FindBody } from '@bc/api';
import { http } from '@bc/session';
import {
  type DownloadedFile,
  ENTRIES_CSV_NAME,
  FILE_REQUEST,
  readDownload,
} from '../../../components/export/download-file.ts';

/**
 * POST /api/export/entries.csv with the search's criteria (the body of POST /api/find; `{}` for the latest
 * entries, which are every entry): every match, all pages, as a CSV file
 * (`entries-<day>.csv`).
 */
export async function exportFoundEntries(criteria: FindBody): Promise<DownloadedFile> {
  const response = await http().post('api/export/entries.csv', { ...FILE_REQUEST, json: criteria });
  return readDownload(response, ENTRIES_CSV_NAME);
}
