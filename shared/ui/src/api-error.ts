import { httpStatus } from '@bc/session';

/** What a failed API call tells a screen, read without a schema library. */
export interface ApiErrorDetail {
  /** HTTP status, or null when the server was never reached. */
  status: number | null;
  /** The machine code, e.g. `invalid_credentials`, `email_not_verified`. */
  code: string | null;
  /** The server's human-readable text (the body's `error`). */
  message: string | null;
  /** Per-field messages of a 422, keyed by dotted path. */
  fields: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads the error body `{ error, status, code, fields }` (`error` is the human text) from a failed
 * request (the HTTP client parses an error's body into `error.data`). Anything missing comes back as
 * null or empty.
 */
export function apiError(error: unknown): ApiErrorDetail {
  const data = isRecord(error) ? error.data : undefined;
  const body = isRecord(data) ? data : {};
  const fields: Record<string, string> = {};
  if (isRecord(body.fields)) {
    for (const [key, value] of Object.entries(body.fields))
      if (typeof value === 'string') fields[key] = value;
  }
  return {
    status: httpStatus(error),
    code: typeof body.code === 'string' ? body.code : null,
    message: typeof body.error === 'string' && body.error.trim() ? body.error : null,
    fields,
  };
}

/**
 * What a form shows after a failed save: each field message of a 422 through `translate` (the server
 * answers the rules' message keys), or `fallback` when the server named no field.
 */
export function saveProblems(
  error: unknown,
  translate: (message: string) => string,
  fallback: string,
): string[] {
  const messages = Object.values(apiError(error).fields);
  return messages.length > 0 ? messages.map(translate) : [fallback];
}
