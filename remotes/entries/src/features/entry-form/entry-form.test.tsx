// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entriesArea } from '../../area.tsx';
import { currencies, entry, paymentTypes, subCategories, wallet } from '../../testing/fixtures.ts';

let api: StubApi;
let models: unknown[] | null = null;
const wallets = [wallet({ id: 1, name: 'Bank' }), wallet({ id: 2, name: 'Cash', type: 'cache' })];
const labels = [{ id: 7, uuid: 'l-7', name: 'Holiday', color: '#4caf50', archived: false }];
const payees = [
  {
    id: 5,
    uuid: 'p-5',
    name: 'Anna',
    type: 'payee',
    balance: 0,
    archived: false,
    created_at: '',
    debts: { balance: 0, entries: 0 },
  },
];

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() =>
  api.handle(({ method, path }) => {
    if (path === '/api/currencies') return ok({ data: currencies });
    if (path === '/api/payment-types') return ok({ data: paymentTypes });
    if (path === '/api/categories-subcategories') return ok({ data: subCategories });
    if (path === '/api/wallet/list') return ok({ data: wallets });
    if (path === '/api/label/list') return ok({ data: labels });
    if (path === '/api/payees') return ok({ data: payees, revolving: [] });
    if (path === '/api/entry/model' && models) return ok({ data: models });
    if (path === '/api/entry' && method === 'GET')
      return ok({ data: [], current_page: 1, per_page: 30, last_page: 1, total: 0 });
    if (method === 'GET' && path === '/api/entry/e-9')
      return ok({
        data: entry({
          id: 9,
          type: 'income',
          amount: 1500,
          category_id: 73,
          sub_category: subCategories[1] as never,
          note: 'January',
        }),
      });
    if (method === 'POST' || method === 'PUT') return ok({ data: entry({ id: 1 }) });
    return undefined;
  }),
);

const writes = () => api.calls.filter((call) => call.method !== 'GET');
const ready = (label: string) =>
  waitFor(() => expect((screen.getByLabelText(label) as HTMLSelectElement).disabled).toBe(false));
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('add entry (/entry)', () => {
  it('joins the validation messages in one alert and sends nothing', async () => {
    await renderArea(entriesArea, '/entry');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('insert amount, choose wallet, choose category');
    expect(writes()).toEqual([]);
  });

  it('saves an expense with a negative amount and its labels, then shows the list with "Entry saved"', async () => {
    const view = await renderArea(entriesArea, '/entry');
    await ready('Wallet');
    await ready('Category');
    change('Amount', '12,5');
    fireEvent.blur(screen.getByLabelText('Amount'));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('12.50');
    change('Wallet', '2');
    change('Category', '3');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/label/list')).toBe(true));
    change('Labels', 'holiday trip');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/entries'));
    expect(await screen.findByText('Entry saved')).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'POST',
        path: '/api/entry/expense',
        body: {
          amount: -12.5,
          account_id: 2,
          category_id: 3,
          currency_id: 2,
          payment_type: 1,
          confirmed: true,
        },
      },
    ]);
    expect((writes()[0]?.body as { labels?: unknown } | undefined)?.labels).toEqual([
      7,
      { name: 'trip', color: expect.any(String) },
    ]);
  });

  it('checks a transfer’s wallets and sends an out-of-wallet target as null', async () => {
    await renderArea(entriesArea, '/entry?type=transfer');
    await ready('From wallet');
    await ready('To wallet');
    change('Amount', '40');
    change('From wallet', '1');
    change('To wallet', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('wallets must be different');
    change('To wallet', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      path: '/api/entry/transfer',
      body: { amount: 40, account_id: 1, transfer_to: null },
    });
  });

  it('creates a debit to a new payee, signed by the radio', async () => {
    await renderArea(entriesArea, '/entry?type=debit');
    await ready('Wallet');
    change('Amount', '25');
    change('Wallet', '1');
    expect(screen.queryByLabelText('Payee name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('choose payee');
    change('Payee', 'new');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('insert payee name');
    change('Payee name', 'Marco');
    fireEvent.click(screen.getByRole('radio', { name: 'Money out (−)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      path: '/api/entry/debit',
      body: { amount: -25, payee_name: 'Marco', category_id: 0 },
    });
  });
});

describe('models in the entry form', () => {
  const coffee = {
    uuid: 'm-1',
    name: 'Coffee',
    type: 'expense',
    amount: -1.2,
    currency_id: 2,
    payment_type: 1,
    note: 'Bar',
    exclude_from_stats: true,
    account_id: 2,
    category_id: 3,
    payee_id: null,
    labels: [{ id: 7, uuid: 'l-7', name: 'Holiday', color: '#4caf50' }],
    updated_at: '',
  };

  it('fills the form from a chosen model of the tab', async () => {
    models = [coffee, { ...coffee, uuid: 'm-2', name: 'Salary', type: 'income' }];
    await renderArea(entriesArea, '/entry');
    const picker = (await screen.findByLabelText('Model')) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.text)).toEqual(['Choose a model', 'Coffee']);
    fireEvent.change(picker, { target: { value: 'm-1' } });
    await ready('Wallet');
    await ready('Category');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1.20');
    expect((screen.getByLabelText('Wallet') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Bar');
    expect((screen.getByRole('checkbox', { name: 'Exclude from stats' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Remove label Holiday' })).toBeTruthy();
    models = null;
  });

  it('invites to create the first model when there is none', async () => {
    models = [];
    await renderArea(entriesArea, '/entry');
    const link = await screen.findByRole('link', { name: 'No models yet: create your first model' });
    expect(link.getAttribute('href')).toBe('/settings/model/add?showDetails=true');
    models = null;
  });
});

describe('edit entry (/entry/:id)', () => {
  it('loads the entry on the tab of its type and updates it', async () => {
    const view = await renderArea(entriesArea, '/entry/e-9');
    expect(await screen.findByRole('tab', { name: 'Incoming', selected: true })).toBeTruthy();
    await ready('Category');
    await ready('Wallet');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1500.00');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('73');
    expect((screen.getByLabelText('Wallet') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('January');
    change('Amount', '1600');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/entries'));
    expect(await screen.findByText('Entry updated')).toBeTruthy();
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/entry/income/e-9',
      body: { amount: 1600 },
    });
    expect(within(document.body).queryByRole('form')).toBeNull();
  });
});
