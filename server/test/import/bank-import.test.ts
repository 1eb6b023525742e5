// The bank-file import over HTTP (issue 23): preview, commit, duplicates, history and undo, on the real server.
import {
  entryPageSchema,
  errorCodes,
  type ImportPreview,
  importBatchListSchema,
  importCommitResponseSchema,
  importPreviewSchema,
  walletMoney,
} from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSample } from '../../src/import/formats/import-samples.test-support.ts';
import { uploadBankFile } from '../support/bank-import.ts';
import { authHeaders, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, balanceDrift, createWallet, type LedgerUser, ledgerTeam, walletsOf } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let owner: ReturnType<typeof as>;

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
  owner = as(server, team.owner);
});

afterAll(async () => {
  await server?.close();
});

/** POST /api/import/preview to this file's server. */
const upload = (
  user: LedgerUser,
  file: { name: string; content: string | Uint8Array },
  fields?: Record<string, unknown>,
  workspace?: string,
) => uploadBankFile(server, user, file, fields, workspace);

const preview = async (...args: Parameters<typeof upload>): Promise<ImportPreview> =>
  importPreviewSchema.parse(await json(await upload(...args)));

const commit = async (importId: string, body: unknown, user = owner) =>
  importCommitResponseSchema.parse(
    await json(await user('POST', `/api/import/${importId}/commit`, body), 201),
  );

const balanceCents = async (wallet: { uuid: string }) => {
  const found = (await walletsOf(server, team.owner)).find((w) => w.uuid === wallet.uuid);
  return Math.round((found ? walletMoney(found) : Number.NaN) * 100);
};

const entriesOf = async (wallet: { uuid: string }) =>
  entryPageSchema.parse(
    await json(await owner('GET', `/api/entry?filters[account_id]=${wallet.uuid}&per_page=100`)),
  ).data;

const previewCount = async () =>
  Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM import_previews'))[0]?.n);

