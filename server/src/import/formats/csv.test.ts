import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { type ReadOptions, type ReadRow, UnreadableFileError } from './bank-file.ts';
import { readCsv } from './csv.ts';
import { readSample, rowsOf } from './import-samples.test-support.ts';

const bytesOf = (text: string, encoding = 'utf-8', bom = false) =>
  new Uint8Array(iconv.encode(text, encoding, { addBOM: bom }));

const read = (text: string, options: ReadOptions = {}) => readCsv(bytesOf(text), options);

/** The fields of a row most tests look at. */
const brief = ({ line, date, amountCents, payee, note }: ReadRow) => ({
  line,
  date,
  amountCents,
  payee,
  note,
});

describe('readCsv, encodings', () => {
  const text = 'Date,Payee,Amount\n2026-01-31,PAYEE,-12.50\n';

  it.each([
    ['utf-8', false, 'Zoë Müller', undefined, 'utf-8'],
    ['utf-8', true, 'Zoë Müller', undefined, 'utf-8'],
    ['utf-16le', true, 'Zoë Müller', undefined, 'utf-16le'],
    ['utf-16be', true, 'Zoë Müller', undefined, 'utf-16be'],
    ['utf-16le', false, 'Zoë Müller', undefined, 'utf-16le'],
    ['utf-16be', false, 'Zoë Müller', undefined, 'utf-16be'],
    ['windows-1252', false, 'Café € Rémy', undefined, 'windows-1252'],
    ['iso-8859-1', false, 'Çà et là', 'iso-8859-1', 'windows-1252'],
    ['iso-8859-15', false, 'Œuvre €', 'iso-8859-15', 'iso-8859-15'],
    ['gb18030', false, '北京餐厅', 'gb18030', 'gb18030'],
    ['euc-jp', false, '東京スーパー', 'euc-jp', 'euc-jp'],
    ['euc-kr', false, '서울 마트', 'euc-kr', 'euc-kr'],
    ['shift_jis', false, '山田商店', 'shift_jis', 'shift_jis'],
  ])('reads %s (BOM: %s)', (encoding, bom, payee, label, whatwgName) => {
    const file = readCsv(
      bytesOf(text.replace('PAYEE', payee), encoding, bom),
      label ? { encoding: label } : {},
    );
    expect(file.encoding).toBe(whatwgName);
    expect(file.csv?.columns).toEqual(['Date', 'Payee', 'Amount']);
    expect(rowsOf(file).map(brief)).toEqual([
      { line: 2, date: '2026-01-31', amountCents: -1250, payee, note: null },
    ]);
  });

  it('refuses a file that does not decode with the encoding chosen', () => {
    expect(() =>
      readCsv(bytesOf(text.replace('PAYEE', 'Café'), 'windows-1252'), { encoding: 'utf-8' }),
    ).toThrow(UnreadableFileError);
  });
});

