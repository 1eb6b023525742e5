import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { type ReadOptions, type ReadRow, UnreadableFileError } from './bank-file.ts';
import { readSample, rowsOf } from './import-samples.test-support.ts';
import { readQif } from './qif.ts';

const read = (lines: string[], options: ReadOptions = {}) =>
  readQif(new TextEncoder().encode(`${lines.join('\n')}\n`), options);

const brief = ({ line, date, amountCents, payee, note, category }: ReadRow) => ({
  line,
  date,
  amountCents,
  payee,
  note,
  category,
});

describe('readQif, records', () => {
  it('reads a bank record field by field, each row on its first line', () => {
    const file = read([
      '!Type:Bank',
      'D01/31/2026',
      'T-1,234.56',
      'PLandlord',
      'MJanuary rent',
      'LHousing:Rent',
      'CX',
      'N1042',
      '^',
      'D2/1/2026',
      'U2,000.00',
      'PEmployer',
      '^',
    ]);
    expect(file.format).toBe('qif');
    expect(file.encoding).toBe('utf-8');
    expect(file.problems).toEqual([]);
    expect(file.statements).toHaveLength(1);
    expect(file.statements[0]?.account).toEqual({ number: null, iban: null, currency: null, name: null });
    expect(rowsOf(file)).toEqual([
      {
        line: 2,
        date: '2026-01-31',
        amountCents: -123456,
        currency: null,
        payee: 'Landlord',
        note: 'January rent; #1042',
        bankId: null,
        category: 'Housing:Rent',
        problems: [],
      },
      {
        line: 10,
        date: '2026-02-01',
        amountCents: 200000,
        currency: null,
        payee: 'Employer',
        note: null,
        bankId: null,
        category: null,
        problems: [],
      },
    ]);
  });

  it.each(['Cash', 'CCard', 'Oth A', 'Oth L', 'Bank '])('reads a !Type:%s section', (type) => {
    expect(rowsOf(read([`!Type:${type}`, 'D2026-01-31', 'T-5.00', '^']))).toHaveLength(1);
  });

  it('leaves out category, class, memorised and investment lists', () => {
    const file = read([
      '!Type:Cat',
      'NGroceries',
      'E',
      '^',
      '!Type:Memorized',
      'KC',
      'T-9.99',
      'PNetflix',
      '^',
      '!Type:Invst',
      'D2026-01-02',
      'NBuy',
      'YACME',
      'T-100.00',
      '^',
      '!Type:Bank',
      'D2026-01-31',
      'T-5.00',
      '^',
    ]);
    expect(rowsOf(file).map((row) => [row.line, row.amountCents])).toEqual([[17, -500]]);
  });

  it('keeps a transfer category as written', () => {
    const [row] = rowsOf(read(['!Type:Bank', 'D2026-01-31', 'T-500.00', 'L[Savings]', '^']));
    expect(row?.category).toBe('[Savings]');
  });

  it('drops N words that are no check number', () => {
    const [row] = rowsOf(read(['!Type:Bank', 'D2026-01-31', 'T-20.00', 'NATM', '^']));
    expect(row?.note).toBeNull();
  });

  it('reads records without a header as bank records, and a last record without "^"', () => {
    const file = read(['D2026-01-30', 'T-1.00', '^', 'D2026-01-31', 'T-2.00']);
    expect(rowsOf(file).map((row) => [row.line, row.amountCents])).toEqual([
      [1, -100],
      [4, -200],
    ]);
  });

  it('reads CRLF line ends and blank lines, counting them', () => {
    const bytes = new TextEncoder().encode(
      '!Type:Bank\r\n\r\nD2026-01-31\r\nT-1.00\r\n^\r\n\r\nD2026-02-01\r\nT2.00\r\n^',
    );
    expect(rowsOf(readQif(bytes, {})).map((row) => [row.line, row.date])).toEqual([
      [3, '2026-01-31'],
      [7, '2026-02-01'],
    ]);
  });

  it('reads a Windows-1252 file', () => {
    const bytes = new Uint8Array(
      iconv.encode('!Type:Bank\nD31/01/2026\nT-3,50\nPCafé Müller €\n^\n', 'windows-1252'),
    );
    const file = readQif(bytes, {});
    expect(file.encoding).toBe('windows-1252');
    expect(rowsOf(file).map(brief)).toEqual([
      { line: 2, date: '2026-01-31', amountCents: -350, payee: 'Café Müller €', note: null, category: null },
    ]);
  });
});

