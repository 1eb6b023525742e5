// @vitest-environment jsdom
import { accessTokenAtom, configureHttp, onlineAtom, sessionStore, workspaceAtom } from '@bc/session';
import { ok, renderArea, type StubAnswer, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { entriesArea } from '../../area.tsx';
import { transferText } from '../../components/entry-list/entry-parts.tsx';
import {
  CSV_TEXT,
  csvAnswer,
  holdExports,
  keepSavedFiles,
  savedText,
} from '../../components/export/export-stub.test-support.ts';
import { entry, savingSubCategory, wallet } from '../../testing/fixtures.ts';
import { entryFiltersFromQuery, listedFilters, listHalvesFromQuery } from './entry-filters.ts';

let api: StubApi;
let exportAnswer: StubAnswer | undefined;
const savedFiles = keepSavedFiles();
const rows = [
  entry({
    id: 1,
    note: 'Bread',
    amount: -3.2,
    labels: [{ id: 7, uuid: 'l-7', name: 'Food', color: '#f44336' }],
  }),
  entry({ id: 2, note: 'Pay', type: 'incoming', amount: 1500, category_id: 73 }),
];
const rent = entry({
  id: 9,
  note: 'Rent',
  amount: -700,
  planned: true,
  date_time: '2999-01-01T00:00:00.000Z',
});

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  exportAnswer = csvAnswer();
  api.handle(({ method, path, query }) => {
    if (path === '/api/wallet/list')
      return ok([wallet({ id: 4, name: 'Bank' }), wallet({ id: 5, name: 'Cash' })]);
    if (path === '/api/categories') return ok([]);
    if (path === '/api/entry' && method === 'GET' && query.get('filters[planned]') === '1') {
      const page = Number(query.get('page'));
      return ok({
        data: page === 1 ? [rent] : [],
        current_page: page,
        per_page: 30,
        last_page: 1,
        total: 1,
      });
    }
    if (path === '/api/entry' && method === 'GET') {
      const page = Number(query.get('page'));
      return ok({
        data: page === 1 ? rows : [entry({ id: 3, note: 'Older' })],
        current_page: page,
        per_page: 30,
        last_page: 2,
        total: 31,
      });
    }
    if (method === 'DELETE' && path === '/api/entry/e-2')
      return { status: 404, body: { error: 'Entry not found', status: 404, code: 'not_found' } };
    if (method === 'DELETE') return { status: 204, body: null };
    if (path === '/api/export/entries.csv') return exportAnswer;
    return undefined;
  });
});

const entryCalls = () => api.calls.filter((call) => call.path === '/api/entry');

describe('the list filters from the query string', () => {
  it('maps the page filter names (filer_date_start too) to the API filters, wallet and payee by uuid', () => {
    const params = new URLSearchParams(
      'filer_date_start=2026-01-01&filter_date=2026-01-31&filter_wallet=w-4&filter_category=3&filter_type=expenses&filter_label=7&filter_payee=p-5&filter_planned=0',
    );
    expect(entryFiltersFromQuery(params)).toEqual([
      ['filters[date_time]', '>=|2026-01-01'],
      ['filters[date_time]', '<=|2026-01-31'],
      ['filters[account_id]', 'w-4'],
      ['filters[category_id]', '3'],
      ['filters[type]', 'expenses'],
      ['filters[label]', '7'],
      ['filters[payee_id]', 'p-5'],
    ]);
  });

  it('reads filter_date alone as that day and leaves planned out of the type filter', () => {
    expect(entryFiltersFromQuery(new URLSearchParams('filter_date=2026-02-14&filter_type=planned'))).toEqual([
      ['filters[date_time]', '>=|2026-02-14'],
      ['filters[date_time]', '<=|2026-02-14'],
    ]);
    expect(entryFiltersFromQuery(new URLSearchParams('filter_type=incoming'))).toEqual([
      ['filters[type]', 'incoming'],
    ]);
    expect(entryFiltersFromQuery(new URLSearchParams('filter_type=bogus'))).toEqual([]);
  });

  it('asks for the planned and the recorded halves, or one of them', () => {
    expect(listHalvesFromQuery(new URLSearchParams(''))).toEqual(['planned', 'recorded']);
    expect(listHalvesFromQuery(new URLSearchParams('filter_planned=0'))).toEqual(['recorded']);
    expect(listHalvesFromQuery(new URLSearchParams('filter_type=planned'))).toEqual(['planned']);
  });

  it('exports what the list shows: its filters, with the planned flag only when one half is shown', () => {
    expect(listedFilters(new URLSearchParams('filter_type=expenses&filter_wallet=w-4'))).toEqual([
      ['filters[account_id]', 'w-4'],
      ['filters[type]', 'expenses'],
    ]);
    expect(listedFilters(new URLSearchParams('filter_category=3&filter_planned=0'))).toEqual([
      ['filters[category_id]', '3'],
      ['filters[planned]', '0'],
    ]);
    expect(listedFilters(new URLSearchParams('filter_type=planned'))).toEqual([['filters[planned]', '1']]);
  });
});