describe('readCsv, delimiters and quotes', () => {
  it.each([
    [',', 'Date,Payee,Amount\n2026-01-31,Shop,-12.50\n'],
    [';', 'Datum;Empfänger;Betrag\n31.01.2026;Shop;-12,50\n'],
    ['\t', 'Date\tPayee\tAmount\n2026-01-31\tShop\t-12.50\n'],
    ['|', 'Date|Payee|Amount\n2026-01-31|Shop|-12.50\n'],
  ])('finds the delimiter %j', (delimiter, text) => {
    const file = read(text);
    expect(file.csv?.delimiter).toBe(delimiter);
    expect(rowsOf(file).map(brief)).toEqual([
      { line: 2, date: '2026-01-31', amountCents: -1250, payee: 'Shop', note: null },
    ]);
  });

  it('does not take decimal commas for the delimiter', () => {
    const file = read('Datum;Betrag;Text\n01.02.2026;-1,50;a\n02.02.2026;2,00;b\n03.02.2026;3,25;c\n');
    expect(file.csv?.delimiter).toBe(';');
    expect(rowsOf(file).map((row) => row.amountCents)).toEqual([-150, 200, 325]);
  });

  it('reads quoted fields with delimiters, quotes and line breaks, and keeps each row on its first line', () => {
    const text = [
      'Date,Payee,Amount,Notes',
      '2026-01-30,"Smith, John",-1.00,"first line',
      'second line"',
      '2026-01-31,"The ""Best"" Shop",-2.00,plain',
      '2026-02-01,"a',
      '',
      'b",-3.00,',
    ].join('\r\n');
    expect(rowsOf(read(text)).map(brief)).toEqual([
      {
        line: 2,
        date: '2026-01-30',
        amountCents: -100,
        payee: 'Smith, John',
        note: 'first line\nsecond line',
      },
      { line: 4, date: '2026-01-31', amountCents: -200, payee: 'The "Best" Shop', note: 'plain' },
      { line: 5, date: '2026-02-01', amountCents: -300, payee: 'a\n\nb', note: null },
    ]);
  });

  it('skips empty lines and keeps counting them', () => {
    const text = '\nDate,Amount\n\n2026-01-30,1.00\n , \n\r\n2026-01-31,2.00\r\n\n';
    expect(rowsOf(read(text)).map((row) => [row.line, row.amountCents])).toEqual([
      [4, 100],
      [7, 200],
    ]);
  });

  it('takes the delimiter from an Excel "sep=" line, which is no row', () => {
    const file = read('sep=;\n2026-01-31;1,00\n2026-02-01;2,00\n', { columns: { date: 0, amount: 1 } });
    expect(file.csv?.delimiter).toBe(';');
    expect(file.csv?.sample).toEqual([
      ['2026-01-31', '1,00'],
      ['2026-02-01', '2,00'],
    ]);
    expect(rowsOf(file).map((row) => [row.line, row.amountCents, row.problems])).toEqual([
      [2, 100, []],
      [3, 200, []],
    ]);
  });

  it("skips a bank's short lines above the header", () => {
    const text = [
      '"Kontonummer:";"DE12 3456 / Girokonto";',
      '',
      '"Von:";"01.01.2026";',
      '"Kontostand vom 31.01.2026:";"1.234,56 EUR";',
      '',
      '"Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber / Begünstigter";"Verwendungszweck";"Betrag (EUR)";',
      '"31.01.2026";"31.01.2026";"Lastschrift";"Stadtwerke";"Strom Januar";"-1.234,50";',
    ].join('\n');
    const file = read(text);
    expect(file.csv?.columns.slice(0, 6)).toEqual([
      'Buchungstag',
      'Wertstellung',
      'Buchungstext',
      'Auftraggeber / Begünstigter',
      'Verwendungszweck',
      'Betrag (EUR)',
    ]);
    expect(rowsOf(file).map(brief)).toEqual([
      { line: 7, date: '2026-01-31', amountCents: -123450, payee: null, note: 'Strom Januar' },
    ]);
  });

  it('refuses a quote that is never closed, saying where it opens', () => {
    expect(() => read('Date,Payee,Amount\n2026-01-31,Shop,1.00\n2026-02-01,"Shop,2.00\n')).toThrow(
      new UnreadableFileError('A quoted field is never closed', 'line 3'),
    );
  });
});