describe('readQif, split records', () => {
  it('makes one row of the total and writes the parts into the note', () => {
    const file = read([
      '!Type:Bank',
      'D2026-01-31',
      'T-25.50',
      'PSupermarket',
      'MWeekly shop',
      'L--Split--',
      'SGroceries',
      '$-12.00',
      'SHousehold',
      'Esoap',
      '$-8.50',
      'S[Cash]',
      '$-5.00',
      '^',
    ]);
    expect(rowsOf(file).map(brief)).toEqual([
      {
        line: 2,
        date: '2026-01-31',
        amountCents: -2550,
        payee: 'Supermarket',
        note: 'Weekly shop; Groceries 12.00; Household (soap) 8.50; [Cash] 5.00',
        category: null,
      },
    ]);
  });

  it('shows the sign of a part that goes against the total, and sums the parts when T is missing', () => {
    const [row] = rowsOf(
      read(['!Type:Bank', 'D2026-01-31', 'SGroceries', '$-12.00', 'SBottle deposit', '$2.00', '^']),
    );
    expect([row?.amountCents, row?.note]).toEqual([-1000, 'Groceries 12.00; Bottle deposit +2.00']);
  });
});

describe('readQif, accounts', () => {
  it('makes one statement per !Account block, named by its N', () => {
    const file = read([
      '!Option:AutoSwitch',
      '!Account',
      'NChecking',
      'TBank',
      '^',
      'NVisa',
      'TCCard',
      '^',
      '!Clear:AutoSwitch',
      '!Account',
      'NChecking',
      'TBank',
      '^',
      '!Type:Bank',
      'D2026-01-30',
      'T-1.00',
      '^',
      '!Account',
      'NVisa',
      'TCCard',
      '^',
      '!Type:CCard',
      'D2026-01-31',
      'T-2.00',
      '^',
      '!Account',
      'NChecking',
      '^',
      '!Type:Bank',
      'D2026-02-01',
      'T3.00',
      '^',
    ]);
    expect(
      file.statements.map((statement) => [statement.account.name, statement.rows.map((row) => row.line)]),
    ).toEqual([
      ['Checking', [15, 30]],
      ['Visa', [23]],
    ]);
  });
});

describe('readQif, dates and amounts over the whole file', () => {
  const dated = (dates: string[], options: ReadOptions = {}) =>
    read(
      dates.flatMap((date) => ['!Type:Bank', `D${date}`, 'T-1.00', '^']),
      options,
    );

  it("reads Quicken's apostrophe years and padded days", () => {
    expect(rowsOf(dated(["1/ 5'98", "12/31'2005", "1/ 5' 5"])).map((row) => row.date)).toEqual([
      '1998-01-05',
      '2005-12-31',
      '2005-01-05',
    ]);
  });

  it('settles the order by any record, and lets the dates win over the order chosen', () => {
    expect(rowsOf(dated(['01.02.2026', '31.01.2026'])).map((row) => row.date)).toEqual([
      '2026-02-01',
      '2026-01-31',
    ]);
    expect(rowsOf(dated(['01.02.2026', '31.01.2026'], { dateOrder: 'mdy' })).map((row) => row.date)).toEqual([
      '2026-02-01',
      '2026-01-31',
    ]);
  });

  it('follows the order chosen when the dates cannot tell, else reads day-first and asks', () => {
    expect(rowsOf(dated(['01/02/2026'], { dateOrder: 'mdy' })).map((row) => row.date)).toEqual([
      '2026-01-02',
    ]);
    const ambiguous = dated(['01/02/2026', '03/04/2026']);
    expect(ambiguous.problems).toEqual([
      { field: 'date_format', message: 'The dates could be day-first or month-first: choose the order' },
    ]);
    expect(rowsOf(ambiguous).map((row) => row.date)).toEqual(['2026-02-01', '2026-04-03']);
  });

  it('reads decimal commas, detected over all amounts or chosen', () => {
    const lines = ['!Type:Bank', 'D2026-01-30', 'T-1.234', '^', 'D2026-01-31', 'T-1.234,50', '^'];
    expect(rowsOf(read(lines)).map((row) => row.amountCents)).toEqual([-123400, -123450]);
    const chosen = read(['!Type:Bank', 'D2026-01-30', 'T-1.234', '^'], { decimalSeparator: ',' });
    expect(rowsOf(chosen).map((row) => row.amountCents)).toEqual([-123400]);
  });

  it('keeps a record with an unreadable date or amount, with its problem', () => {
    const file = read([
      '!Type:Bank',
      'D2026-02-30',
      'T-1.00',
      '^',
      'T-2.00',
      '^',
      'D2026-01-31',
      'Tabc',
      '^',
      'D2026-01-31',
      'PNo amount',
      '^',
      'D2026-01-31',
      'T0.00',
      '^',
    ]);
    expect(rowsOf(file).map((row) => [row.line, row.date, row.amountCents, row.problems])).toEqual([
      [2, null, -100, [{ field: 'date', message: 'The date "2026-02-30" cannot be read' }]],
      [5, null, -200, [{ field: 'date', message: 'The date is missing' }]],
      [7, '2026-01-31', null, [{ field: 'amount', message: 'The amount "abc" cannot be read' }]],
      [10, '2026-01-31', null, [{ field: 'amount', message: 'The amount is missing' }]],
      [13, '2026-01-31', 0, [{ field: 'amount', message: 'The amount is zero' }]],
    ]);
  });
});