/** An OFX 1.02 file (SGML, unclosed tags) with a checking account and a credit card. */
const TWO_ACCOUNTS_OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260305120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>EUR
<BANKACCTFROM><BANKID>12345<ACCTID>IT60X0542811101000000123456<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260301<DTEND>20260304
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260301<TRNAMT>-42.10<FITID>CHK-1<NAME>Supermarket Roma<MEMO>Weekly shop</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260302<TRNAMT>2500.00<FITID>CHK-2<NAME>ACME Payroll<MEMO>Salary March</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260304<TRNAMT>-3.50<FITID>CHK-3<NAME>Bar Centrale</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>5454.40<DTASOF>20260304</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
<CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>2<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<CCSTMTRS><CURDEF>EUR
<CCACCTFROM><ACCTID>4111111111111111</CCACCTFROM>
<BANKTRANLIST><DTSTART>20260301<DTEND>20260304
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260303<TRNAMT>-19.99<FITID>CC-1<NAME>Streaming Co</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>-19.99<DTASOF>20260304</LEDGERBAL>
</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>
</OFX>
`;

describe('POST /api/import/preview and commit: an OFX with two accounts', () => {
  it('previews both statements, imports them into their wallets with the person changes, and undoes it', async () => {
    const checking = await createWallet(server, team.owner, { name: 'Checking', balance: 1000 });
    const card = await createWallet(server, team.owner, { name: 'Card', type: 'prepaid-card', balance: 0 });
    const before = await previewCount();

    const found = await preview(team.owner, { name: 'march.ofx', content: TWO_ACCOUNTS_OFX });
    expect(await previewCount()).toBe(before + 1);
    expect(found).toMatchObject({ format: 'ofx', file_name: 'march.ofx', problems: [] });
    expect(found.statements.map((statement) => statement.account)).toEqual([
      expect.objectContaining({ number: 'IT60X0542811101000000123456', currency: 'EUR' }),
      expect.objectContaining({ number: '4111111111111111', currency: 'EUR' }),
    ]);
    expect(found.statements.map((statement) => statement.closing_balance)).toEqual(['5454.40', '-19.99']);
    // Nothing was imported from these accounts yet: the person picks the wallets.
    expect(found.statements.map((statement) => statement.wallet_id)).toEqual([null, null]);
    const [bank, credit] = found.statements;
    expect(bank?.rows).toEqual([
      expect.objectContaining({
        date: '2026-03-01',
        amount: '-42.10',
        currency: 'EUR',
        payee: 'Supermarket Roma',
        note: 'Weekly shop',
        bank_id: 'CHK-1',
        category_id: 75,
        duplicate: false,
        problems: [],
      }),
      expect.objectContaining({ date: '2026-03-02', amount: '2500.00', payee: 'ACME Payroll' }),
      expect.objectContaining({ date: '2026-03-04', amount: '-3.50', payee: 'Bar Centrale', note: null }),
    ]);
    expect(credit?.rows.map((row) => row.amount)).toEqual(['-19.99']);
    // Lines are the file's and unique: the key of the person's changes.
    const lines = found.statements.flatMap((statement) => statement.rows.map((row) => row.line));
    expect(new Set(lines).size).toBe(4);

    const [shopping, salary, coffee] = bank?.rows ?? [];
    const result = await commit(found.import_id, {
      statements: [
        { index: 0, account_id: checking.id },
        { index: 1, account_id: card.id },
      ],
      rows: [
        { line: shopping?.line, category_id: 67 },
        { line: coffee?.line, skip: true },
      ],
    });
    expect(result).toMatchObject({ imported: 3, duplicates: 0 });
    expect(await balanceCents(checking)).toBe(100_000 - 4210 + 250_000);
    expect(await balanceCents(card)).toBe(-1999);
    const imported = await entriesOf(checking);
    expect(imported.map((entry) => [entry.amount, entry.sub_category.id, entry.note])).toEqual([
      [2500, 75, 'ACME Payroll · Salary March'],
      [-42.1, 67, 'Supermarket Roma · Weekly shop'],
    ]);
    expect(salary?.line).toBeDefined();
    expect(await balanceDrift(server.db, team.workspace)).toEqual([]);

    // A preview commits once.
    await expectError(
      await owner('POST', `/api/import/${found.import_id}/commit`, { account_id: checking.id }),
      409,
      errorCodes.conflict,
    );

    // The same file again: the accounts go to their wallets by themselves and every row is there already,
    // the skipped coffee excepted; the category the person gave the supermarket is remembered for it.
    const again = await preview(team.owner, { name: 'march.ofx', content: TWO_ACCOUNTS_OFX });
    expect(again.statements.map((statement) => statement.wallet_id)).toEqual([checking.id, card.id]);
    expect(again.statements.flatMap((statement) => statement.rows.map((row) => row.duplicate))).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(again.statements[0]?.rows[0]?.category_id).toBe(67);
    const second = await commit(again.import_id, {
      statements: [
        { index: 0, account_id: checking.id },
        { index: 1, account_id: card.id },
      ],
    });
    expect(second).toMatchObject({ imported: 1, duplicates: 3 });
    expect(await balanceCents(checking)).toBe(100_000 - 4210 + 250_000 - 350);

    const history = importBatchListSchema.parse(await json(await owner('GET', '/api/import/batches'))).data;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ batch_id: second.batch_id, imported: 1, duplicates: 3, undone_at: null }),
      expect.objectContaining({
        batch_id: result.batch_id,
        file_name: 'march.ofx',
        format: 'ofx',
        imported: 3,
        user: expect.objectContaining({ name: 'Owner' }),
        wallets: [
          expect.objectContaining({ uuid: checking.uuid }),
          expect.objectContaining({ uuid: card.uuid }),
        ],
      }),
    ]);

    // Undo the first import: its entries go, the second's coffee stays, every balance as before it.
    expect(await json(await owner('DELETE', `/api/import/batch/${result.batch_id}`))).toEqual({ removed: 3 });
    expect(await balanceCents(checking)).toBe(100_000 - 350);
    expect(await balanceCents(card)).toBe(0);
    expect((await entriesOf(checking)).map((entry) => entry.amount)).toEqual([-3.5]);
    expect(await balanceDrift(server.db, team.workspace)).toEqual([]);
    await expectError(
      await owner('DELETE', `/api/import/batch/${result.batch_id}`),
      409,
      errorCodes.conflict,
    );
    const undone = importBatchListSchema.parse(await json(await owner('GET', '/api/import/batches'))).data;
    expect(undone.find((batch) => batch.batch_id === result.batch_id)?.undone_at).toEqual(expect.any(String));
  });
});

describe('CSV files', () => {
  const BANK_CSV = [
    'Booking day;Counterparty;Purpose;Value EUR',
    '03.02.2026;Bakery Rossi;Bread;-2,40',
    '14.02.2026;Landlord;Rent February;-750,00',
    '28.02.2026;ACME;Salary;"2.100,00"',
  ].join('\n');

  it('asks for the columns of a header it does not know, then reads with the mapping and remembers it', async () => {
    const wallet = await createWallet(server, team.owner, { name: 'CSV bank' });
    const unknown = await preview(team.owner, { name: 'bank.csv', content: BANK_CSV });
    expect(unknown.format).toBe('csv');
    expect(unknown.csv).toMatchObject({
      delimiter: ';',
      header: true,
      columns: ['Booking day', 'Counterparty', 'Purpose', 'Value EUR'],
      mapping: null,
    });
    expect(unknown.problems.map((problem) => problem.field)).toContain('columns');

    const columns = { date: 'Booking day', amount: 'Value EUR', payee: 'Counterparty', note: 'Purpose' };
    const mapped = await preview(
      team.owner,
      { name: 'bank.csv', content: BANK_CSV },
      { columns, account_id: wallet.id },
    );
    expect(mapped.csv).toMatchObject({ date_format: 'dmy', decimal_separator: ',' });
    expect(mapped.statements[0]?.rows.map((row) => [row.date, row.amount, row.payee, row.note])).toEqual([
      ['2026-02-03', '-2.40', 'Bakery Rossi', 'Bread'],
      ['2026-02-14', '-750.00', 'Landlord', 'Rent February'],
      ['2026-02-28', '2100.00', 'ACME', 'Salary'],
    ]);
    expect(await commit(mapped.import_id, { account_id: wallet.id })).toMatchObject({
      imported: 3,
      duplicates: 0,
    });
    expect(await balanceCents(wallet)).toBe(-240 - 75_000 + 210_000);

    // March's file of the same bank shares the last week of February: the wallet's mapping is used without
    // asking, and only the new rows are imported.
    const march = [
      'Booking day;Counterparty;Purpose;Value EUR',
      '28.02.2026;ACME;Salary;"2.100,00"',
      '02.03.2026;Bakery Rossi;Bread;-2,40',
    ].join('\n');
    const next = await preview(team.owner, { name: 'march.csv', content: march }, { account_id: wallet.id });
    expect(next.problems).toEqual([]);
    expect(next.csv?.mapping).toMatchObject(columns);
    expect(next.statements[0]?.rows.map((row) => row.duplicate)).toEqual([true, false]);
    expect(await commit(next.import_id, { account_id: wallet.id })).toMatchObject({
      imported: 1,
      duplicates: 1,
    });
    expect(await balanceCents(wallet)).toBe(-240 - 75_000 + 210_000 - 240);
  });

  it('keeps two same-day coffees of one file as two entries', async () => {
    const wallet = await createWallet(server, team.owner, { name: 'Twins' });
    const twins = ['Date,Payee,Amount', '2026-04-01,Cafe,-3.50', '2026-04-01,Cafe,-3.50'].join('\n');
    const found = await preview(team.owner, { name: 'twins.csv', content: twins }, { account_id: wallet.id });
    expect(found.statements[0]?.rows.map((row) => row.duplicate)).toEqual([false, false]);
    expect(await commit(found.import_id, { account_id: wallet.id })).toMatchObject({ imported: 2 });
    const again = await preview(team.owner, { name: 'twins.csv', content: twins }, { account_id: wallet.id });
    expect(again.statements[0]?.rows.map((row) => row.duplicate)).toEqual([true, true]);
  });

  it('asks for the date order when no day is above 12, and refuses the commit until it is chosen', async () => {
    const wallet = await createWallet(server, team.owner, { name: 'Ambiguous' });
    const ambiguous = ['Date,Payee,Amount', '01/02/2026,Shop,-1.00', '03/04/2026,Shop,-2.00'].join('\n');
    const found = await preview(team.owner, { name: 'a.csv', content: ambiguous }, { account_id: wallet.id });
    expect(found.problems.map((problem) => problem.field)).toContain('date_format');
    const refused = await owner('POST', `/api/import/${found.import_id}/commit`, { account_id: wallet.id });
    expect((await expectError(refused, 422, errorCodes.validationFailed)).fields).toHaveProperty(
      'date_format',
    );
    expect(await balanceCents(wallet)).toBe(0);

    const chosen = await preview(
      team.owner,
      { name: 'a.csv', content: ambiguous },
      { account_id: wallet.id, date_format: 'mdy' },
    );
    expect(chosen.statements[0]?.rows.map((row) => row.date)).toEqual(['2026-01-02', '2026-03-04']);
    expect(await commit(chosen.import_id, { account_id: wallet.id })).toMatchObject({ imported: 2 });
  });

  it('refuses a wallet in another currency than the statement', async () => {
    const dollars = await createWallet(server, team.owner, { name: 'Dollars', currency_id: 1 });
    const found = await preview(team.owner, { name: 'march.ofx', content: TWO_ACCOUNTS_OFX });
    const response = await owner('POST', `/api/import/${found.import_id}/commit`, {
      statements: [{ index: 0, account_id: dollars.id }],
    });
    expect(
      (await expectError(response, 422, errorCodes.validationFailed)).fields?.['statements.0.account_id'],
    ).toMatch(/EUR/);
  });
});

describe('files that cannot be read', () => {
  it.each([
    'malformed-empty.ofx',
    'malformed-binary.dat',
    'malformed-truncated-camt053.xml',
    'malformed-genkgo-camt053.v2.wrong.xml',
  ])('refuses %s with 422 saying what is wrong, storing nothing', async (name) => {
    const before = await previewCount();
    const response = await upload(team.owner, { name, content: readSample(name) });
    const error = await expectError(response, 422, errorCodes.validationFailed);
    expect(error.fields?.file).toEqual(expect.any(String));
    expect(await previewCount()).toBe(before);
  });

  it('refuses a file over 20 MB with 413 saying the limit', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1).fill(0x41);
    const error = await expectError(
      await upload(team.owner, { name: 'big.csv', content: big }),
      413,
      errorCodes.payloadTooLarge,
    );
    expect(error.error).toMatch(/20 MB/);
  });

  it('refuses a request without a file, and fields the API does not take', async () => {
    const form = new FormData();
    form.append('format', 'csv');
    const response = await fetch(`${server.baseUrl}/api/import/preview`, {
      method: 'POST',
      headers: { ...authHeaders(team.owner.session), 'x-ws': team.workspace },
      body: form,
    });
    expect((await expectError(response, 422, errorCodes.validationFailed)).fields).toHaveProperty('file');
    const badFormat = await upload(
      team.owner,
      { name: 'x.csv', content: 'Date,Amount\n2026-01-01,1' },
      { format: 'xls' },
    );
    expect((await expectError(badFormat, 422, errorCodes.validationFailed)).fields).toHaveProperty('format');
  });
});

describe('who may see and change imports', () => {
  it('keeps previews and batches to their workspace, and viewers to reading', async () => {
    const wallet = await createWallet(server, team.owner, { name: 'Private' });
    const found = await preview(
      team.owner,
      { name: 'p.csv', content: 'Date,Payee,Amount\n2026-05-01,Shop,-9.99' },
      { account_id: wallet.id },
    );
    const outsider = as(server, team.outsider);
    await expectError(
      await outsider('POST', `/api/import/${found.import_id}/commit`, { account_id: wallet.id }),
      404,
      errorCodes.notFound,
    );
    const { batch_id } = await commit(found.import_id, { account_id: wallet.id });
    await expectError(await outsider('DELETE', `/api/import/batch/${batch_id}`), 404, errorCodes.notFound);
    const theirs = importBatchListSchema.parse(await json(await outsider('GET', '/api/import/batches'))).data;
    expect(theirs.map((batch) => batch.batch_id)).not.toContain(batch_id);

    const viewer = as(server, team.viewer, team.workspace);
    expect(
      importBatchListSchema.parse(await json(await viewer('GET', '/api/import/batches'))).data[0]?.batch_id,
    ).toBe(batch_id);
    await expectError(
      await upload(team.viewer, { name: 'p.csv', content: 'Date,Amount\n2026-05-01,1' }, {}, team.workspace),
      403,
      errorCodes.forbidden,
    );
    await expectError(await viewer('DELETE', `/api/import/batch/${batch_id}`), 403, errorCodes.forbidden);
    expect(await balanceCents(wallet)).toBe(-999);
  });
});

describe('every sample format through the API', () => {
  // [file, fields sent, format found, rows per statement]: the readers' own tests check the rows' contents.
  const samples: [string, Record<string, string>, string, number[]][] = [
    ['actual-data-payee-memo.csv', {}, 'csv', [4]],
    ['actual-data_euc-jp.csv', { encoding: 'euc-jp' }, 'csv', [3]],
    ['actual-data_gb18030.csv', { encoding: 'gb18030' }, 'csv', [3]],
    ['actual-utf-16le-nobom.csv', {}, 'csv', [3]],
    ['actual-utf-16be-nobom.csv', {}, 'csv', [3]],
    ['actual-windows-1252-euro.csv', {}, 'csv', [1]],
    ['actual-1252.qfx', {}, 'qfx', [1]],
    ['actual-utf-8.qfx', {}, 'qfx', [1]],
    ['actual-data-payee-memo.ofx', {}, 'ofx', [4]],
    ['ofxparse-anzcc.ofx', {}, 'ofx', [1]],
    ['ofxparse-suncorp.ofx', {}, 'ofx', [1]],
    ['ofxparse-multiple_accounts2.ofx', {}, 'ofx', [0, 0]],
    ['actual-qif-category.qif', {}, 'qif', [2]],
    ['gnucash-ymd-dot.qif', { date_format: 'ymd' }, 'qif', [1]],
    ['actual-camt.053.xml', {}, 'camt.053', [7]],
    ['actual-camt.latin1.xml', {}, 'camt.052', [2]],
    ['genkgo-camt053.v2.multi.statement.xml', {}, 'camt.053', [1, 1]],
    ['genkgo-camt054.v2.xml', {}, 'camt.054', [1]],
    ['actual-data.sta', {}, 'mt940', [6]],
    ['mt940-mBank-mt942.sta', {}, 'mt940', [3]],
    ['mt940-sepa_snippet.sta', {}, 'mt940', [4, 7]],
  ];

  it.each(samples)('previews %s', async (name, fields, format, rows) => {
    const found = await preview(team.owner, { name, content: readSample(name) }, fields);
    expect(found.format).toBe(format);
    expect(found.statements.map((statement) => statement.rows.length)).toEqual(rows);
    for (const row of found.statements.flatMap((statement) => statement.rows)) {
      expect(row).toMatchObject({
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        amount: expect.stringMatching(/^-?\d+\.\d{2}$/),
        problems: [],
      });
    }
  });
});

describe('rules in the import preview', () => {
  it('files rows by the workspace rules, says which rule filled what, and writes it', async () => {
    const wallet = await createWallet(server, team.owner, { name: 'Ruled' });
    const label = await json<{ id: number }>(
      await owner('POST', '/api/label', { name: 'Subscriptions', color: '#aa00aa' }),
      201,
    );
    const rule = await json<{ id: number }>(
      await owner('POST', '/api/rules', {
        name: 'Streaming',
        conditions: { all: [{ field: 'payee', op: 'contains', value: 'netflix' }] },
        actions: [
          { type: 'set_category', value: 42 },
          { type: 'set_payee', value: 'Netflix' },
          { type: 'add_label', value: label.id },
        ],
      }),
      201,
    );
    const csv = [
      'Date,Payee,Amount',
      '2026-06-01,CARD 4411 NETFLIX.COM AMS,-12.99',
      '2026-06-02,Bakery,-2.00',
    ].join('\n');
    const found = await preview(team.owner, { name: 'ruled.csv', content: csv }, { account_id: wallet.id });
    const [streaming, bakery] = found.statements[0]?.rows ?? [];
    expect(streaming).toMatchObject({
      payee: 'Netflix',
      category_id: 42,
      label_ids: [label.id],
      filled_by: expect.arrayContaining([
        { field: 'category', rule_id: rule.id, rule_name: 'Streaming' },
        { field: 'payee', rule_id: rule.id, rule_name: 'Streaming' },
      ]),
    });
    expect(bakery).toMatchObject({ payee: 'Bakery', category_id: 75, label_ids: [], filled_by: [] });

    await commit(found.import_id, { account_id: wallet.id });
    const [netflix] = (await entriesOf(wallet)).filter((entry) => entry.amount === -12.99);
    expect(netflix).toMatchObject({ note: 'Netflix', sub_category: expect.objectContaining({ id: 42 }) });
    expect(netflix?.labels.map((l) => l.id)).toEqual([label.id]);
    await owner('DELETE', `/api/rules/${rule.id}`);
  });
});
