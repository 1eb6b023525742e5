import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorBody, errorCodes } from '@bc/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Thrown by services; the error handler turns it into the one error body (`error` is the message). */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Response headers that belong to the error (e.g. Retry-After on a 429). */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    options?: ErrorOptions & { headers?: Record<string, string> },
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.headers = options?.headers ?? {};
  }
}

export const badRequest = (message = 'The request is malformed') =>
  new HttpError(400, errorCodes.badRequest, message);
export const unauthenticated = (message = 'Authentication required') =>
  new HttpError(401, errorCodes.unauthenticated, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, errorCodes.forbidden, message);
export const notFound = (message = 'Not found') => new HttpError(404, errorCodes.notFound, message);
export const conflict = (message: string, code: string = errorCodes.conflict) =>
  new HttpError(409, code, message);
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new HttpError(422, errorCodes.validationFailed, message, fields);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    errorCodes.rateLimited,
    'Too many attempts. Please wait a few minutes and try again.',
    undefined,
    { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } },
  );
/** `cause` is logged server-side, never sent. */
export const serviceUnavailable = (message: string, cause?: unknown) =>
  new HttpError(503, errorCodes.serviceUnavailable, message, undefined, { cause });

// Codes for the 4xx statuses Fastify itself raises (bad JSON, wrong content type, body too large...).
const CODE_BY_STATUS: Record<number, string> = {
  400: errorCodes.badRequest,
  401: errorCodes.unauthenticated,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  405: errorCodes.methodNotAllowed,
  408: errorCodes.requestTimeout,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMediaType,
  422: errorCodes.validationFailed,
  429: errorCodes.rateLimited,
  431: errorCodes.headersTooLarge,
  503: errorCodes.serviceUnavailable,
};

export function errorBody(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  return { error: message, status, code, ...(fields ? { fields } : {}) };
}

type ValidationIssue = { instancePath?: string; message?: string };

/** `/labels/0/name` -> `labels.0.name`; an issue about the whole part is keyed by the part (`body`). */
export function fieldsFromValidation(issues: readonly ValidationIssue[], context?: string) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = (issue.instancePath ?? '').split('/').filter(Boolean).join('.') || context || 'request';
    // The first message per field is the most specific one; later ones only add noise.
    fields[key] ??= issue.message ?? 'Is invalid';
  }
  return fields;
}

/** Pure mapping from anything thrown to a status and body; `internal` says whether to log the stack. */
export function toErrorResponse(error: unknown): {
  status: number;
  body: ErrorBody;
  internal: boolean;
  headers?: Record<string, string>;
} {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: errorBody(error.status, error.code, error.message, error.fields),
      internal: error.status >= 500,
      ...(Object.keys(error.headers).length > 0 ? { headers: error.headers } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    return {
      status: 422,
      body: errorBody(
        422,
        errorCodes.validationFailed,
        'The request is invalid',
        fieldsFromValidation(error.validation, context),
      ),
      internal: false,
    };
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  const status = fastifyError?.statusCode;
  // Fastify's own 4xx errors carry messages written for clients; everything else is ours to hide.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? errorCodes.badRequest;
    return {
      status,
      body: errorBody(status, code, fastifyError?.message || 'The request is invalid'),
      internal: false,
    };
  }
  return {
    status: 500,
    body: errorBody(
      500,
      errorCodes.internalError,
      'Something went wrong on our side; please try again later',
    ),
    internal: true,
  };
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, internal, headers } = toErrorResponse(error);
  if (internal) {
    request.log.error({ err: error }, 'request failed');
  } else if (status >= 400) {
    request.log.info({ status, code: body.code }, 'request rejected');
  }
  if (headers) reply.headers(headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send(errorBody(404, errorCodes.notFound, `No route ${request.method} ${path}`));
}

/** Errors Fastify raises before routing (bad URL encoding, over-long params) go through the same shape. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void sendError(error, request, reply);
}

/**
 * Requests Node cannot even parse (unknown method, broken headers) never reach Fastify's handlers;
 * answered here in the same shape, as Fastify's default handler does in its own.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, errorCodes.requestTimeout, 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, errorCodes.headersTooLarge, 'The request headers are too large']
        : [400, errorCodes.badRequest, 'The request could not be parsed'];
  const body = JSON.stringify(errorBody(status, code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}