describe('readCsv, dates', () => {
  const file = (dates: string[], options: ReadOptions = {}) =>
    read(`Date,Amount\n${dates.map((date) => `${date},1.00`).join('\n')}\n`, options);

  it.each([
    ['ymd', ['2026-01-05', '2026-01-31'], ['2026-01-05', '2026-01-31']],
    ['ymd', ['20260105', '20260131'], ['2026-01-05', '2026-01-31']],
    ['dmy', ['05.01.2026', '31.01.2026'], ['2026-01-05', '2026-01-31']],
    ['mdy', ['1/5/26', '1/31/26'], ['2026-01-05', '2026-01-31']],
    ['ymd', ['2026-01-05 10:00', '2026-01-31T23:59:00'], ['2026-01-05', '2026-01-31']],
  ])('detects %s over all rows', (order, dates, expected) => {
    const read = file(dates);
    expect(read.csv?.dateOrder).toBe(order);
    expect(read.problems).toEqual([]);
    expect(rowsOf(read).map((row) => row.date)).toEqual(expected);
  });

  it('settles the order by a day above 12 in the last row', () => {
    const read = file(['01/02/2026', '03/04/2026', '05/06/2026', '07/08/2026', '09/10/2026', '11/30/2026']);
    expect(read.csv?.dateOrder).toBe('mdy');
    expect(rowsOf(read).map((row) => row.date)).toEqual([
      '2026-01-02',
      '2026-03-04',
      '2026-05-06',
      '2026-07-08',
      '2026-09-10',
      '2026-11-30',
    ]);
  });

  it('reads ambiguous dates day-first and asks for the order', () => {
    const read = file(['01/02/2026', '03/04/2026']);
    expect(read.csv?.dateOrder).toBeNull();
    expect(read.problems).toEqual([
      { field: 'date_format', message: 'The dates could be day-first or month-first: choose the order' },
    ]);
    expect(rowsOf(read).map((row) => row.date)).toEqual(['2026-02-01', '2026-04-03']);
  });

  it('follows the order the person chose', () => {
    const read = file(['01/02/2026', '03/04/2026'], { dateOrder: 'mdy' });
    expect(read.problems).toEqual([]);
    expect(read.csv?.dateOrder).toBe('mdy');
    expect(rowsOf(read).map((row) => row.date)).toEqual(['2026-01-02', '2026-03-04']);
  });
});

describe('readCsv, amounts', () => {
  const amounts = (cells: string[], options: ReadOptions = {}) => {
    const file = read(`Date;Amount\n${cells.map((cell) => `2026-01-31;"${cell}"`).join('\n')}\n`, options);
    return { separator: file.csv?.decimalSeparator, cents: rowsOf(file).map((row) => row.amountCents) };
  };

  it('detects a decimal comma over all rows, with thousands points', () => {
    expect(amounts(['1.234', '-5,50', '1.234,56'])).toEqual({
      separator: ',',
      cents: [123400, -550, 123456],
    });
  });

  it('detects a decimal point, with thousands commas, spaces and apostrophes', () => {
    expect(amounts(['1,234.56', "1'000.50", '2 000', '-0.99'])).toEqual({
      separator: '.',
      cents: [123456, 100050, 200000, -99],
    });
  });

  it('follows the separator the person chose', () => {
    expect(amounts(['1.234'], { decimalSeparator: ',' })).toEqual({ separator: ',', cents: [123400] });
    expect(amounts(['1.234'], { decimalSeparator: '.' })).toEqual({ separator: '.', cents: [123] });
  });

  it('reads the three ways of writing money out, and currencies around the amount', () => {
    expect(amounts(['-12.34', '12.34-', '(12.34)', '+12.34', '€ 12.34', '12.34 EUR']).cents).toEqual([
      -1234, -1234, -1234, 1234, 1234, 1234,
    ]);
  });

  it('makes inflow positive and outflow negative, whatever sign the outflow has', () => {
    const file = read(
      'Date,Payee,Outflow,Inflow\n2026-01-29,A,$12.00,$0.00\n2026-01-30,B,,$5.50\n2026-01-31,C,-3.00,\n',
    );
    expect(file.csv?.mapping).toMatchObject({ inflow: 'Inflow', outflow: 'Outflow' });
    expect(rowsOf(file).map((row) => row.amountCents)).toEqual([-1200, 550, -300]);
  });
});

describe('readCsv, rows with problems', () => {
  it('keeps a row whose date or amount is unusable, with its line and a problem on that field', () => {
    const text = [
      'Date,Payee,Amount',
      '2026-01-31,Good,-1.00',
      'yesterday,Bad date,-2.00',
      '2026-02-30,No such day,-3.00',
      ',No date,-4.00',
      '2026-01-31,Bad amount,12..3',
      '2026-01-31,No amount,',
      '2026-01-31,Zero,0.00',
    ].join('\n');
    const rows = rowsOf(read(text));
    expect(rows.map((row) => [row.line, row.date, row.amountCents, row.problems])).toEqual([
      [2, '2026-01-31', -100, []],
      [3, null, -200, [{ field: 'date', message: 'The date "yesterday" cannot be read' }]],
      [4, null, -300, [{ field: 'date', message: 'The date "2026-02-30" cannot be read' }]],
      [5, null, -400, [{ field: 'date', message: 'The date is missing' }]],
      [6, '2026-01-31', null, [{ field: 'amount', message: 'The amount "12..3" cannot be read' }]],
      [7, '2026-01-31', null, [{ field: 'amount', message: 'The amount is missing' }]],
      [8, '2026-01-31', 0, [{ field: 'amount', message: 'The amount is zero' }]],
    ]);
  });
});

