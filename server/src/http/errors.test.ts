import { describe, expect, it } from 'vitest';
import {
  fieldsFromValidation,
  HttpError,
  notFound,
  toErrorResponse,
  tooManyRequests,
  unprocessable,
} from './errors.ts';

describe('fieldsFromValidation', () => {
  it('turns JSON pointers into dotted paths, first message per field', () => {
    expect(
      fieldsFromValidation([
        { instancePath: '/labels/0/name', message: 'Required' },
        { instancePath: '/labels/0/name', message: 'Too short' },
        { instancePath: '/amount', message: 'Must be negative' },
      ]),
    ).toEqual({ 'labels.0.name': 'Required', amount: 'Must be negative' });
  });

  it('keys an issue about the whole part by the part', () => {
    expect(fieldsFromValidation([{ instancePath: '', message: 'Expected object' }], 'body')).toEqual({
      body: 'Expected object',
    });
  });
});

describe('toErrorResponse', () => {
  it('passes service errors through', () => {
    expect(toErrorResponse(notFound('Wallet not found'))).toEqual({
      status: 404,
      body: { error: 'Wallet not found', status: 404, code: 'not_found' },
      internal: false,
    });
    expect(toErrorResponse(unprocessable('Bad sign', { amount: 'Expenses are negative' })).body).toEqual({
      error: 'Bad sign',
      status: 422,
      code: 'validation_failed',
      fields: { amount: 'Expenses are negative' },
    });
  });

  it('carries the Retry-After of a 429, in whole seconds and at least 1', () => {
    expect(toErrorResponse(tooManyRequests(41.2))).toMatchObject({
      status: 429,
      body: { status: 429, code: 'rate_limited' },
      headers: { 'retry-after': '42' },
    });
    expect(toErrorResponse(tooManyRequests(0)).headers).toEqual({ 'retry-after': '1' });
  });

  it('keeps domain codes', () => {
    expect(toErrorResponse(new HttpError(403, 'email_not_verified', 'Verify first')).body.code).toBe(
      'email_not_verified',
    );
  });

  it('maps Fastify client errors by status', () => {
    const error = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toErrorResponse(error)).toMatchObject({
      status: 413,
      body: { code: 'payload_too_large' },
    });
  });

  it('hides anything else behind a generic 500', () => {
    const result = toErrorResponse(new Error('connection to 10.0.0.5 refused'));
    expect(result.status).toBe(500);
    expect(result.internal).toBe(true);
    expect(JSON.stringify(result.body)).not.toContain('10.0.0.5');
  });
});
