// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { renderArea } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { entriesArea } from '../../area.tsx';
import { currencies, subCategories, wallet } from '../../testing/fixtures.ts';
import {
  fieldsOf,
  type ImportApi,
  type ImportApiAnswer,
  type ImportApiCall,
  startImportApi,
} from './import-api.test-support.ts';
import { batch, IMPORT_ID, preview, previewRow, statement } from './import-preview.test-support.ts';

// The HTTP boundary: a loopback server standing in for the API, which reads the preview's multipart body.
let api: ImportApi;
let previewAnswer: (call: ImportApiCall) => ImportApiAnswer;
let commitAnswer: ImportApiAnswer;
let batches: ReturnType<typeof batch>[];

const ok = (body: unknown): ImportApiAnswer => ({ status: 200, body });
const error = (status: number, message: string): ImportApiAnswer => ({
  status,
  body: { error: message, status, code: status === 413 ? 'too_large' : 'unreadable_file' },
});

const twoAccounts = preview({
  statements: [
    statement({
      account: { number: '0001234', iban: 'DE89370400440532013000', currency: 'EUR', name: 'Checking' },
      opening_balance: '100.00',
      closing_balance: '1587.50',
      rows: [
        previewRow({ line: 7, date: '2026-01-15', amount: '-12.50', payee: 'Bakery' }),
        previewRow({
          line: 9,
          date: '2026-01-31',
          amount: '1500.00',
          payee: 'ACME',
          category_id: 73,
          filled_by: [{ field: 'category', rule_id: 4, rule_name: 'Salary' }],
        }),
        previewRow({ line: 11, date: '2026-01-20', amount: '-4.20', payee: 'Coffee', duplicate: true }),
      ],
    }),
    statement({
      account: { number: '99-1', iban: null, currency: 'EUR', name: null },
      rows: [
        previewRow({ line: 20, date: '2026-02-01', amount: '-30.00', payee: 'Fuel' }),
        previewRow({
          line: 22,
          date: null,
          amount: '-1.00',
          payee: 'Broken',
          problems: [{ field: 'date', message: 'not a date' }],
        }),
      ],
    }),
  ],
});

beforeAll(async () => {
  api = await startImportApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  // jsdom lays nothing out: the preview's scroll box is 600 px high and each row 50 px, as in a browser.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(50);
  previewAnswer = () => ok(twoAccounts);
  commitAnswer = {
    status: 201,
    body: { imported: 3, duplicates: 1, batch_id: '5d0c8f3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f' },
  };
  batches = [];
  api.handle((call) => {
    const { method, path } = call;
    if (path === '/api/wallet/list')
      return ok([wallet({ id: 4, name: 'Bank' }), wallet({ id: 5, name: 'Cash' })]);
    if (path === '/api/categories') return ok(subCategories);
    if (path === '/api/currencies') return ok(currencies);
    if (path === '/api/import/preview' && method === 'POST') return previewAnswer(call);
    if (path === `/api/import/${IMPORT_ID}/commit` && method === 'POST') return commitAnswer;
    if (path === '/api/import/batches') return ok({ data: batches });
    return undefined;
  });
});
afterEach(() => vi.restoreAllMocks());

const previews = () => api.calls.filter((call) => call.path === '/api/import/preview');

async function chooseFile(text: string, name = 'bank.ofx') {
  const input = screen.getByLabelText(/^Drop a bank or app file here/);
  fireEvent.change(input, { target: { files: [new File([text], name)] } });
  await waitFor(() => expect(previews().length).toBeGreaterThan(0));
}

async function chooseWallet(account: string, name: string) {
  const section = screen.getByRole('region', { name: account });
  const select = within(section).getByLabelText('Import into wallet');
  await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
  const before = previews().length;
  fireEvent.change(select, {
    target: { value: within(section).getByRole('option', { name }).getAttribute('value') },
  });
  await waitFor(() => expect(previews().length).toBe(before + 1));
}