describe('readCsv, columns', () => {
  it('asks for the columns of a file without a header, and reads it with the indexes chosen', () => {
    const text = '31.01.2026;Shop;-1,50;Ref 1\n01.02.2026;Cafe;-2,00;Ref 2\n';
    const unmapped = read(text);
    expect(unmapped.problems).toEqual([
      { field: 'columns', message: 'Choose which columns hold the date and the amount' },
    ]);
    expect(unmapped.csv).toMatchObject({
      header: false,
      columns: ['Column 1', 'Column 2', 'Column 3', 'Column 4'],
      mapping: null,
      sample: [
        ['31.01.2026', 'Shop', '-1,50', 'Ref 1'],
        ['01.02.2026', 'Cafe', '-2,00', 'Ref 2'],
      ],
    });
    expect(rowsOf(unmapped)).toEqual([]);

    const mapped = read(text, { columns: { date: 0, amount: 2, payee: 1, bank_id: 3 } });
    expect(mapped.problems).toEqual([]);
    expect(mapped.csv?.mapping).toEqual({
      date: 0,
      amount: 2,
      payee: 1,
      note: null,
      bank_id: 3,
      category: null,
    });
    expect(rowsOf(mapped).map((row) => [row.line, row.date, row.amountCents, row.payee, row.bankId])).toEqual(
      [
        [1, '2026-01-31', -150, 'Shop', 'Ref 1'],
        [2, '2026-02-01', -200, 'Cafe', 'Ref 2'],
      ],
    );
  });

  it('reads the columns chosen by header name, without regard to case', () => {
    const file = read('When,What,How much,Why\n2026-01-31,Shop,-1.00,Food\n', {
      columns: { date: 'When', amount: 'how much', payee: 'What', category: 'Why' },
    });
    expect(file.csv?.mapping).toMatchObject({
      date: 'When',
      amount: 'How much',
      payee: 'What',
      category: 'Why',
    });
    expect(rowsOf(file).map((row) => [row.amountCents, row.payee, row.category])).toEqual([
      [-100, 'Shop', 'Food'],
    ]);
  });

  it("recognises the header when a saved mapping does not fit the file's columns", () => {
    const file = read('Date,Amount\n2026-01-31,1.00\n', {
      columns: { date: 'Buchungstag', amount: 'Betrag' },
    });
    expect(file.csv?.mapping).toMatchObject({ date: 'Date', amount: 'Amount' });
    expect(rowsOf(file)).toHaveLength(1);
  });

  it('reads the currency of each row from a currency column', () => {
    const file = read('Date,Amount,Currency\n2026-01-31,1.00,CHF\n2026-01-31,2.00,\n');
    expect(rowsOf(file).map((row) => row.currency)).toEqual(['CHF', null]);
  });
});

