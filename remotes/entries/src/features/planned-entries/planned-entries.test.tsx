// @vitest-environment jsdom
import type { PlannedEntry } from '@bc/api';
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { entriesArea } from '../../area.tsx';
import { categoriesReady, chooseCategory } from '../../testing/category-picker.ts';
import { currencies, paymentTypes, plan, subCategories, wallet } from '../../testing/fixtures.ts';

let api: StubApi;
let plans: PlannedEntry[] = [];
let listFails = false;

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  listFails = false;
  plans = [
    plan({ uuid: 'p-1' }),
    plan({
      uuid: 'p-2',
      type: 'incoming',
      amount: 1500,
      note: 'Salary',
      planning: 'yearly',
      end_date_time: '2028-06-30T00:00:00.000Z',
      next_execution: null,
      labels: [],
    }),
  ];
  api.handle(({ method, path }) => {
    if (path === '/api/currencies') return ok(currencies);
    if (path === '/api/payment-types') return ok(paymentTypes);
    if (path === '/api/categories') return ok(subCategories);
    if (path === '/api/wallet/list') return ok([wallet({ id: 1, name: 'Bank' })]);
    if (path === '/api/label/list') return ok([]);
    if (path === '/api/payees') return ok([]);
    if (method === 'GET' && path === '/api/entry/planned') {
      // The whole list, bare.
      return listFails
        ? { status: 500, body: { error: 'Internal error', status: 500, code: 'internal_error' } }
        : ok(plans);
    }
    if (method === 'GET' && path === '/api/entry/planned/p-1') return ok(plans[0]);
    if (method === 'DELETE' && path === '/api/entry/planned/p-1') {
      plans = plans.slice(1);
      return ok({ message: 'deleted' });
    }
    if (method === 'POST' || method === 'PUT') return ok(plan({ uuid: 'p-9' }));
    return undefined;
  });
});

const writes = () => api.calls.filter((call) => call.method !== 'GET');
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const ready = (label: string) =>
  waitFor(() => expect((screen.getByLabelText(label) as HTMLSelectElement).disabled).toBe(false));

describe('planned entries list (/planned-entries)', () => {
  it('shows each plan with its amount, next execution, end, planning chip and labels', async () => {
    await renderArea(entriesArea, '/planned-entries');
    const rent = (await screen.findByText('Rent')).closest('tr') as HTMLElement;
    // The amount in its type's colour, right-aligned; the days in the interface language.
    expect(within(rent).getByText('-€850.00').className).toBe('bc-amount bc-type-expenses');
    expect(within(rent).getByText('-€850.00').closest('td')?.className).toBe('bc-num');
    expect(within(rent).getByText('Dec 31, 2026')).toBeTruthy();
    expect(within(rent).getByText('No end')).toBeTruthy();
    expect(within(rent).getByText('Monthly').className).toContain('bc-planning-chip');
    expect(within(rent).getByText('House').className).toContain('bc-label-chip');
    expect(within(rent).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/planned_entry/p-1');

    const salary = screen.getByText('Salary').closest('tr') as HTMLElement;
    expect(within(salary).getByText('Over')).toBeTruthy();
    expect(within(salary).getByText('Yearly')).toBeTruthy();
    expect(within(salary).getByText('Jun 30, 2028')).toBeTruthy();
    // One call for the whole list: no pages.
    expect(api.calls.filter((call) => call.path === '/api/entry/planned')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('deletes a plan after a yes', async () => {
    await renderArea(entriesArea, '/planned-entries');
    const rent = (await screen.findByText('Rent')).closest('tr') as HTMLElement;
    fireEvent.click(within(rent).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete planned entry' });
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Planned entry deleted')).toBeTruthy();
    expect(writes()).toMatchObject([{ method: 'DELETE', path: '/api/entry/planned/p-1' }]);
    await waitFor(() => expect(screen.queryByText('Rent')).toBeNull());
  });

  it('says so when there are no plans', async () => {
    plans = [];
    await renderArea(entriesArea, '/planned-entries');
    expect(await screen.findByText('No planned entries found')).toBeTruthy();
  });

  it('only logs a failed load', async () => {
    listFails = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderArea(entriesArea, '/planned-entries');
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No planned entries found')).toBeNull();
  });
});

describe('planned entry form (/planned_entry)', () => {
  it('offers no Transfer tab and shows the planned validation messages', async () => {
    await renderArea(entriesArea, '/planned_entry?planned=true');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Expenses', 'Incoming', 'Debit']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'insert amount, choose wallet, choose category, choose planned type, choose start date',
    );
    await ready('Wallet');
    await categoriesReady();
    change('Amount', '50');
    change('Wallet', '1');
    chooseCategory('Groceries');
    change('Frequency', 'monthly');
    change('Start date', '2026-12-31');
    change('End date (optional)', '2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('the end date must not be before the start date');
    expect(writes()).toEqual([]);
  });

  it('saves a monthly expense through the planned endpoint and goes back to the list', async () => {
    const view = await renderArea(entriesArea, '/planned_entry?planned=true');
    await ready('Wallet');
    await categoriesReady();
    change('Amount', '50');
    change('Wallet', '1');
    chooseCategory('Groceries');
    change('Frequency', 'monthly');
    change('Start date', '2026-12-31');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/planned-entries'));
    expect(await screen.findByText('Planned entry saved')).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'POST',
        path: '/api/entry/planned',
        body: {
          type: 'expenses',
          amount: -50,
          account_id: 1,
          category_id: 3,
          planning: 'monthly',
          date_time: '2026-12-31T00:00:00.000Z',
          end_date_time: null,
        },
      },
    ]);
  });

  it('shows the server’s message for a field it refused', async () => {
    api.handle(({ method, path }) => {
      if (path === '/api/wallet/list') return ok([wallet({ id: 1, name: 'Bank' })]);
      if (path === '/api/categories') return ok(subCategories);
      if (path === '/api/currencies') return ok(currencies);
      if (path === '/api/payment-types') return ok(paymentTypes);
      if (method === 'POST') {
        return {
          status: 422,
          body: {
            error: 'The planned entry is invalid',
            status: 422,
            code: 'validation_failed',
            fields: { planning: 'choose planned type' },
          },
        };
      }
      return undefined;
    });
    await renderArea(entriesArea, '/planned_entry?type=incoming');
    await ready('Wallet');
    await categoriesReady();
    change('Amount', '10');
    change('Wallet', '1');
    chooseCategory('Salary');
    change('Frequency', 'weekly');
    change('Start date', '2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('choose planned type'));
    expect(writes()).toMatchObject([
      { method: 'POST', path: '/api/entry/planned', body: { type: 'incoming', amount: 10, category_id: 73 } },
    ]);
  });

  it('loads a plan to edit and saves it with PUT', async () => {
    const view = await renderArea(entriesArea, '/planned_entry/p-1');
    await waitFor(() =>
      expect((screen.getByLabelText('Frequency') as HTMLSelectElement).value).toBe('monthly'),
    );
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-01-31');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('850.00');
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Rent');
    await ready('Wallet');
    await categoriesReady();
    change('Frequency', 'weekly');
    change('End date (optional)', '2027-01-31');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/planned-entries'));
    expect(await screen.findByText('Planned entry updated')).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/entry/planned/p-1',
        body: {
          type: 'expenses',
          amount: -850,
          note: 'Rent',
          planning: 'weekly',
          date_time: '2026-01-31T00:00:00.000Z',
          end_date_time: '2027-01-31T00:00:00.000Z',
          labels: [{ name: 7, color: null }],
        },
      },
    ]);
  });
});
