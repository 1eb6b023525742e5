/** How much of a request's body has left the browser. */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for one ky request that sends `body` through XMLHttpRequest, whose upload events say how much of
 * it has been sent. ky's own onUploadProgress streams the body, which Chromium refuses over HTTP/1.1
 * (ERR_H2_OR_QUIC_REQUIRED) and Firefox and Safari do not do at all; XMLHttpRequest reports progress on every
 * connection. The request's method, URL, headers (the session's, set by the client's hooks) and signal are
 * kept; the body is `body` itself, so that the browser writes the multipart boundary.
 */
export function sendWithUploadProgress(
  body: XMLHttpRequestBodyInit,
  onProgress: (progress: UploadProgress) => void,
): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => {
        if (name !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ sentBytes: event.loaded, totalBytes: event.total });
      };
      xhr.onload = () => {
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(empty ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // A TypeError, as fetch fails when the server is never reached.
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError'));
      if (request.signal.aborted) {
        reject(request.signal.reason);
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
}