describe('/import', () => {
  it('sends the file as it is and shows what the server found in it', async () => {
    await renderArea(entriesArea, '/import');
    await chooseFile('OFXHEADER:100\n<OFX>…');
    const [sent] = previews();
    expect(sent?.file).toMatchObject({ name: 'bank.ofx', text: 'OFXHEADER:100\n<OFX>…' });
    expect(sent?.fields).toEqual([]);

    const found = await screen.findByRole('region', { name: 'What the file holds' });
    expect(
      (within(found).getByLabelText('Format') as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('Automatic (OFX)');
    expect(
      (within(found).getByLabelText('Encoding') as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('Automatic (windows-1252)');
    const checking = within(found).getByRole('region', { name: 'Checking · DE89370400440532013000' });
    expect(checking.textContent).toContain('DE89370400440532013000');
    expect(checking.textContent).toContain('0001234');
    expect(checking.textContent).toContain('Jan 15, 2026 to Jan 31, 2026');
    expect(checking.textContent).toContain('3 rows');
    expect(checking.textContent).toContain('€100.00');
    expect(checking.textContent).toContain('€1,587.50');
    // No balances stated, none shown.
    const second = within(found).getByRole('region', { name: '99-1' });
    expect(second.textContent).not.toContain('Opening balance');

    expect(screen.getByText('3 to import · 1 duplicate · 1 with a problem')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    expect(table.getAttribute('aria-rowcount')).toBe('8');
    // The rule that chose a category is named under it.
    expect(within(table).getByRole('row', { name: /ACME/ }).textContent).toContain(
      'Category from rule “Salary”',
    );
    // Each row with a payee starts a rule filing that payee under the row's category, in the rule form.
    const ruleLink = (line: number, payee: string) =>
      within(table)
        .getByRole('link', { name: `Create a rule from line ${line} (${payee})` })
        .getAttribute('href');
    expect(ruleLink(9, 'ACME')).toBe('/settings/rules/add?payee=ACME&category_id=73');
    expect(ruleLink(7, 'Bakery')).toBe('/settings/rules/add?payee=Bakery&category_id=3');
    // The category the person chooses for the row is the rule's.
    fireEvent.change(within(table).getByLabelText('Category of line 7'), { target: { value: '73' } });
    expect(ruleLink(7, 'Bakery')).toBe('/settings/rules/add?payee=Bakery&category_id=73');
    const coffee = within(table).getByRole('row', { name: /Coffee/ });
    expect(coffee.textContent).toContain('Duplicate');
    expect((within(coffee).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    const broken = within(table).getByRole('row', { name: /Broken/ });
    expect(broken.textContent).toContain('Date: not a date');
    expect((within(broken).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Import 3 entries' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose a wallet for every account first.')).toBeTruthy();
  });

  it('reads the same file again with the wallets chosen, then imports with the changes made', async () => {
    const { queryClient } = await renderArea(entriesArea, '/import');
    await chooseFile('OFXHEADER:100');
    await screen.findByRole('region', { name: 'Checking · DE89370400440532013000' });
    previewAnswer = (call) => {
      const chosen = JSON.parse(fieldsOf(call).statements ?? '[]') as { index: number; account_id: number }[];
      return ok({
        ...twoAccounts,
        statements: twoAccounts.statements.map((each, index) => ({
          ...each,
          wallet_id: chosen.find((pick) => pick.index === index)?.account_id ?? null,
        })),
      });
    };
    await chooseWallet('Checking · DE89370400440532013000', 'Bank');
    expect(fieldsOf(previews().at(-1))).toEqual({ statements: '[{"index":0,"account_id":4}]' });
    expect(previews().at(-1)?.file?.text).toBe('OFXHEADER:100');
    // The text fields go before the file, so that a server reading the parts in order has the choices first.
    expect(previews().at(-1)?.file?.part).toBe(1);
    await chooseWallet('99-1', 'Cash');
    expect(fieldsOf(previews().at(-1))).toEqual({
      statements: '[{"index":0,"account_id":4},{"index":1,"account_id":5}]',
    });

    const table = screen.getByRole('table', { name: 'Rows of the file' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Import 3 entries' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.change(within(table).getByLabelText('Category of line 7'), { target: { value: '73' } });
    fireEvent.click(within(table).getByLabelText('Import line 20'));
    // A duplicate is never written twice: its row cannot be ticked.
    expect((within(table).getByLabelText('Import line 11') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('2 to import · 1 duplicate · 1 with a problem · 1 left out')).toBeTruthy();

    const refreshed = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 entries' }));
    await screen.findByText('3 entries imported, 1 duplicate skipped');
    expect(api.calls.find((call) => call.path.endsWith('/commit'))?.body).toEqual({
      statements: [
        { index: 0, account_id: 4 },
        { index: 1, account_id: 5 },
      ],
      skip_duplicates: true,
      rows: [
        { line: 7, category_id: 73 },
        { line: 20, skip: true },
      ],
    });
    // The balances and the entries are read again, as after any entry written, and the history.
    const keys = refreshed.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining(['["ledger","wallets"]', '["ledger","entries"]', '["import","batches"]']),
    );
    expect(screen.getByRole('link', { name: 'Show the entries' }).getAttribute('href')).toBe('/entries');
    expect(screen.queryByRole('table', { name: 'Rows of the file' })).toBeNull();
  });

  it('names the one wallet of a one-statement file as account_id, and the entries open filtered by it', async () => {
    previewAnswer = (call) =>
      ok(
        preview({
          statements: [
            statement({
              wallet_id: fieldsOf(call).account_id ? Number(fieldsOf(call).account_id) : null,
              rows: [previewRow({ line: 2 })],
            }),
          ],
        }),
      );
    commitAnswer = {
      status: 201,
      body: { imported: 1, duplicates: 0, batch_id: '5d0c8f3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f' },
    };
    await renderArea(entriesArea, '/import');
    await chooseFile('x');
    await chooseWallet('Account 1', 'Cash');
    expect(fieldsOf(previews().at(-1))).toEqual({ account_id: '5' });
    const button = screen.getByRole('button', { name: 'Import 1 entry' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await screen.findByText('1 entry imported');
    expect(api.calls.find((call) => call.path.endsWith('/commit'))?.body).toEqual({
      account_id: 5,
      skip_duplicates: true,
    });
    expect(screen.getByRole('link', { name: 'Show the entries' }).getAttribute('href')).toBe(
      '/entries?filter_wallet=w-5',
    );
  });

  it('reads the file again in the encoding or format chosen', async () => {
    await renderArea(entriesArea, '/import');
    await chooseFile('Datum;Betrag\n');
    const found = await screen.findByRole('region', { name: 'What the file holds' });
    await waitFor(() =>
      expect((within(found).getByLabelText('Encoding') as HTMLSelectElement).disabled).toBe(false),
    );
    fireEvent.change(within(found).getByLabelText('Encoding'), { target: { value: 'utf-16le' } });
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(fieldsOf(previews()[1])).toEqual({ encoding: 'utf-16le' });
    await waitFor(() =>
      expect((within(found).getByLabelText('Format') as HTMLSelectElement).disabled).toBe(false),
    );
    fireEvent.change(within(found).getByLabelText('Format'), { target: { value: 'csv' } });
    await waitFor(() => expect(previews()).toHaveLength(3));
    expect(fieldsOf(previews()[2])).toEqual({ format: 'csv', encoding: 'utf-16le' });
    expect(previews()[2]?.file?.text).toBe('Datum;Betrag\n');
  });

  it("maps a CSV's columns when the server asks, with the first values under each choice", async () => {
    const csv = {
      delimiter: ';',
      header: true,
      columns: ['Buchungstag', 'Umsatz', 'Auftraggeber', 'Zweck'],
      sample: [
        ['Buchungstag', 'Umsatz', 'Auftraggeber', 'Zweck'],
        ['03.01.2026', '-12,50', 'Bäckerei', 'Brot'],
        ['04.01.2026', '1.500,00', 'ACME GmbH', 'Lohn'],
      ],
      mapping: null,
      date_format: null,
      decimal_separator: ',' as const,
    };
    previewAnswer = () =>
      ok(
        preview({
          format: 'csv',
          encoding: 'utf-8',
          file_name: 'umsaetze.csv',
          csv,
          statements: [statement()],
          problems: [
            { field: 'columns', message: 'Choose the columns' },
            { field: 'date_format', message: 'Choose the date order' },
          ],
        }),
      );
    await renderArea(entriesArea, '/import');
    await chooseFile('Buchungstag;Umsatz\n', 'umsaetze.csv');
    const mapping = await screen.findByRole('form', { name: 'Columns' });
    expect(mapping.textContent).toContain('The columns of this file were not recognised');
    expect(mapping.textContent).toContain('could be day first or month first');
    expect(
      within(mapping).getByRole('button', { name: 'Read with these columns' }).hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.change(within(mapping).getByLabelText('Date'), { target: { value: '0' } });
    // The header row is not a value of the column.
    expect(screen.getByLabelText('Date').getAttribute('aria-describedby')).toBeTruthy();
    const dateHint = document.getElementById(`${screen.getByLabelText('Date').id}-hint`);
    expect(dateHint?.textContent).toBe('First values:03.01.202604.01.2026');
    fireEvent.change(within(mapping).getByLabelText('Amount'), { target: { value: '1' } });
    fireEvent.change(within(mapping).getByLabelText('Payee'), { target: { value: '2' } });
    fireEvent.change(within(mapping).getByLabelText('Note'), { target: { value: '3' } });
    fireEvent.change(within(mapping).getByLabelText('Date order'), { target: { value: 'dmy' } });
    expect((within(mapping).getByLabelText('Decimal separator') as HTMLSelectElement).value).toBe(',');
    fireEvent.click(within(mapping).getByRole('button', { name: 'Read with these columns' }));
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(fieldsOf(previews()[1])).toEqual({
      date_format: 'dmy',
      columns: JSON.stringify({
        date: 'Buchungstag',
        amount: 'Umsatz',
        payee: 'Auftraggeber',
        note: 'Zweck',
        bank_id: null,
        category: null,
      }),
    });

    // Money in and money out in two columns instead.
    fireEvent.click(await screen.findByLabelText('Two columns, money in and money out'));
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(screen.getByLabelText('Money in')).toBeTruthy();
    expect(screen.getByLabelText('Money out')).toBeTruthy();
  });

  it("shows the server's reason for a file it cannot read, and the limit for one too big", async () => {
    previewAnswer = () => error(422, 'Truncated XML: element Stmt/Ntry[3] is not closed (line 48)');
    await renderArea(entriesArea, '/import');
    await chooseFile('<Document>');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file cannot be read: Truncated XML: element Stmt/Ntry[3] is not closed (line 48)',
    );
    expect(screen.queryByRole('table')).toBeNull();

    previewAnswer = () => error(413, 'At most 20 MB');
    await chooseFile('big');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This file is too big to import: at most 20 MB and 200,000 rows. Split it and import the parts one after the other.',
      ),
    );
  });

  it('creates a wallet for a statement on the spot, named after its account and in its currency', async () => {
    let created: unknown = null;
    api.handle((call) => {
      if (call.path === '/api/wallet/list')
        return ok([
          wallet({ id: 4, name: 'Bank' }),
          ...(created ? [wallet({ id: 9, name: 'DE89370400440532013000' })] : []),
        ]);
      if (call.path === '/api/categories') return ok(subCategories);
      if (call.path === '/api/currencies') return ok(currencies);
      if (call.path === '/api/import/batches') return ok({ data: [] });
      if (call.path === '/api/wallet/create') {
        created = call.body;
        return ok(
          wallet({
            id: 9,
            name: 'DE89370400440532013000',
            currency: 3,
            currency_id: 3,
            currency_code: 'USD',
          }),
        );
      }
      if (call.path === '/api/import/preview') {
        const accountId = fieldsOf(call).account_id;
        return ok(
          preview({
            statements: [
              statement({
                account: { number: null, iban: 'DE89370400440532013000', currency: 'USD', name: null },
                opening_balance: '-80.50',
                wallet_id: accountId ? Number(accountId) : null,
                rows: [previewRow({ line: 3 })],
              }),
            ],
          }),
        );
      }
      return undefined;
    });
    await renderArea(entriesArea, '/import');
    await chooseFile('x');
    const account = await screen.findByRole('region', { name: 'DE89370400440532013000' });
    const select = within(account).getByLabelText('Import into wallet') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: 'new' } });
    const form = within(account).getByRole('form', { name: 'New wallet' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('DE89370400440532013000');
    expect((within(form).getByLabelText('Opening balance') as HTMLInputElement).value).toBe('-80.50');
    await waitFor(() =>
      expect((within(form).getByLabelText('Currency') as HTMLSelectElement).value).toBe('3'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Create the wallet' }));
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(created).toEqual({ name: 'DE89370400440532013000', type: 'bank', balance: -80.5, currency_id: 3 });
    expect(fieldsOf(previews()[1])).toEqual({ account_id: '9' });
    await waitFor(() => expect(select.value).toBe('9'));
    expect(within(account).queryByRole('form', { name: 'New wallet' })).toBeNull();
  });

  it('lists the imports newest first and undoes one after asking', async () => {
    batches = [
      batch({
        batch_id: 'b8e1c7a2-0d3f-4e5a-9b6c-7d8e9f0a1b2c',
        file_name: 'february.ofx',
        imported: 1204,
        duplicates: 37,
      }),
      batch({
        batch_id: 'a1e1c7a2-0d3f-4e5a-9b6c-7d8e9f0a1b2c',
        file_name: 'january.csv',
        format: 'csv',
        duplicates: 0,
        undone_at: '2026-02-02T10:00:00.000Z',
      }),
    ];
    let undone = false;
    api.handle((call) => {
      if (call.path === '/api/import/batches')
        return ok({
          data: undone
            ? batches.map((each) => ({ ...each, undone_at: '2026-02-03T10:00:00.000Z' }))
            : batches,
        });
      if (call.method === 'DELETE' && call.path === `/api/import/batch/${batches[0]?.batch_id}`) {
        undone = true;
        return ok({ removed: 1204 });
      }
      return undefined;
    });
    await renderArea(entriesArea, '/import');
    const history = await screen.findByRole('list', { name: 'Import history' });
    const [february, january] = within(history).getAllByRole('listitem');
    expect(february?.textContent).toContain('february.ofx');
    expect(february?.textContent).toContain('Ada');
    expect(february?.textContent).toContain('OFX');
    expect(february?.textContent).toContain('Bank');
    expect(february?.textContent).toContain('1,204 entries');
    expect(february?.textContent).toContain('37 duplicates skipped');
    expect(january?.textContent).toContain('Undone');
    expect(within(january as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(
      within(february as HTMLElement).getByRole('button', { name: /Undo the import of february\.ofx/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Undo this import?' });
    expect(dialog.textContent).toContain('The 1,204 entries imported from february.ofx will be removed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await screen.findByText('Import of february.ofx undone: 1,204 entries removed.');
    await waitFor(() => expect(within(history).getAllByText('Undone')).toHaveLength(2));
  });

  // Building 100,000 rows takes seconds when every test file runs at once: a longer limit, no time asserted.
  it('draws only the rows on screen of a 100,000-row file', async () => {
    const rows = Array.from({ length: 100_000 }, (_, index) =>
      previewRow({ line: index + 2, payee: `Payee ${index}`, amount: '-1.00' }),
    );
    previewAnswer = () => ok(preview({ statements: [statement({ wallet_id: 4, rows })] }));
    await renderArea(entriesArea, '/import');
    await chooseFile('x');
    await screen.findByText('100,000 to import · 0 duplicates · 0 with problems', undefined, {
      timeout: 20_000,
    });
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    expect(table.getAttribute('aria-rowcount')).toBe('100001');
    const drawn = within(table).getAllByRole('row').length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(40);
    expect(screen.getByRole('button', { name: 'Import 100,000 entries' })).toBeTruthy();
  }, 30_000);
});
