// @vitest-environment jsdom
import type { Entry } from '@bc/api';
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { entriesArea } from '../../area.tsx';
import { entry, salary, wallet } from '../../testing/fixtures.ts';
import { stubNarrowScreen } from '../../testing/narrow-screen.ts';
import { EntryList } from './entry-list.tsx';
import { EntryRows } from './entry-rows.tsx';

let api: StubApi;

const bread = entry({
  id: 1,
  note: 'Bread',
  amount: -3.2,
  date_time: '2026-01-10T12:00:00.000Z',
  labels: [{ id: 7, uuid: 'l-7', name: 'Food', color: '#f44336' }],
});
const pay = entry({ id: 2, note: null, type: 'incoming', amount: 1500, sub_category: salary, planned: true });
const move = entry({
  id: 3,
  note: null,
  type: 'transfer',
  amount: -100,
  transfer_id: 5,
  transfer_to: { id: 5, uuid: 'w-5', name: 'Cash' },
});

/** The list alone, with the area's strings. */
const rowsOf = (element: React.ReactNode) => ({ ...entriesArea, routes: element });

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
  api.handle(({ path }) => {
    if (path === '/api/wallet/list')
      return ok([wallet({ id: 1, name: 'Bank' }), wallet({ id: 5, name: 'Cash' })]);
    if (path === '/api/categories') return ok([]);
    return undefined;
  });
});
afterAll(() => api.close());
afterEach(() => vi.unstubAllGlobals());

const row = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('the entry rows', () => {
  it('show the icon, the words opening the entry, the category, wallet and date, and the amount in its type colour', async () => {
    await renderArea(rowsOf(<EntryRows entries={[bread, pay, move]} />), '/entries');
    const list = screen.getByRole('list', { name: 'Entries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const first = row('Bread');
    expect(within(first).getByRole('link', { name: 'Bread' }).getAttribute('href')).toBe('/entry/e-1');
    expect(first.querySelector('.bc-row-meta')?.textContent).toBe('Groceries · Bank · Jan 10, 2026');
    expect(first.querySelector('.bc-icon-badge svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(first).getByText('-€3.20').className).toBe('bc-amount bc-type-expenses');
    expect(within(first).getByText('Food').className).toBe('bc-label-chip');

    // Without words, the category names the row; the planned badge sits with the chips.
    const second = row('Salary');
    expect(within(second).getByText('€1,500.00').className).toBe('bc-amount bc-type-incoming');
    expect(second.querySelector('.bc-row-chips')?.textContent).toContain('Planned');

    // A transfer reads from one wallet to the other, in the transfer's amber.
    const third = screen.getByText(/Bank → Cash/).closest('li') as HTMLElement;
    expect(within(third).getByText('-€100.00').className).toBe('bc-amount bc-type-transfer');
    // Without a menu there is nothing to delete from.
    expect(within(third).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('reach Edit and Delete from a named row menu, and filter by a label', async () => {
    const onDelete = vi.fn<(entry: Entry) => void>();
    const onFilter = vi.fn();
    await renderArea(
      rowsOf(<EntryRows entries={[bread]} onDelete={onDelete} onFilter={onFilter} />),
      '/entries',
    );
    const menu = screen.getByText('', { selector: 'summary' });
    expect(menu.getAttribute('aria-label')).toBe('Actions for Bread');
    const first = row('Bread');
    expect(within(first).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/entry/e-1');
    fireEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(bread);
    fireEvent.click(within(first).getByRole('button', { name: 'Food' }));
    expect(onFilter).toHaveBeenCalledWith('filter_label', '7');
  });

  it('mark an entry with a write kept offline', async () => {
    await renderArea(rowsOf(<EntryRows entries={[bread]} pendingOf={() => 'delete'} />), '/entries');
    const first = row('Bread');
    expect(first.dataset.pending).toBe('delete');
    expect(first.querySelector('.bc-badge-pending')?.textContent).toBe(' Deletion pending');
  });
});

describe('the entry list', () => {
  it('is rows on a phone-narrow window and a table on a wider one', async () => {
    stubNarrowScreen(true);
    const phone = await renderArea(rowsOf(<EntryList entries={[bread]} />), '/entries');
    expect(screen.getByRole('list', { name: 'Entries' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    phone.unmount();

    stubNarrowScreen(false);
    await renderArea(rowsOf(<EntryList entries={[bread]} />), '/entries');
    const table = screen.getByRole('table');
    const amount = within(table).getByRole('cell', { name: '-€3.20' });
    expect(amount.className).toBe('bc-num');
    expect(screen.queryByRole('list', { name: 'Entries' })).toBeNull();
  });
});