describe('readQif, files it refuses', () => {
  it('refuses an empty file, binary bytes and a file with no transactions', () => {
    expect(() => readQif(new Uint8Array(), {})).toThrow(new UnreadableFileError('The file is empty'));
    expect(() => readQif(readSample('malformed-binary.dat'), {})).toThrow(UnreadableFileError);
    const noRecords = new UnreadableFileError('The QIF file holds no bank, cash or card transactions');
    expect(() => read(['!Type:Bank'])).toThrow(noRecords);
    expect(() => read(['!Account', 'NChecking', 'TBank', '^', '!Type:Bank', '^'])).toThrow(noRecords);
    expect(() => read(['!Type:Cat', 'NFood', '^'])).toThrow(noRecords);
  });
});

describe('readQif on the samples', () => {
  it('reads actual-qif-account.qif into its named account', () => {
    const file = readQif(readSample('actual-qif-account.qif'), {});
    expect(file.statements.map((statement) => statement.account.name)).toEqual(['Checking Main']);
    expect(rowsOf(file).map(brief)).toEqual([
      { line: 6, date: '2018-12-19', amountCents: -2500, payee: 'COUNTY WASTE', note: null, category: null },
    ]);
  });

  it('reads actual-qif-category.qif with its categories and memos, month-first', () => {
    const file = readQif(readSample('actual-qif-category.qif'), {});
    expect(file.problems).toEqual([]);
    expect(rowsOf(file).map(brief)).toEqual([
      {
        line: 2,
        date: '2024-06-24',
        amountCents: -10058,
        payee: 'Outlet',
        note: 'Pay Designer Outlet',
        category: 'Usual Expenses:Shopping',
      },
      {
        line: 8,
        date: '2024-06-23',
        amountCents: -2015,
        payee: 'GroceriesYou',
        note: 'Pay Groceries',
        category: 'Groceries',
      },
    ]);
  });

  it('reads gnucash-iso-multi-day31-last.qif: ISO dates out of order', () => {
    const file = readQif(readSample('gnucash-iso-multi-day31-last.qif'), {});
    expect(file.problems).toEqual([]);
    expect(rowsOf(file).map((row) => [row.line, row.date, row.amountCents, row.payee, row.category])).toEqual(
      [
        [2, '2023-01-02', 2000, 'ISO date test 2', 'Test Income'],
        [7, '2023-02-03', 3000, 'ISO date test 3', 'Test Income'],
        [12, '2023-12-11', 4000, 'ISO date test 4', 'Test Income'],
        [17, '2022-12-31', 1000, 'ISO date test 1', 'Test Income'],
      ],
    );
  });

  it('reads gnucash-iso-multi-days-at-most12.qif with ymd chosen', () => {
    const file = readQif(readSample('gnucash-iso-multi-days-at-most12.qif'), { dateOrder: 'ymd' });
    expect(file.problems).toEqual([]);
    expect(rowsOf(file).map((row) => [row.line, row.date, row.amountCents, row.payee])).toEqual([
      [2, '2022-12-11', 1000, 'ISO date test 1'],
      [7, '2023-01-02', 2000, 'ISO date test 2'],
      [12, '2023-02-03', 3000, 'ISO date test 3'],
      [17, '2024-04-05', 4000, 'ISO date test 4'],
    ]);
  });

  it('reads gnucash-ymd-dot.qif with ymd chosen', () => {
    const file = readQif(readSample('gnucash-ymd-dot.qif'), { dateOrder: 'ymd' });
    expect(rowsOf(file).map(brief)).toEqual([
      {
        line: 2,
        date: '2024-01-02',
        amountCents: 1000,
        payee: 'Date format test',
        note: null,
        category: 'Test Income',
      },
    ]);
  });
});
