// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entriesArea } from '../../area.tsx';
import { wallet } from '../../testing/fixtures.ts';
import { startOfDayIso } from './normalise-rows.ts';

let api: StubApi;
let answer: { status: number; body: unknown };

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  answer = { status: 201, body: { imported: 2 } };
  api.calls.length = 0;
  api.handle(({ method, path }) => {
    if (path === '/api/wallet/list') return ok([wallet({ id: 4, name: 'Bank' })]);
    if (path === '/api/categories') return ok([]);
    if (path === '/api/entries/import' && method === 'POST') return answer;
    return undefined;
  });
});

const CSV = 'Date;Amount;Description\n15/01/2026;-1.234,56;Rent\n16/01/2026;12,5;"Refund; shop"\n';

async function chooseFile(text: string) {
  const input = screen.getByLabelText('CSV file');
  fireEvent.change(input, { target: { files: [new File([text], 'bank.csv', { type: 'text/csv' })] } });
  await screen.findByRole('table');
}

async function chooseWallet() {
  // The select is mounted afresh once the wallets arrive.
  await waitFor(() => expect((screen.getByLabelText('Wallet') as HTMLSelectElement).disabled).toBe(false));
  fireEvent.change(screen.getByLabelText('Wallet'), { target: { value: '4' } });
}

describe('/import', () => {
  it('reads the file, previews it and sends the normalised rows to the wallet chosen', async () => {
    await renderArea(entriesArea, '/import');
    expect(screen.queryByRole('button')).toBeNull();
    await chooseFile(CSV);
    expect((screen.getByLabelText('Delimiter') as HTMLSelectElement).value).toBe(';');
    expect(screen.getByLabelText('Date format').textContent).toContain('Automatic (dd/mm/yyyy)');
    expect(screen.getByRole('table').textContent).toContain('Refund; shop');

    await chooseWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 entries' }));
    await screen.findByText('2 entries imported.');
    expect(screen.getByRole('link', { name: 'Show the entries' }).getAttribute('href')).toBe(
      '/entries?filter_wallet=w-4',
    );
    expect(api.calls.find((call) => call.path === '/api/entries/import')?.body).toEqual({
      account_id: 4,
      rows: [
        { date_time: startOfDayIso({ year: 2026, month: 1, day: 15 }), amount: '-1234.56', note: 'Rent' },
        { date_time: startOfDayIso({ year: 2026, month: 1, day: 16 }), amount: '12.5', note: 'Refund; shop' },
      ],
    });
  });

  it("shows the server's row errors by line and field", async () => {
    answer = {
      status: 422,
      body: {
        error: 'The import is invalid; nothing was imported',
        status: 422,
        code: 'validation_failed',
        fields: { 'rows.1.category_id': 'Category not found' },
      },
    };
    await renderArea(entriesArea, '/import');
    await chooseFile(CSV);
    await chooseWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 entries' }));
    const alert = await screen.findByText('Nothing was imported. Fix these rows and try again.');
    expect(alert.parentElement?.textContent).toContain('Line 3, Category: unknown category');
    expect(screen.queryByText(/entries imported/)).toBeNull();
  });

  it('asks for a wallet before sending anything', async () => {
    await renderArea(entriesArea, '/import');
    await chooseFile(CSV);
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 entries' }));
    await screen.findByText('choose wallet');
    expect(api.calls.some((call) => call.path === '/api/entries/import')).toBe(false);
  });
});
