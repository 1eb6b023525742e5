import { fileNameOf } from '@bc/ui';

/** What the entries' CSV is saved as when the server names no file. */
export const ENTRIES_CSV_NAME = 'entries.csv';

/** A file the server answered as an attachment: its bytes and the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/**
 * How a file is asked for through the session's client: without its 30 s limit, which a whole ledger can pass,
 * and straight to the network, past its offline cache of GET answers (a file is not an answer to show offline,
 * and a copy of every export would stay in IndexedDB).
 */
export const FILE_REQUEST = {
  timeout: false,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
} as const;

/** The body of a download as a Blob, named by its Content-Disposition, else `fallbackName`. */
export async function readDownload(response: Response, fallbackName: string): Promise<DownloadedFile> {
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  return { blob: await response.blob(), name };
}
