// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';
import { currencies, wallet } from '../../testing/fixtures.ts';

let api: StubApi;
const rent = {
  uuid: 'm-1',
  name: 'Rent',
  type: 'debit',
  amount: -700,
  currency_id: 1,
  currency: { id: 1, code: 'USD', symbol: '$', icon: '$' },
  payment_type: { id: 3, slug: 'bank_transfer' },
  note: 'Monthly',
  exclude_from_stats: false,
  account_id: 1,
  wallet: { id: 1, uuid: 'w-1', name: 'Bank' },
  category_id: null,
  sub_category: null,
  payee_id: null,
  labels: [{ id: 7, uuid: 'l-7', name: 'Home', color: '#4caf50' }],
  updated_at: '2026-01-01T00:00:00.000Z',
};
const savings = {
  ...rent,
  uuid: 'm-2',
  name: 'Holiday fund',
  type: 'saving',
  amount: -50,
  currency_id: 2,
  currency: { id: 2, code: 'EUR', symbol: '€', icon: '€' },
  payment_type: { id: 1, slug: 'credit_card' },
  note: 'Weekly',
  category_id: 62,
  sub_category: {
    id: 62,
    slug: 'savings',
    name: 'savings',
    custom: false,
    exclude_from_stats: false,
    category: { id: 9, slug: 'investments', icon: 'trending-up', kind: 'investments' },
  },
};
const paymentTypes = [
  { id: 1, slug: 'credit_card' },
  { id: 3, slug: 'bank_transfer' },
];
const groceries = { id: 3, slug: 'groceries', name: 'groceries', custom: false, exclude_from_stats: false };

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() =>
  api.handle(({ method, path }) => {
    if (path === '/api/currencies') return ok(currencies);
    if (path === '/api/payment-types') return ok(paymentTypes);
    // The picker reads the flat sub-categories, each with its parent.
    if (path === '/api/categories')
      return ok([{ ...groceries, category: { id: 1, slug: 'food_drinks', icon: 'food', kind: 'expenses' } }]);
    if (path === '/api/wallet/list') return ok([wallet({ id: 1, name: 'Bank' })]);
    if (path === '/api/label/list')
      return ok([{ id: 7, uuid: 'l-7', name: 'Home', color: '#4caf50', archive: false }]);
    if (path === '/api/entry/model' && method === 'GET') return ok([rent]);
    if (path === '/api/entry/model/m-1' && method === 'GET') return ok(rent);
    if (path === '/api/entry/model/m-2' && method === 'GET') return ok(savings);
    if (method === 'POST' || method === 'PUT') return ok(rent);
    if (method === 'DELETE') return { status: 204, body: null };
    return undefined;
  }),
);
const writes = () => api.calls.filter((call) => call.method !== 'GET');

