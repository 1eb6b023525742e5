import type { FastifyRequest } from 'fastify';

/**
 * The X-WS header's value: the workspace a request asks to work in. '' when it is absent or blank; '-'
 * (which matches nothing) when it is repeated, as that is ambiguous.
 */
export function requestedWorkspace(request: FastifyRequest): string {
  const header = request.headers['x-ws'];
  if (Array.isArray(header)) return '-';
  return header?.trim() ?? '';
}
