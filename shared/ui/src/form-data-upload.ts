import { vi } from 'vitest';

const BOUNDARY = '----bc-test-form-boundary';

/** A FormData as a browser writes it on the wire: each part with its name, a file's name and type, its bytes. */
async function multipartBody(form: FormData): Promise<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [name, value] of form) {
    let head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"`;
    if (typeof value === 'string') {
      chunks.push(encoder.encode(`${head}\r\n\r\n${value}\r\n`));
      continue;
    }
    head += `; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
    chunks.push(encoder.encode(head), new Uint8Array(await value.arrayBuffer()), encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  const body = new Uint8Array(new ArrayBuffer(chunks.reduce((size, chunk) => size + chunk.length, 0)));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/**
 * Makes a jsdom test send a FormData through fetch as a browser does. Vitest's jsdom environment hands fetch a
 * Node copy of a jsdom FormData that loses each file's name and bytes; with this, a request keeps the FormData
 * the app built and fetch writes it as multipart/form-data. Call it in a `beforeEach`, with
 * `vi.unstubAllGlobals()` after.
 */
export function sendFormDataAsBrowsers(): void {
  const NodeRequest = globalThis.Request;
  const nodeFetch = globalThis.fetch;
  const forms = new WeakMap<Request, FormData>();
  class FormRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const form =
        init?.body instanceof FormData
          ? init.body
          : input instanceof NodeRequest
            ? forms.get(input)
            : undefined;
      super(input, form && init?.body === form ? { ...init, body: null } : init);
      if (form) forms.set(this, form);
    }
  }
  vi.stubGlobal('Request', FormRequest);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new FormRequest(input, init);
    const form = forms.get(request);
    if (!form) return nodeFetch(request);
    const headers = new Headers(request.headers);
    headers.set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`);
    return nodeFetch(request.url, {
      method: request.method,
      headers,
      body: await multipartBody(form),
      signal: request.signal,
    });
  });
}
