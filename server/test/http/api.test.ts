import { errorCodes, healthSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectError, getJson } from '../support/http.ts';
import { adminUrl } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    configure: (app) => {
      // Test-only routes: the API has no write endpoint yet, and a 500 must be provoked on purpose.
      app.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({ name: z.string().min(1), labels: z.array(z.object({ id: z.number() })) }),
          },
        },
        async (request) => request.body,
      );
      app.get('/api/test/explode', async () => {
        throw new Error('secret detail from /srv/app/internal.ts');
      });
    },
  });
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/health', () => {
  it('answers ok with the database kind of this run', async () => {
    const { body } = await getJson(`${server.baseUrl}/api/health`);
    expect(healthSchema.parse(body)).toEqual({
      status: 'ok',
      database: adminUrl() ? 'postgresql' : 'pglite',
    });
  });
});

describe('errors', () => {
  it('answers an unknown /api path with the 404 body', async () => {
    const error = await expectError(
      await fetch(`${server.baseUrl}/api/no-such-thing`),
      404,
      errorCodes.notFound,
    );
    expect(error.fields).toBeUndefined();
  });

  it('answers an unsupported method on a known path with the 404 body', async () => {
    await expectError(
      await fetch(`${server.baseUrl}/api/categories`, { method: 'DELETE' }),
      404,
      'not_found',
    );
  });

  it('rejects a malformed JSON body with 400 before routing', async () => {
    // A path with no POST route (POST /api/categories exists now and authenticates first).
    const response = await fetch(`${server.baseUrl}/api/currencies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    await expectError(response, 400, errorCodes.badRequest);
  });

  it('rejects a malformed JSON body on a route that takes one with 400', async () => {
    const response = await fetch(`${server.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    await expectError(response, 400, errorCodes.badRequest);
  });

  it('answers a schema violation with 422 and dotted field paths', async () => {
    const response = await fetch(`${server.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '', labels: [{ id: 'x' }] }),
    });
    const error = await expectError(response, 422, errorCodes.validationFailed);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['labels.0.id', 'name']);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await fetch(`${server.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-unknown' },
      body: 'x',
    });
    await expectError(response, 415, errorCodes.unsupportedMediaType);
  });

  it('hides unexpected failures behind a generic 500', async () => {
    const response = await fetch(`${server.baseUrl}/api/test/explode`);
    const error = await expectError(response, 500, errorCodes.internalError);
    expect(error.error).not.toContain('secret');
  });

  it('answers a badly encoded URL with 400', async () => {
    await expectError(await fetch(`${server.baseUrl}/api/%zz`), 400, errorCodes.badRequest);
  });
});

describe('CORS on /api', () => {
  it('answers a preflight for the custom auth headers', async () => {
    const response = await fetch(`${server.baseUrl}/api/categories`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-bc-token, authorization, x-ws',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of ['authorization', 'x-bc-token', 'x-ws', 'content-type', 'accept-language']) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('exposes Authorization on responses, errors included', async () => {
    const ok = await fetch(`${server.baseUrl}/api/health`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(ok.headers.get('access-control-expose-headers')).toBe('Authorization, Content-Disposition');
    const missing = await fetch(`${server.baseUrl}/api/nothing`, {
      headers: { origin: 'https://x.example' },
    });
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('API documentation', () => {
  it('lists the routes in the OpenAPI document', async () => {
    const { body } = await getJson<{ openapi: string; paths: Record<string, unknown> }>(
      `${server.baseUrl}/api/docs/json`,
    );
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/categories',
        '/api/categories-subcategories',
        '/api/categories/{id}',
        '/api/currencies',
        '/api/payment-types',
        '/api/auth/sign-up',
        '/api/auth/authenticate',
        '/api/auth/authenticate/{provider}',
        '/api/auth/authenticate/token/{provider}',
        '/api/auth/user-info',
        '/api/auth/{userUuid}/finalize/sign-up',
        '/api/workspace/list',
        '/api/workspace/{uuid}',
        '/api/user/currency',
      ]),
    );
    // Static web routes are not part of the API.
    expect(Object.keys(body.paths).some((path) => path.startsWith('/app'))).toBe(false);
  });

  it('serves the interactive docs as HTML', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('swagger');
  });
});