describe('/entries', () => {
  it('shows the planned and the recorded entries from two calls, 30 a page, with masked-ready amounts', async () => {
    await renderArea(entriesArea, '/entries');
    const bread = (await screen.findByText(/Bread/)).closest('tr') as HTMLElement;
    expect(within(bread).getByText('-€3.20').className).toBe('bc-amount bc-type-expenses');
    const planned = screen.getByRole('region', { name: 'Planned' });
    expect(within(planned).getByText(/Rent/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Recorded' })).queryByText(/Rent/)).toBeNull();
    expect(
      entryCalls()
        .map((call) => call.query.get('filters[planned]'))
        .sort(),
    ).toEqual(['0', '1']);
    expect(entryCalls().every((call) => call.query.get('per_page') === '30')).toBe(true);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Older/)).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by a label and an amount (its type), and sends the wallet and payee uuids', async () => {
    const view = await renderArea(entriesArea, '/entries?filter_wallet=w-4&filter_payee=p-5');
    const bread = (await screen.findByText(/Bread/)).closest('tr') as HTMLElement;
    expect(entryCalls()[0]?.query.get('filters[account_id]')).toBe('w-4');
    expect(entryCalls()[0]?.query.get('filters[payee_id]')).toBe('p-5');
    fireEvent.click(within(bread).getByRole('button', { name: 'Food' }));
    expect(view.location()).toBe('/entries?filter_wallet=w-4&filter_payee=p-5&filter_label=7');
    await waitFor(() => expect(entryCalls().at(-1)?.query.get('filters[label]')).toBe('7'));
    fireEvent.click(within(bread).getByRole('button', { name: '-€3.20' }));
    expect(view.location()).toContain('filter_type=expenses');
    await waitFor(() => expect(entryCalls().at(-1)?.query.get('filters[type]')).toBe('expenses'));
    const pay = screen.getByText(/Pay/).closest('tr') as HTMLElement;
    fireEvent.click(within(pay).getByRole('button', { name: /1,?500\.00/ }));
    expect(view.location()).toContain('filter_type=incoming');
    await waitFor(() => expect(entryCalls().at(-1)?.query.get('filters[type]')).toBe('incoming'));
  });

  it('repeats filters[date_time] without brackets for a date range', async () => {
    await renderArea(entriesArea, '/entries?filter_date_start=2026-01-01&filter_date=2026-01-31');
    await screen.findByText(/Bread/);
    const call = entryCalls().at(-1);
    expect(call?.query.getAll('filters[date_time]')).toEqual(['>=|2026-01-01', '<=|2026-01-31']);
    expect(call?.query.has('filters[date_time][]')).toBe(false);
  });

  it('shows both sides of a transfer, out of wallet included, whichever row is listed', async () => {
    api.handle(({ method, path, query }) => {
      if (path === '/api/wallet/list')
        return ok([wallet({ id: 4, name: 'Bank' }), wallet({ id: 5, name: 'Cash' })]);
      if (path === '/api/entry' && method === 'GET' && query.get('filters[planned]') === '0') {
        const moved = { type: 'transfer' as const, category_id: 75 };
        return ok({
          data: [
            // The source row on Bank, pointing at Cash.
            entry({
              id: 11,
              ...moved,
              amount: -40,
              note: 'Move',
              account_id: 4,
              wallet: { id: 4, uuid: 'w-4', name: 'Bank' },
              transfer_id: 5,
              transfer_to: { id: 5, uuid: 'w-5', name: 'Cash' },
            }),
            // A deposit from out of wallet, its source row: no wallet, so no transfer_to, the target in transfer_id.
            entry({
              id: 12,
              ...moved,
              amount: -20,
              note: 'Gift',
              account_id: null,
              wallet: null,
              transfer_id: 5,
            }),
          ],
          current_page: 1,
          per_page: 30,
          last_page: 1,
          total: 2,
        });
      }
      if (path === '/api/entry')
        return ok({ data: [], current_page: 1, per_page: 30, last_page: 1, total: 0 });
      return undefined;
    });
    await renderArea(entriesArea, '/entries');
    expect(await screen.findByText('Move · Bank → Cash')).toBeTruthy();
    expect(await screen.findByText('Gift · Out of wallet → Cash')).toBeTruthy();
  });

  it('shows a saving with its goal in the saving green, whatever its sign, and filters by its type', async () => {
    const saving = { type: 'saving' as const, category_id: 62, sub_category: savingSubCategory };
    api.handle(({ method, path, query }) => {
      if (path === '/api/wallet/list') return ok([wallet({ id: 4, name: 'Bank' })]);
      if (path === '/api/entry' && method === 'GET' && query.get('filters[planned]') === '0') {
        return ok({
          data: [
            entry({ id: 13, ...saving, amount: 50, goal_id: 'g-1', goal: { uuid: 'g-1', name: 'House' } }),
            entry({ id: 14, ...saving, amount: -20, goal_id: 'g-2', goal: { uuid: 'g-2', name: 'Car' } }),
          ],
          current_page: 1,
          per_page: 30,
          last_page: 1,
          total: 2,
        });
      }
      if (path === '/api/entry')
        return ok({ data: [], current_page: 1, per_page: 30, last_page: 1, total: 0 });
      return undefined;
    });
    const view = await renderArea(entriesArea, '/entries');
    const deposit = (await screen.findByText('House · Bank')).closest('tr') as HTMLElement;
    const withdrawal = screen.getByText('Car · Bank').closest('tr') as HTMLElement;
    for (const [row, amount] of [
      [deposit, '€50.00'],
      [withdrawal, '-€20.00'],
    ] as const) {
      // Savings are green whatever their sign.
      const button = within(row).getByRole('button', { name: amount });
      expect(button.querySelector('.bc-amount')?.className).toBe('bc-amount bc-type-saving');
    }
    expect(within(deposit).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/entry/e-13');
    fireEvent.click(within(withdrawal).getByRole('button', { name: '-€20.00' }));
    expect(view.location()).toBe('/entries?filter_type=saving');
    await waitFor(() => expect(entryCalls().at(-1)?.query.get('filters[type]')).toBe('saving'));
  });

  it('deletes a row after a yes', async () => {
    await renderArea(entriesArea, '/entries');
    const bread = (await screen.findByText(/Bread/)).closest('tr') as HTMLElement;
    expect(within(bread).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/entry/e-1');
    fireEvent.click(within(bread).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete entry' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Entry deleted')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/entry/e-1',
    ]);
  });
});

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });
const exportCalls = () => api.calls.filter((call) => call.path === '/api/export/entries.csv');
/** The query an export sent: every parameter, in order. */
const sentQuery = () => exportCalls().map((call) => [call.method, ...call.query]);

