// The benches' HTTP client: node:http on kept-alive connections. The clients run on the machine they measure
// (on two cores, in the same process as the server for bench/ledger.ts), so their own cost counts in every
// figure: fetch cost about three times as much per call (a quarter of a core under bench/load.ts, 0.1 to
// 0.6 ms more per call in bench/ledger.ts, more the longer the body).
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** One request; the answer's status and whole body as text. Rejects when there is no answer. */
export function send(
  origin: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${url}`, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