describe('readCsv, the exports of other apps', () => {
  it('reads Actual Budget, one statement per account', () => {
    const text = [
      'Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared',
      'Checking,2026-01-30,Grocer,weekly,Food,-42.10,0,Cleared',
      'Savings,2026-01-31,Bank,,Interest,1.05,0,Not cleared',
      'Checking,2026-01-31,Landlord,,Rent,-800.00,0,Cleared',
    ].join('\n');
    const file = read(text);
    expect(file.csv?.mapping).toEqual({
      date: 'Date',
      amount: 'Amount',
      payee: 'Payee',
      note: 'Notes',
      bank_id: null,
      category: 'Category',
    });
    expect(
      file.statements.map((statement) => [statement.account.name, statement.rows.map((row) => row.line)]),
    ).toEqual([
      ['Checking', [2, 4]],
      ['Savings', [3]],
    ]);
    expect(file.statements[0]?.rows[0]).toEqual({
      line: 2,
      date: '2026-01-30',
      amountCents: -4210,
      currency: null,
      payee: 'Grocer',
      note: 'weekly',
      bankId: null,
      category: 'Food',
      problems: [],
    });
  });

  it('reads YNAB 4', () => {
    const text = [
      '"Account","Flag","Check Number","Date","Payee","Category","Master Category","Sub Category","Memo","Outflow","Inflow","Cleared","Running Balance"',
      '"Checking","","","01/31/2026","Grocer","Everyday Expenses: Groceries","Everyday Expenses","Groceries","milk","$1,042.10","$0.00","R","$-42.10"',
      '"Checking","","","02/01/2026","Employer","Income: Available this month","Income","Available this month","","$0.00","$2,000.00","R","$1,957.90"',
    ].join('\n');
    const file = read(text);
    expect(file.csv?.mapping).toMatchObject({ inflow: 'Inflow', outflow: 'Outflow', category: 'Category' });
    expect(file.csv?.dateOrder).toBe('mdy');
    expect(rowsOf(file).map((row) => [row.date, row.amountCents, row.payee, row.note, row.category])).toEqual(
      [
        ['2026-01-31', -104210, 'Grocer', 'milk', 'Everyday Expenses: Groceries'],
        ['2026-02-01', 200000, 'Employer', null, 'Income: Available this month'],
      ],
    );
  });

  it('reads nYNAB, its category without the group', () => {
    const text = [
      '"Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo","Outflow","Inflow","Cleared"',
      '"Visa","","31.01.2026","Café","Food: Eating out","Food","Eating out","","12,50€","0,00€","Cleared"',
    ].join('\n');
    const file = read(text);
    expect(rowsOf(file).map((row) => [row.date, row.amountCents, row.payee, row.category])).toEqual([
      ['2026-01-31', -1250, 'Café', 'Eating out'],
    ]);
    expect(file.statements[0]?.account.name).toBe('Visa');
  });

  it('reads Firefly III, its journal id as the bank id and its type as the direction', () => {
    const text = [
      'user_id,group_id,journal_id,created_at,updated_at,group_title,type,currency_code,amount,foreign_currency_code,foreign_amount,description,date,source_name,destination_name,category,budget,notes',
      '1,10,11,2026-01-31T10:00:00+01:00,2026-01-31T10:00:00+01:00,,Withdrawal,EUR,-12.00,,,Groceries at Aldi,2026-01-31T00:00:00+01:00,Checking,Aldi,Food,,weekly shop',
      '1,12,13,2026-02-01T10:00:00+01:00,2026-02-01T10:00:00+01:00,,Deposit,EUR,2500.00,,,Salary,2026-02-01T00:00:00+01:00,Employer,Checking,Income,,',
      '1,14,15,2026-02-02T10:00:00+01:00,2026-02-02T10:00:00+01:00,,Transfer,EUR,-100.00,,,To savings,2026-02-02T00:00:00+01:00,Checking,Savings,,,',
    ].join('\n');
    const file = read(text);
    expect(file.csv?.mapping).toEqual({
      date: 'date',
      amount: 'amount',
      payee: 'description',
      note: 'notes',
      bank_id: 'journal_id',
      category: 'category',
    });
    expect(
      rowsOf(file).map((row) => [row.date, row.amountCents, row.currency, row.bankId, row.note]),
    ).toEqual([
      ['2026-01-31', -1200, 'EUR', '11', 'weekly shop'],
      ['2026-02-01', 250000, 'EUR', '13', null],
      ['2026-02-02', -10000, 'EUR', '15', null],
    ]);
  });

  it('reads Mint, its positive amounts of type debit as money out, one statement per account', () => {
    const text = [
      '"Date","Description","Original Description","Amount","Transaction Type","Category","Account Name","Labels","Notes"',
      '"1/30/2020","Starbucks","STARBUCKS #123 SEATTLE","4.75","debit","Coffee Shops","Visa","",""',
      '"1/31/2020","Payroll","ACME CORP PAYROLL","2500.00","credit","Paycheck","Checking","",""',
    ].join('\n');
    const file = read(text);
    expect(file.csv?.mapping).toMatchObject({
      date: 'Date',
      amount: 'Amount',
      payee: 'Description',
      note: 'Notes',
      category: 'Category',
    });
    expect(
      file.statements.map((statement) => [
        statement.account.name,
        statement.rows.map((row) => row.amountCents),
      ]),
    ).toEqual([
      ['Visa', [-475]],
      ['Checking', [250000]],
    ]);
  });
});

