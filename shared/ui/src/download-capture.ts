import { vi } from 'vitest';

/** A file a screen handed to the browser to save: the name of its link and the bytes behind it. */
export interface SavedFile {
  name: string;
  blob: Blob;
  /** Whether the link was in the document when it was clicked (a detached link saves nothing in Firefox). */
  linkInDocument: boolean;
}

/**
 * Catches what `saveBlob` hands the browser in a jsdom test (which has no object URLs and saves nothing): the
 * returned list fills with each file saved. Call it in a `beforeEach`, with `vi.restoreAllMocks()` after.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob, linkInDocument: document.body.contains(this) });
  });
  return saved;
}
