// @vitest-environment jsdom
import { configureHttp, onlineAtom, sessionStore } from '@bc/session';
import { renderArea, startFailingApi, type TestApi } from '@bc/ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { entriesArea } from '../../area.tsx';

// A stand-in for the API at the HTTP boundary that answers every request with a 500.
let api: TestApi;

beforeAll(async () => {
  api = await startFailingApi();
  configureHttp({ apiBase: api.baseUrl });
});

afterAll(() => api?.close());
afterEach(() => {
  cleanup();
  sessionStore.set(onlineAtom, true);
});

it('shows a loading state, then the generic error where reference data could not be loaded', async () => {
  await renderArea(entriesArea, '/entry');
  expect(screen.getAllByRole('option', { name: 'Loading…' }).length).toBeGreaterThan(0);

  await waitFor(() =>
    expect(screen.getAllByText('An error occurred. Please try again later.')).toHaveLength(3),
  );
  expect(within(screen.getByRole('group', { name: 'Category' })).getByRole('alert').textContent).toBe(
    'An error occurred. Please try again later.',
  );
  for (const label of ['Currency', 'Payment type']) {
    const field = screen.getByLabelText(label) as HTMLSelectElement;
    expect(field.disabled).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBe(`${field.id}-error`);
  }
});

it('says in words that a list was never kept for offline use, when offline', async () => {
  sessionStore.set(onlineAtom, false);
  await renderArea(entriesArea, '/entry');
  const message = 'Not kept for offline use yet: it loads as soon as you are back online.';
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(3));
  expect(screen.queryByText('An error occurred. Please try again later.')).toBeNull();
});