/** The list at `path`, its Export CSV pressed; waits until the request is answered. */
async function exportFrom(path: string) {
  await renderArea(entriesArea, path);
  expect(await screen.findByText(/Bread/)).toBeTruthy();
  fireEvent.click(exportButton());
  await waitFor(() => expect(exportCalls()).toHaveLength(1));
  await waitFor(() => expect(exportButton().getAttribute('aria-busy')).toBeNull());
}

describe('Export CSV on /entries', () => {
  it('asks for every entry the filters match (no page) and saves the file under the server’s name', async () => {
    sessionStore.set(accessTokenAtom, { token: 'access-1', storedAt: Date.now() });
    sessionStore.set(workspaceAtom, 'ws-home');
    await exportFrom(
      '/entries?filter_date_start=2026-01-01&filter_date=2026-01-31&filter_wallet=w-4&filter_type=expenses&filter_label=7',
    );
    expect(sentQuery()).toEqual([
      [
        'GET',
        ['filters[date_time]', '>=|2026-01-01'],
        ['filters[date_time]', '<=|2026-01-31'],
        ['filters[account_id]', 'w-4'],
        ['filters[type]', 'expenses'],
        ['filters[label]', '7'],
      ],
    ]);
    // Through the session's client: its credentials and workspace.
    expect(exportCalls()[0]?.headers.authorization).toBe('Bearer access-1');
    expect(exportCalls()[0]?.headers['x-ws']).toBe('ws-home');

    const files = await savedFiles();
    expect(files.map((file) => file.name)).toEqual(['entries-2026-01-31.csv']);
    // The bytes as they came, byte order mark first.
    expect(files[0]?.bytes.slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(savedText(files[0])).toBe(CSV_TEXT);
  });

  it('exports the recorded half alone when the planned entries are hidden', async () => {
    await exportFrom('/entries?filter_planned=0');
    expect(sentQuery()).toEqual([['GET', ['filters[planned]', '0']]]);
  });

  it('exports both halves at once when both are shown, under the fallback name when the server gives none', async () => {
    exportAnswer = csvAnswer(null);
    await exportFrom('/entries');
    expect(sentQuery()).toEqual([['GET']]);
    expect((await savedFiles()).map((file) => file.name)).toEqual(['entries.csv']);
  });

  it('is busy until the file is in, and a second press sends nothing more', async () => {
    const release = holdExports();
    await renderArea(entriesArea, '/entries');
    expect(await screen.findByText(/Bread/)).toBeTruthy();
    fireEvent.click(exportButton());
    await waitFor(() => expect(exportButton().getAttribute('aria-busy')).toBe('true'));
    expect(exportButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(exportButton());
    release();
    await waitFor(() => expect(exportButton().getAttribute('aria-busy')).toBeNull());
    expect(exportCalls()).toHaveLength(1);
    expect(await savedFiles()).toHaveLength(1);
  });

  it('shows the server’s message when it refuses, and saves nothing', async () => {
    exportAnswer = {
      status: 422,
      body: {
        error: 'The filters are invalid',
        status: 422,
        code: 'invalid',
        fields: { 'filters[account_id]': 'Unknown wallet' },
      },
    };
    await exportFrom('/entries?filter_wallet=w-gone');
    expect((await screen.findByRole('alert')).textContent).toBe('The filters are invalid');
    expect(await savedFiles()).toEqual([]);
  });

  it('says the export failed when the answer says nothing', async () => {
    exportAnswer = { status: 502, body: null };
    await exportFrom('/entries');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The entries could not be exported. Please try again later.',
    );
    expect(await savedFiles()).toEqual([]);
  });
});

describe('offline deletes', () => {
  it('are shown pending, sent with their key once online, and a refusal stays with its reason until dismissed', async () => {
    sessionStore.set(onlineAtom, false);
    await renderArea(entriesArea, '/entries');
    const pay = (await screen.findByText(/^Pay/)).closest('tr') as HTMLElement;
    fireEvent.click(within(pay).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete entry' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(
      await screen.findByText('Deleted offline: it will be sent when the connection returns.'),
    ).toBeTruthy();
    expect(within(pay).getByText('Deletion pending')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    sessionStore.set(accessTokenAtom, { token: 'token', storedAt: Date.now() });
    sessionStore.set(onlineAtom, true);
    window.dispatchEvent(new Event('online'));
    const refused = await screen.findByRole('region', {
      name: '1 change made offline was refused by the server',
    });
    expect(within(refused).getByText('Entry not found')).toBeTruthy();
    const deletes = api.calls.filter((call) => call.method === 'DELETE');
    expect(deletes.map((call) => call.path)).toEqual(['/api/entry/e-2']);
    expect(deletes[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByText('Deletion pending')).toBeNull();

    fireEvent.click(within(refused).getByRole('button', { name: /^Dismiss: Deletion/ }));
    await waitFor(() => expect(screen.queryByText('Entry not found')).toBeNull());
  });
});

describe('transferText', () => {
  const bank = { id: 4, uuid: 'w-4', name: 'Bank' };
  const cash = { id: 5, uuid: 'w-5', name: 'Cash' };
  const name = (id: number) => (id === 5 ? 'Cash' : undefined);
  it('reads the minus row as the source and the plus row as the target', () => {
    expect(transferText({ amount: -1, wallet: bank, transfer_id: 5, transfer_to: cash }, name, 'Out')).toBe(
      'Bank → Cash',
    );
    expect(transferText({ amount: 1, wallet: cash, transfer_id: 4, transfer_to: bank }, name, 'Out')).toBe(
      'Bank → Cash',
    );
  });

  it('names out of wallet on either side and finds the other wallet by id without transfer_to', () => {
    expect(transferText({ amount: 1, wallet: cash, transfer_id: 0, transfer_to: null }, name, 'Out')).toBe(
      'Out → Cash',
    );
    expect(transferText({ amount: -1, wallet: null, transfer_id: 5, transfer_to: null }, name, 'Out')).toBe(
      'Out → Cash',
    );
  });
});
