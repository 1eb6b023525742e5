// PostgreSQL text cannot hold a NUL character: a string with one would fail in the query (a 500) instead of
// answering 422. One check for every request, before validation: the first such string is named by its path.
import type { onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { unprocessable } from './errors.ts';

export const NUL_MESSAGE = 'Text cannot contain a NUL character';

/** The dotted path of the first string holding a NUL character, or null. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found =
        nulPath(item, [...path, key]) ?? (key.includes('\u0000') ? [...path, key].join('.') : null);
      if (found !== null) return found;
    }
  }
  return null;
}

export const refuseNulCharacters: preValidationAsyncHookHandler = async (request) => {
  const found = nulPath(request.body) ?? nulPath(request.query) ?? nulPath(request.params);
  if (found !== null) throw unprocessable(NUL_MESSAGE, { [found]: NUL_MESSAGE });
};

/** Headers the workspace guard and authentication read as text go through the same rule. */
export const refuseNulHeaders: onRequestAsyncHookHandler = async (request) => {
  for (const name of ['x-ws', 'x-bc-token'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string' && value.includes('\u0000'))
      throw unprocessable(NUL_MESSAGE, { [name]: NUL_MESSAGE });
  }
};
