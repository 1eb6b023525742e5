// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { renderArea, startFailingApi, type TestApi } from '@bc/ui/testing';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';

// A stand-in for the API at the HTTP boundary that answers every request with a 500.
let api: TestApi;

beforeAll(async () => {
  api = await startFailingApi();
  configureHttp({ apiBase: api.baseUrl });
});

afterAll(() => api?.close());

it.each([
  ['/settings/category', 'Categories'],
  ['/settings/currency', 'Currencies'],
])('%s shows a loading state, then the generic error when the server fails', async (path, title) => {
  await renderArea(settingsArea, path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('Loading…');
  expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again later.');
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('list')).toBeNull();
});
