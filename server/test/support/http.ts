import { errorBodySchema } from '@bc/api';
import { expect } from 'vitest';

/** Asserts the one error body and returns it; never a stack trace, whatever the status. */
export async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(text).not.toContain('stack');
  const body = errorBodySchema.parse(JSON.parse(text));
  expect(body.status).toBe(status);
  expect(body.code).toBe(code);
  expect(body.error.length).toBeGreaterThan(0);
  return body;
}

export async function getJson<T = unknown>(url: string): Promise<{ response: Response; body: T }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return { response, body: (await response.json()) as T };
}
