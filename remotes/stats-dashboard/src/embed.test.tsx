// @vitest-environment jsdom
import { ok, type StubApi, startStubApi } from '@bc/ui/testing';
import { waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountStats } from './embed-mount.tsx';
import { referenceAnswer } from './testing/fixtures.ts';

let api: StubApi;

beforeAll(async () => {
  api = await startStubApi();
  api.handle((call) =>
    call.path === '/api/stats/average-incoming'
      ? ok({ total: 321 })
      : (referenceAnswer(call) ?? ok({ total: 0 })),
  );
});
afterAll(() => api.close());

describe('the stats embed', () => {
  it('mounts the real dashboard with the credentials it is given, kept in memory', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const embedded = await mountStats(element, { apiBase: api.baseUrl, token: 'access-1', language: 'en' });
    const view = within(element);
    expect(await view.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(await view.findByText('€321.00')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/stats/chart/line/incoming-expenses')).toBe(true),
    );
    const statsCall = api.calls.find((call) => call.path === '/api/stats/average-incoming');
    expect(statsCall?.headers.authorization).toBe('Bearer access-1');
    embedded.unmount();
  });
});
