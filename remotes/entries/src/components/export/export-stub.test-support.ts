// An export as the component tests see it: the CSV the stub API answers, what the page hands the browser to save,
// and a way to keep an export waiting while the test looks at the busy button.
import type { StubAnswer } from '@bc/ui/testing';
import { afterEach, beforeEach, vi } from 'vitest';

/** A file the page handed to the browser to save: its name and bytes. */
export interface SavedFile {
  name: string;
  bytes: Uint8Array;
}

/** An entries CSV as the server writes it: UTF-8 with a byte order mark, CRLF lines. */
export const CSV_TEXT = '\uFEFFdate,type,amount,id\r\n2026-01-10,expenses,-10.00,1\r\n';

/** The CSV answer, named as the server names it; `null` answers no file name. */
export function csvAnswer(fileName: string | null = 'entries-2026-01-31.csv'): StubAnswer {
  return {
    status: 200,
    file: new TextEncoder().encode(CSV_TEXT),
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': fileName === null ? 'attachment' : `attachment; filename="${fileName}"`,
    },
  };
}

/** The text of saved bytes, byte order mark and all. */
export const savedText = (file: SavedFile | undefined) =>
  file ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes) : null;

/**
 * Keeps, for each test of the file that calls it, the files the page hands the browser to save (a link with
 * `download` to an object URL, clicked in the document); answers a reader of them.
 */
export function keepSavedFiles(): () => Promise<SavedFile[]> {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob }[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    // jsdom cannot follow the link; the test reads the blob behind it instead.
    event.preventDefault();
    const blob = blobs.get(link.href);
    if (blob) saved.push({ name: link.download, blob });
  };
  beforeEach(() => {
    blobs.clear();
    saved.length = 0;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = `blob:test/${blobs.size}`;
      if (blob instanceof Blob) blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    document.addEventListener('click', onClick);
  });
  afterEach(() => document.removeEventListener('click', onClick));
  return () =>
    Promise.all(
      saved.map(async ({ name, blob }) => ({ name, bytes: new Uint8Array(await blob.arrayBuffer()) })),
    );
}

/**
 * Holds requests to /api/export/ before they leave the page until the returned function is called, so a test
 * sees the button while it waits; the other requests go as usual.
 */
export function holdExports(): () => void {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const network = globalThis.fetch.bind(globalThis);
  // Restored by the test file's vi.restoreAllMocks.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).pathname.startsWith('/api/export/')) await released;
    return network(input, init);
  });
  return release;
}
