import type { FindBody } from '@bc/api';
import { http } from '@bc/session';
import { fileNameOf, saveBlob } from '@bc/ui';
import { ENTRIES_CSV_NAME, ENTRIES_CSV_PATH } from '../../../components/export/entries-csv.ts';

/**
 * POST /api/export/entries.csv with the search's criteria (the body of POST /api/find; `{}` for the latest
 * entries, which are every entry): every match, all pages, saved as the CSV file the server names
 * (`entries-<day>.csv`). Without the client's 30 s limit, which a whole ledger can pass; a POST never goes
 * through its offline cache.
 */
export async function exportFoundEntries(criteria: FindBody): Promise<void> {
  const response = await http().post(ENTRIES_CSV_PATH, { json: criteria, timeout: false });
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? ENTRIES_CSV_NAME;
  saveBlob(await response.blob(), name);
}
