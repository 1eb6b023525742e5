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

export const errorDetailSchema = z.object({
  status: z.number().int().describe('HTTP status, repeated so a logged body is self-describing'),
  code: z.string().describe('Machine-readable code, e.g. not_found, validation_failed'),
  message: z.string().describe('Human-readable text; never a stack trace'),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe('Per-field messages keyed by dotted path (422 only)'),
});

export const errorBodySchema = z
  .object({ error: errorDetailSchema })
  .describe('Every failure answers this body');

export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
