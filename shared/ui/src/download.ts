import { http } from '@bc/session';

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8) before `filename`, without any
 * folder; null when the header names none.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim() ?? null;
  }
  // A name is only a name: the browser decides the folder.
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/** How long the object URL of a saved file lives: the browser has started reading it well before. */
const REVOKE_AFTER_MS = 10_000;

/** Hands `blob` to the browser as a download named `name`: an object URL on a temporary `<a download>`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export interface DownloadOptions {
  /** The query: a record, or URLSearchParams for a name given more than once (a list's filters). */
  searchParams?: Record<string, string> | URLSearchParams;
  /** The name to save under when the answer has no Content-Disposition file name. */
  fallbackName: string;
}

/**
 * GET `path` through the session's client (its Authorization, X-BC-Token and X-WS) and saves the answer as a
 * file named by its Content-Disposition; answers the name it was saved under. A file is not an answer to show
 * offline: the request goes straight to the network, past the client's offline cache (which would keep a
 * copy of every export in IndexedDB), and without the client's 30 s limit, which a large export can pass.
 */
export async function downloadFile(
  path: string,
  { searchParams, fallbackName }: DownloadOptions,
): Promise<string> {
  const response = await http().get(path, {
    ...(searchParams && { searchParams }),
    timeout: false,
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}
