import { apiError } from '@bc/ui';

/**
 * What a failed request tells the person: the server's own message for a request it refused (4xx), else
 * `generic` (the server was not reached, or failed).
 */
export function failureText(error: unknown, generic: string): string {
  const { status, message } = apiError(error);
  return status !== null && status < 500 && message ? message : generic;
}
