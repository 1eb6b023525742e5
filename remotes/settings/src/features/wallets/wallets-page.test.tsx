// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';
import { currencies, wallet } from '../../testing/fixtures.ts';

let api: StubApi;
const bank = wallet({ id: 1, name: 'Bank', balance: 1234.5 });
const cash = wallet({ id: 2, name: 'Cash', type: 'cache', balance: 20 });
const old = wallet({ id: 3, name: 'Old card', type: 'credit-card', archived: true });
const tickets = wallet({
  id: 4,
  name: 'Meal tickets',
  type: 'voucher',
  currency: 1,
  currency_id: 1,
  currency_code: 'USD',
  currency_icon: '$',
  balance: { value_in_voucher: 12, value_in_valut: 96 },
  opening_balance: 10,
  voucher_value: 8,
});

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());

beforeEach(() =>
  api.handle(({ method, path, query, body }) => {
    if (path === '/api/currencies') return ok(currencies);
    if (path === '/api/wallet/list') {
      const archived = query.get('filters[archived]');
      const all = [bank, cash, old, tickets];
      return ok(archived === 'all' ? all : all.filter((item) => item.archived === (archived === 'true')));
    }
    if (method === 'POST' && path === '/api/wallet/create') return ok({ ...bank, ...(body as object) });
    if (method === 'PUT' && path === '/api/wallet/update/w-4') return ok({ ...tickets, ...(body as object) });
    if (method === 'PATCH' && path.startsWith('/api/wallet/')) return ok(bank);
    return undefined;
  }),
);

const writes = () => api.calls.filter((call) => call.method !== 'GET');

describe('/settings/wallet', () => {
  it('shows the active wallets as cards with their balance, and the archived ones on request', async () => {
    await renderArea(settingsArea, '/settings/wallet');
    const card = await screen.findByRole('listitem', { name: 'Bank' });
    expect(within(card).getByText(/1,234\.50 €/).className).toBe('bc-amount');
    expect(screen.getByRole('listitem', { name: 'Cash' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Old card' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    const archived = await screen.findByRole('listitem', { name: 'Old card' });
    expect(within(archived).getByText('Archived', { selector: '.bc-badge' })).toBeTruthy();
    expect(within(archived).getByRole('button', { name: 'Restore' })).toBeTruthy();
  });

  it('shows a voucher in money with its tickets, and edits its tickets at the start', async () => {
    await renderArea(settingsArea, '/settings/wallet');
    const card = await screen.findByRole('listitem', { name: 'Meal tickets' });
    expect(within(card).getByText('96.00 $').className).toBe('bc-amount');
    expect(within(card).getByText('Tickets: 12')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit wallet' });
    expect((within(dialog).getByLabelText('Number of tickets') as HTMLInputElement).value).toBe('10.00');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('1'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet saved')).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/wallet/update/w-4',
        body: { name: 'Meal tickets', type: 'voucher', balance: 10, voucher_value: 8, currency_id: 1 },
      },
    ]);
  });

  it('reveals the credit-card fields and joins the validation messages in one alert', async () => {
    await renderArea(settingsArea, '/settings/wallet');
    fireEvent.click(await screen.findByRole('button', { name: 'Add wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'New wallet' });
    expect(within(dialog).queryByLabelText('Invoice date')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'credit-card-revolving' } });
    expect(within(dialog).getByLabelText('Closing date')).toBeTruthy();
    expect(within(dialog).getByLabelText('Instalment')).toBeTruthy();
    // The select is mounted afresh when the wallets arrive.
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Payment account') as HTMLSelectElement).disabled).toBe(false),
    );
    const payer = within(dialog).getByLabelText('Payment account');
    // Only wallets that can pay a card: not cards, not archived.
    expect([...(payer as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'None',
      'Bank',
      'Cash',
      'Meal tickets',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'insert a wallet name, choose the invoice date, choose the closing date, choose the payment account, insert the instalment',
    );
    expect(writes()).toEqual([]);
  });

  it('creates a voucher with its ticket value and says so', async () => {
    await renderArea(settingsArea, '/settings/wallet');
    fireEvent.click(await screen.findByRole('button', { name: 'Add wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'New wallet' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Meal tickets' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'voucher' } });
    fireEvent.change(within(dialog).getByLabelText('Number of tickets'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('Ticket value'), { target: { value: '8,5' } });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).disabled).toBe(false),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet saved')).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'POST',
        path: '/api/wallet/create',
        body: { name: 'Meal tickets', type: 'voucher', balance: 10, voucher_value: 8.5, currency_id: 1 },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('archives a wallet after a confirmation', async () => {
    await renderArea(settingsArea, '/settings/wallet');
    const card = await screen.findByRole('listitem', { name: 'Cash' });
    fireEvent.click(within(card).getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive wallet' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(writes()).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Wallet archived')).toBeTruthy();
    expect(writes()).toMatchObject([{ method: 'PATCH', path: '/api/wallet/archive/w-2' }]);
  });
});
