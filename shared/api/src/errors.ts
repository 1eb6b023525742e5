import { z } from 'zod';

// Codes every endpoint may answer; services add domain codes (e.g. `email_not_verified`) as strings,
// which is why `code` stays an open string in the body schema.
export const errorCodes = {
  badRequest: 'bad_request',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  conflict: 'conflict',
  requestTimeout: 'request_timeout',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  validationFailed: 'validation_failed',
  headersTooLarge: 'headers_too_large',
  rateLimited: 'rate_limited',
  internalError: 'internal_error',
  serviceUnavailable: 'service_unavailable',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/**
 * Every failure answers this body. `error` is the text for people: the original client shows it as it is
 * (password recovery and reset), so it is a sentence, never a code or a stack trace.
 */
export const errorBodySchema = z
  .object({
    error: z.string().describe('Human-readable message'),
    status: z.number().int().describe('HTTP status, repeated so a logged body is self-describing'),
    code: z.string().describe('Machine-readable code, e.g. not_found, validation_failed'),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('Per-field messages keyed by dotted path (422 only)'),
  })
  .describe('Every failure answers this body');

export type ErrorBody = z.infer<typeof errorBodySchema>;
