// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';
import { currencies } from '../../testing/fixtures.ts';

let api: StubApi;
const mine = { id: 1001, slug: 'Coffee beans', custom: true, exclude_from_stats: true };
const categories = [
  {
    id: 1,
    slug: 'food_drinks',
    icon: 'food',
    kind: 'expenses',
    subCategories: [{ id: 3, slug: 'groceries', custom: false, exclude_from_stats: false }, mine],
  },
  { id: 5, slug: 'vehicles', icon: 'car', kind: 'expenses', subCategories: [] },
];
const workspace = {
  uuid: 'ws',
  name: 'Home',
  role: 'owner',
  current: true,
  settings: { currency_id: 2, payment_type_id: 1 },
  shared_with: [],
};

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() =>
  api.handle(({ method, path }) => {
    if (path === '/api/categories' && method === 'GET') return ok({ data: categories });
    if (path === '/api/currencies') return ok({ data: currencies });
    if (path === '/api/auth/user-info')
      return ok({
        data: {
          token: 't',
          userInfo: {
            uuid: 'u',
            name: 'Ann',
            email: 'a@b.c',
            email_verified: true,
            workspaces: [],
            current_workspace: workspace,
            setup_complete: true,
          },
        },
      });
    if (path === '/api/user/currency') return ok({ data: workspace });
    if (method === 'POST' || method === 'PUT')
      return ok({
        data: { ...mine, category: { id: 1, slug: 'food_drinks', icon: 'food', kind: 'expenses' } },
      });
    return undefined;
  }),
);
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
});