describe('readCsv, bank headers in six languages', () => {
  it.each([
    ['en', 'Transaction Date,Description,Money Out,Money In\n31/01/2026,TESCO,3.50,\n'],
    ['de', 'Buchungstag;Empfänger;Verwendungszweck;Betrag\n31.01.2026;TESCO;Einkauf;-3,50\n'],
    ['fr', "Date de l'opération;Libellé;Débit;Crédit\n31/01/2026;TESCO;3,50;\n"],
    ['it', 'Data operazione;Descrizione;Uscite;Entrate\n31/01/2026;TESCO;3,50;\n'],
    ['es', 'Fecha;Concepto;Importe\n31/01/2026;TESCO;-3,50\n'],
    [
      'nl',
      '"Datum","Naam / Omschrijving","Af Bij","Bedrag (EUR)","Mededelingen"\n"20260131","TESCO","Af","3,50","pinbetaling"\n',
    ],
  ])('recognises the columns of a %s bank', (_language, text) => {
    const file = read(text);
    expect(file.problems).toEqual([]);
    const [row] = rowsOf(file);
    expect(row?.date).toBe('2026-01-31');
    expect(row?.amountCents).toBe(-350);
    expect([row?.payee, row?.note]).toContain('TESCO');
  });
});

describe('readCsv, files it refuses', () => {
  it('refuses an empty file and a blank one, and reads no rows from one with only a header', () => {
    expect(() => readCsv(new Uint8Array(), {})).toThrow(new UnreadableFileError('The file is empty'));
    expect(() => read('\n \n\r\n')).toThrow(new UnreadableFileError('The file holds no rows'));
    expect(read('Date,Amount\n').statements[0]?.rows).toEqual([]);
  });

  it('refuses binary bytes', () => {
    expect(() => readCsv(readSample('malformed-binary.dat'), {})).toThrow(UnreadableFileError);
  });
});

