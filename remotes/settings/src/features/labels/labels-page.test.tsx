// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';

let api: StubApi;
const food = { id: 1, uuid: 'l-1', name: 'Food', color: '#f44336', archive: false };
const trip = { id: 2, uuid: 'l-2', name: 'Trip 2024', color: '#2196f3', archive: true };

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() =>
  api.handle(({ method, path, query, body }) => {
    // archive=1: every label, archived ones included; without it the active ones.
    if (path === '/api/label/list') return ok(query.get('archive') === '1' ? [food, trip] : [food]);
    if (method === 'GET' && path === '/api/label/l-1') return ok(food);
    if (method === 'POST' || method === 'PUT') return ok({ ...food, ...(body as object) });
    if (method === 'DELETE') return { status: 204, body: null };
    return undefined;
  }),
);

const writes = () => api.calls.filter((call) => call.method !== 'GET');

describe('/settings/label', () => {
  it('reads every label once and filters active, all and archived ones here', async () => {
    await renderArea(settingsArea, '/settings/label');
    expect(await screen.findByRole('listitem', { name: 'Food' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Trip 2024' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getByRole('listitem', { name: 'Trip 2024' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Food' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    const archived = screen.getByRole('listitem', { name: 'Trip 2024' });
    expect(within(archived).getByText('Archived', { selector: '.bc-badge' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Food' })).toBeNull();
    const lists = api.calls.filter((call) => call.path === '/api/label/list');
    expect(lists.map((call) => call.query.get('archive'))).toEqual(['1']);
  });

  it('archives and restores a label by saving it with its archive flag', async () => {
    await renderArea(settingsArea, '/settings/label');
    const item = await screen.findByRole('listitem', { name: 'Food' });
    fireEvent.click(within(item).getByRole('button', { name: 'Archive' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Archive label' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Label archived')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    const trip2024 = screen.getByRole('listitem', { name: 'Trip 2024' });
    fireEvent.click(within(trip2024).getByRole('button', { name: 'Restore' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restore label' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Label restored')).toBeTruthy();
    expect(writes().map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', '/api/label/l-1', { name: 'Food', color: '#f44336', archive: true }],
      ['PUT', '/api/label/l-2', { name: 'Trip 2024', color: '#2196f3', archive: false }],
    ]);
  });

  it('requires a name, then creates the label with a palette colour', async () => {
    await renderArea(settingsArea, '/settings/label');
    fireEvent.click(await screen.findByRole('button', { name: 'Add label' }));
    const dialog = await screen.findByRole('dialog', { name: 'New label' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('insert a label name');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Car' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Label created')).toBeTruthy();
    expect(writes()).toMatchObject([
      { method: 'POST', path: '/api/label', body: { name: 'Car', archive: false } },
    ]);
    expect((writes()[0]?.body as { color?: string } | undefined)?.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('deletes a label after a yes', async () => {
    await renderArea(settingsArea, '/settings/label');
    const item = await screen.findByRole('listitem', { name: 'Food' });
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete label' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Label deleted')).toBeTruthy();
    expect(writes()).toMatchObject([{ method: 'DELETE', path: '/api/label/l-1' }]);
  });

  it('edits a label on its own page and goes back to the list', async () => {
    const view = await renderArea(settingsArea, '/settings/label/edit/l-1');
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Food');
    fireEvent.change(name, { target: { value: 'Groceries' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/settings/label'));
    expect(await screen.findByText('Label updated')).toBeTruthy();
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/label/l-1',
      body: { name: 'Groceries', color: '#f44336', archive: false },
    });
  });
});
