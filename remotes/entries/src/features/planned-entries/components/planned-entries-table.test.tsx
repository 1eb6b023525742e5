// @vitest-environment jsdom
import { renderArea } from '@bc/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entriesArea } from '../../../area.tsx';
import { plan, salary } from '../../../testing/fixtures.ts';
import { stubNarrowScreen } from '../../../testing/narrow-screen.ts';
import { PlannedEntriesTable } from './planned-entries-table.tsx';

const rent = plan({ uuid: 'p-1', end_date_time: '2027-06-30T00:00:00.000Z' });
const pay = plan({
  uuid: 'p-2',
  type: 'incoming',
  amount: 1500,
  note: null,
  sub_category: salary,
  planning: 'yearly',
  next_execution: null,
  labels: [],
});

const list = (onDelete = vi.fn()) => ({
  ...entriesArea,
  routes: <PlannedEntriesTable plans={[rent, pay]} onDelete={onDelete} />,
});

afterEach(() => vi.unstubAllGlobals());

describe('the planned entries on a phone', () => {
  it('are rows: the name, the next execution and end, the frequency and labels as chips, the coloured amount', async () => {
    stubNarrowScreen(true);
    await renderArea(list(), '/planned-entries');
    expect(screen.queryByRole('table')).toBeNull();
    const rows = within(screen.getByRole('list', { name: 'Planned entries' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];

    expect(first.querySelector('.bc-row-title')?.textContent).toBe('Rent');
    expect(first.querySelector('.bc-row-meta')?.textContent).toBe(
      'Next execution: Dec 31, 2026 · End: Jun 30, 2027',
    );
    expect(within(first).getByText('Monthly').className).toBe('bc-badge bc-planning-chip');
    expect(within(first).getByText('House').className).toBe('bc-label-chip');
    expect(within(first).getByText('-€850.00').className).toBe('bc-amount bc-type-expenses');

    // Without a note the category names it; a plan that is over says so.
    expect(second.querySelector('.bc-row-title')?.textContent).toBe('Salary');
    expect(second.querySelector('.bc-row-meta')?.textContent).toBe('Next execution: Over');
    expect(within(second).getByText('€1,500.00').className).toBe('bc-amount bc-type-incoming');
  });

  it('reach Edit and Delete from a menu named after the plan', async () => {
    stubNarrowScreen(true);
    const onDelete = vi.fn();
    await renderArea(list(onDelete), '/planned-entries');
    const row = screen.getByText('Rent').closest('li') as HTMLElement;
    expect(row.querySelector('summary')?.getAttribute('aria-label')).toBe('Actions for Rent');
    expect(within(row).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/planned_entry/p-1');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(rent);
  });
});

describe('the planned entries on a wider window', () => {
  it('are a table with the amount right-aligned', async () => {
    stubNarrowScreen(false);
    await renderArea(list(), '/planned-entries');
    expect(screen.queryByRole('list', { name: 'Planned entries' })).toBeNull();
    const amount = within(screen.getByRole('table')).getByRole('cell', { name: '-€850.00' });
    expect(amount.className).toBe('bc-num');
  });
});
