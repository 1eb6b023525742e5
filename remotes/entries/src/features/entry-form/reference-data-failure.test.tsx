// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { renderArea, startFailingApi, type TestApi } from '@bc/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { entriesArea } from '../../area.tsx';

// A stand-in for the API at the HTTP boundary that answers every request with a 500.
let api: TestApi;

beforeAll(async () => {
  api = await startFailingApi();
  configureHttp({ apiBase: api.baseUrl });
});

afterAll(() => api?.close());

it('shows a loading state, then the generic error where reference data could not be loaded', async () => {
  await renderArea(entriesArea, '/entry');
  expect(screen.getAllByRole('option', { name: 'Loading…' }).length).toBeGreaterThan(0);

  await waitFor(() =>
    expect(screen.getAllByText('An error occurred. Please try again later.')).toHaveLength(3),
  );
  for (const label of ['Category', 'Currency', 'Payment type']) {
    const field = screen.getByLabelText(label) as HTMLSelectElement;
    expect(field.disabled).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBe(`${field.id}-error`);
  }
});
