// @vitest-environment jsdom
import { configureHttp, http } from '@bc/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, saveProblems } from './api-error.ts';
import { type StubApi, startStubApi } from './stub-api.ts';

let api: StubApi;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());

/** The error a request answered with `status` and `body` throws. */
async function failure(status: number, body: unknown): Promise<unknown> {
  api.handle(() => ({ status, body }));
  return http()
    .post('api/label', { json: {} })
    .then(
      () => {
        throw new Error('the request should have failed');
      },
      (error: unknown) => error,
    );
}

describe('apiError', () => {
  it('reads the flat error body: the text in `error`, the code and the field messages', async () => {
    const error = await failure(422, {
      error: 'The label is not valid',
      status: 422,
      code: 'validation_failed',
      fields: { name: 'label_name_required', color: 42 },
    });
    expect(apiError(error)).toEqual({
      status: 422,
      code: 'validation_failed',
      message: 'The label is not valid',
      fields: { name: 'label_name_required' },
    });
    expect(saveProblems(error, (key) => `t:${key}`, 'fallback')).toEqual(['t:label_name_required']);
  });

  it('has no message when the body has no text, and no status when the server was never reached', async () => {
    const error = await failure(500, { error: '  ', status: 500, code: 'internal_error' });
    expect(apiError(error)).toMatchObject({ status: 500, code: 'internal_error', message: null, fields: {} });
    expect(saveProblems(error, (key) => key, 'fallback')).toEqual(['fallback']);
    expect(apiError(new TypeError('Failed to fetch'))).toEqual({
      status: null,
      code: null,
      message: null,
      fields: {},
    });
  });
});
