// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { statsKeys } from '@bc/ui/stats';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';
import { currencies } from '../../testing/fixtures.ts';

let api: StubApi;
const mine = { id: 1001, slug: 'Coffee beans', name: 'Coffee beans', custom: true, exclude_from_stats: true };
const categories = [
  {
    id: 1,
    slug: 'food_drinks',
    icon: 'food',
    kind: 'expenses',
    type: 'expenses',
    subCategories: [
      { id: 3, slug: 'groceries', name: 'groceries', custom: false, exclude_from_stats: false },
      mine,
    ],
  },
  { id: 5, slug: 'vehicles', icon: 'car', kind: 'expenses', type: 'expenses', subCategories: [] },
];
const [dollar, euro] = currencies;
const userInfo = {
  uuid: 'u',
  name: 'Ann',
  email: 'a@b.c',
  email_verified: true,
  workspaces: [{ uuid: 'ws', name: 'Home', role: 'owner', current: true }],
  current_ws: 'ws',
  shared_with: [],
};
const setUp = { uuid: 'ws', name: 'Home', data: { currency: euro, payment_type_id: 1 } };
/** What user-info answers in `workspace_settings`: `[]` until the workspace is set up. */
let workspaceSettings: typeof setUp | [] = setUp;
const workspace = {
  workspace: { uuid: 'ws', name: 'Home', role: 'owner', current: true, users: [] },
  settings: { data: { currency: dollar, paymenttypeId: 1 } },
};

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  workspaceSettings = setUp;
  api.handle(({ method, path }) => {
    // The parents with their sub-categories (GET /api/categories is the flat list of sub-categories).
    if (path === '/api/categories-subcategories' && method === 'GET') return ok(categories);
    if (path === '/api/currencies') return ok(currencies);
    if (path === '/api/auth/user-info')
      return ok({ token: 'session', userInfo: { ...userInfo, workspace_settings: workspaceSettings } });
    if (path === '/api/user/currency') return ok(workspace);
    if (method === 'POST' || method === 'PUT')
      return ok({ ...mine, category: { id: 1, slug: 'food_drinks', icon: 'food', kind: 'expenses' } });
    return undefined;
  });
});
const writes = () => api.calls.filter((call) => call.method !== 'GET');

describe('custom categories', () => {
  it('loads a custom sub-category, saves it and returns to the list', async () => {
    const view = await renderArea(settingsArea, '/settings/category/edit/1/1001');
    const name = (await screen.findByLabelText('Category name')) as HTMLInputElement;
    expect(name.value).toBe('Coffee beans');
    expect((screen.getByLabelText('Parent category') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByRole('checkbox', { name: 'Exclude from stats' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.change(name, { target: { value: 'Coffee' } });
    fireEvent.change(screen.getByLabelText('Parent category'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/settings/category'));
    expect(writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/categories/1001',
        body: { name: 'Coffee', parent_category: 5, exclude_stats: true },
      },
    ]);
  });

  it('has the entries and the stats read again once saved: their figures and names follow it', async () => {
    const view = await renderArea(settingsArea, '/settings/category/edit/1/1001');
    const summary = statsKeys.call('summary', { start: '2026-01-01', end: '2026-01-31' });
    const entries = [...ledgerKeys.entries, 'list', {}];
    view.queryClient.setQueryData(summary, { total: 100 });
    view.queryClient.setQueryData(entries, { data: [] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Exclude from stats' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/settings/category'));
    expect(view.queryClient.getQueryState(summary)?.isInvalidated).toBe(true);
    expect(view.queryClient.getQueryState(entries)?.isInvalidated).toBe(true);
  });

  it('asks for a name and a parent before creating one', async () => {
    await renderArea(settingsArea, '/settings/category/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('insert a category name, choose a parent category');
    fireEvent.change(screen.getByLabelText('Category name'), { target: { value: 'Tea' } });
    fireEvent.change(screen.getByLabelText('Parent category'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/categories',
      body: { name: 'Tea', parent_category: 1 },
    });
  });
});

describe('default currency (/settings/currency)', () => {
  it('marks the workspace currency and chooses another', async () => {
    await renderArea(settingsArea, '/settings/currency');
    const euro = (await screen.findByRole('radio', {
      name: 'Use Euro as the default currency',
    })) as HTMLInputElement;
    await waitFor(() => expect(euro.checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Use US dollar as the default currency' }));
    expect(await screen.findByText('Default currency saved')).toBeTruthy();
    expect(writes()).toMatchObject([{ method: 'POST', path: '/api/user/currency', body: { currency: 1 } }]);
  });

  it('has every figure read again once another is chosen: they are counted in it', async () => {
    const view = await renderArea(settingsArea, '/settings/currency');
    const summary = statsKeys.call('summary', { start: '2026-01-01', end: '2026-01-31' });
    // Another area's figures in the workspace currency (a budget's stats), not known by name here.
    const budget = ['budgets', 'stats', 'list'];
    view.queryClient.setQueryData(summary, { total: 100 });
    view.queryClient.setQueryData(budget, []);
    fireEvent.click(await screen.findByRole('radio', { name: 'Use US dollar as the default currency' }));
    expect(await screen.findByText('Default currency saved')).toBeTruthy();
    expect(view.queryClient.getQueryState(summary)?.isInvalidated).toBe(true);
    expect(view.queryClient.getQueryState(budget)?.isInvalidated).toBe(true);
  });

  it('marks none before the workspace is set up, and refetches the user after a choice', async () => {
    workspaceSettings = [];
    await renderArea(settingsArea, '/settings/currency');
    const dollarChoice = await screen.findByRole('radio', { name: 'Use US dollar as the default currency' });
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/auth/user-info')).toBe(true));
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    fireEvent.click(dollarChoice);
    expect(await screen.findByText('Default currency saved')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/auth/user-info')).toHaveLength(2),
    );
  });
});