describe('readCsv on the samples', () => {
  it('reads actual-data-payee-memo.csv: payee and note, payee only, note only, neither', () => {
    const file = readCsv(readSample('actual-data-payee-memo.csv'), {});
    expect(file.encoding).toBe('utf-8');
    expect(file.csv).toMatchObject({ delimiter: ',', header: true, dateOrder: 'ymd', decimalSeparator: '.' });
    expect(rowsOf(file).map(brief)).toEqual([
      { line: 2, date: '2019-01-23', amountCents: -1000, payee: 'Payee Name', note: 'Note Text' },
      { line: 3, date: '2019-01-23', amountCents: -2000, payee: 'Payee Name Only', note: null },
      { line: 4, date: '2019-01-23', amountCents: -3000, payee: null, note: 'Note Only Text' },
      { line: 5, date: '2019-01-23', amountCents: -4000, payee: null, note: null },
    ]);
  });

  it('reads actual-data_euc-jp.csv with euc-jp chosen', () => {
    const file = readCsv(readSample('actual-data_euc-jp.csv'), { encoding: 'euc-jp' });
    expect(file.encoding).toBe('euc-jp');
    expect(rowsOf(file).map(brief)).toEqual([
      { line: 2, date: '2024-03-01', amountCents: -3000, payee: '山田下社', note: null },
      { line: 3, date: '2024-03-02', amountCents: 4575, payee: '東京スーパー', note: null },
      { line: 4, date: '2024-03-03', amountCents: 12000, payee: '山中純一', note: null },
    ]);
  });

  it('reads actual-data_gb18030.csv with gb18030 chosen', () => {
    const file = readCsv(readSample('actual-data_gb18030.csv'), { encoding: 'gb18030' });
    expect(file.encoding).toBe('gb18030');
    expect(rowsOf(file).map(brief)).toEqual([
      { line: 2, date: '2024-05-01', amountCents: -3500, payee: '北京餐厅', note: null },
      { line: 3, date: '2024-05-02', amountCents: 5550, payee: '上海超市', note: null },
      { line: 4, date: '2024-05-03', amountCents: 9575, payee: '张伟', note: null },
    ]);
  });

  it('reads the UTF-16 files without a BOM, detecting the byte order', () => {
    const little = readCsv(readSample('actual-utf-16le-nobom.csv'), {});
    expect(little.encoding).toBe('utf-16le');
    expect(rowsOf(little).map(brief)).toEqual([
      { line: 2, date: '2024-01-01', amountCents: 4250, payee: 'Café René', note: null },
      { line: 3, date: '2024-01-02', amountCents: -1575, payee: 'Müller GmbH', note: null },
      { line: 4, date: '2024-01-03', amountCents: 10000, payee: 'Søren Ågård', note: null },
    ]);
    const big = readCsv(readSample('actual-utf-16be-nobom.csv'), {});
    expect(big.encoding).toBe('utf-16be');
    expect(rowsOf(big).map(brief)).toEqual([
      { line: 2, date: '2024-02-01', amountCents: 5025, payee: 'Café de Paris', note: null },
      { line: 3, date: '2024-02-02', amountCents: -2000, payee: 'François Dubois', note: null },
      { line: 4, date: '2024-02-03', amountCents: 7550, payee: 'Maître Jean', note: null },
    ]);
  });

  const hungarianColumns = {
    date: 'Könyvelés dátuma',
    amount: 'Összeg',
    payee: 'Partner név',
    note: 'Közlemény',
  };
  const hungarianRows = [
    { line: 2, date: '2025-12-04', amountCents: 10000, payee: null, note: null },
    { line: 3, date: '2025-12-01', amountCents: 10000, payee: null, note: null },
  ];

  it.each([
    ['actual-utf-16le-bom.csv', 'utf-16le'],
    ['actual-utf-16be-bom.csv', 'utf-16be'],
    ['actual-utf-8-bom.csv', 'utf-8'],
  ])('reads %s: non-ASCII header names, dotted year-first dates, whole units', (name, encoding) => {
    const unmapped = readCsv(readSample(name), {});
    expect(unmapped.encoding).toBe(encoding);
    expect(unmapped.csv?.columns.slice(0, 4)).toEqual([
      'Felhasználónév',
      'Számlaszám',
      'Könyvelés dátuma',
      'Összeg',
    ]);
    expect(unmapped.problems).toEqual([
      { field: 'columns', message: 'Choose which columns hold the date and the amount' },
    ]);

    const file = readCsv(readSample(name), { columns: hungarianColumns });
    expect(file.problems).toEqual([]);
    expect(file.csv).toMatchObject({ dateOrder: 'ymd', mapping: { ...hungarianColumns } });
    expect(rowsOf(file).map(brief)).toEqual(hungarianRows);
  });

  it('reads actual-windows-1252-euro.csv with its euro sign', () => {
    const file = readCsv(readSample('actual-windows-1252-euro.csv'), {});
    expect(file.encoding).toBe('windows-1252');
    expect(rowsOf(file).map(brief)).toEqual([
      { line: 2, date: '2025-12-04', amountCents: 10025, payee: 'Café €Rémy', note: null },
    ]);
  });

  it('reads actual-windows-1252.csv, detected as Windows-1252', () => {
    const file = readCsv(readSample('actual-windows-1252.csv'), {});
    expect(file.encoding).toBe('windows-1252');
    expect(rowsOf(file).map(brief)).toEqual([
      { line: 2, date: '2025-12-04', amountCents: 10025, payee: 'Café Rémy', note: null },
      { line: 3, date: '2025-12-05', amountCents: -4210, payee: 'Boulangerie Müller', note: null },
    ]);
  });
});