describe('models', () => {
  it('lists the models and deletes one after a yes', async () => {
    await renderArea(settingsArea, '/settings/model');
    const item = await screen.findByRole('listitem', { name: 'Rent' });
    expect(within(item).getByText('Debit', { selector: '.bc-badge' })).toBeTruthy();
    // The amount in the model's currency and its type's colour.
    expect(within(item).getByText('-$700.00').className).toBe('bc-amount bc-type-debit');
    expect(within(item).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/settings/model/edit/m-1',
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Model deleted')).toBeTruthy();
    expect(writes()).toMatchObject([{ method: 'DELETE', path: '/api/entry/model/m-1' }]);
  });

  it('requires a name, then saves a new expense model with a negative amount and its labels', async () => {
    const view = await renderArea(settingsArea, '/settings/model/add?showDetails=true');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('insert model name');
    fireEvent.change(screen.getByLabelText('Template name'), { target: { value: 'Coffee' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1,2' } });
    // The same category picker as the entry form's: tiles named by the sub-category.
    fireEvent.click(await screen.findByRole('radio', { name: 'Groceries' }));
    // Typed names reuse a known label once the workspace's labels have arrived.
    await waitFor(() => expect(document.querySelector('option[value="Home"]')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Labels'), { target: { value: 'home, Treats' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/settings/model'));
    expect(await screen.findByText('Model saved')).toBeTruthy();
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/entry/model',
      body: {
        name: 'Coffee',
        type: 'expenses',
        amount: -1.2,
        category_id: 3,
        labels: [
          { name: 7, color: null },
          { name: 'Treats', color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
        ],
      },
    });
  });

  it('opens an existing model on its tab with its name and labels, and keeps them on save', async () => {
    await renderArea(settingsArea, '/settings/model/edit/m-1');
    expect(await screen.findByRole('tab', { name: 'Debit', selected: true })).toBeTruthy();
    expect((screen.getByLabelText('Template name') as HTMLInputElement).value).toBe('Rent');
    expect(screen.getByRole('button', { name: 'Remove label Home' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Money out (−)' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('1'));
    await waitFor(() => expect((screen.getByLabelText('Payment type') as HTMLSelectElement).value).toBe('3'));
    await waitFor(() => expect((screen.getByLabelText('Wallet') as HTMLSelectElement).value).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/entry/model/m-1',
      body: {
        name: 'Rent',
        type: 'debit',
        amount: -700,
        currency_id: 1,
        payment_type: 3,
        account_id: 1,
        note: 'Monthly',
        labels: [{ name: 7, color: null }],
      },
    });
  });

  it('saves a saving model with its sign, wallet, note and labels, and no goal', async () => {
    const view = await renderArea(settingsArea, '/settings/model/add?type=saving');
    expect(screen.getByRole('tab', { name: 'Saving', selected: true })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull();
    expect(screen.queryByLabelText(/Goal/)).toBeNull();
    const operation = screen.getByRole('group', { name: 'Operation' });
    expect(operation.getAttribute('aria-describedby')).toBe('model-saving-hint');
    expect(screen.getByText('A model keeps no goal: the goal is chosen on each saving entry.')).toBeTruthy();
    expect((within(operation).getByRole('radio', { name: 'Deposit (+)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Template name'), { target: { value: 'Holiday fund' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
    fireEvent.click(within(operation).getByRole('radio', { name: 'Withdrawal (−)' }));
    await waitFor(() => expect((screen.getByLabelText('Wallet') as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Wallet'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Weekly' } });
    await waitFor(() => expect(document.querySelector('option[value="Home"]')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Labels'), { target: { value: 'home' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/settings/model'));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/entry/model',
      body: {
        name: 'Holiday fund',
        type: 'saving',
        amount: -50,
        account_id: 1,
        category_id: 62,
        note: 'Weekly',
        labels: [{ name: 7, color: null }],
      },
    });
    expect(writes()[0]?.body).not.toHaveProperty('goal_id');
  });

  it('opens a saving model on its tab with withdrawal chosen and keeps its fields on save', async () => {
    await renderArea(settingsArea, '/settings/model/edit/m-2');
    expect(await screen.findByRole('tab', { name: 'Saving', selected: true })).toBeTruthy();
    expect((screen.getByLabelText('Template name') as HTMLInputElement).value).toBe('Holiday fund');
    expect((screen.getByRole('radio', { name: 'Withdrawal (−)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('50.00');
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Weekly');
    expect(screen.getByRole('button', { name: 'Remove label Home' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Wallet') as HTMLSelectElement).value).toBe('1'));
    // Switching to debit and back starts the radio afresh from the model.
    fireEvent.click(screen.getByRole('tab', { name: 'Debit' }));
    expect((screen.getByRole('radio', { name: 'Money in (+)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Saving' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Deposit (+)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/entry/model/m-2',
      body: {
        name: 'Holiday fund',
        type: 'saving',
        amount: 50,
        account_id: 1,
        category_id: 62,
        currency_id: 2,
        payment_type: 1,
        note: 'Weekly',
        labels: [{ name: 7, color: null }],
      },
    });
  });
});
