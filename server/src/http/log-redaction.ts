// Secrets that travel in URLs (e-mail link tokens in the path, a provider's code and state in the query)
// must not reach the request log, where "incoming request" lines record every URL at info level.
const SECRET_PATH = /(\/auth\/(?:confirm|reset-password)\/)[^/?#]+/g;
const SECRET_QUERY = new Set(['code', 'state', 'iss', 'token']);

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_PATH, '$1[redacted]');
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_QUERY.has(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
};

/** Fastify's request serializer, with the URL redacted. */
export const LOG_SERIALIZERS = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url ?? ''),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
