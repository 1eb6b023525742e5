import { IMPORT_MAX_ROWS } from '@bc/api';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import {
  centsToDecimal,
  detectDateFormat,
  guessMapping,
  normaliseRows,
  parseCsvAmount,
  parseCsvDate,
  startOfDayIso,
} from './normalise-rows.ts';

describe('parseCsvAmount', () => {
  it('reads decimal points and decimal commas, with or without thousands separators', () => {
    expect(parseCsvAmount('-12.34')).toBe('-12.34');
    expect(parseCsvAmount('-12,34')).toBe('-12.34');
    expect(parseCsvAmount('1.234,56')).toBe('1234.56');
    expect(parseCsvAmount('1,234.56')).toBe('1234.56');
    expect(parseCsvAmount('1 234 567,8')).toBe('1234567.8');
    expect(parseCsvAmount("1'234.50")).toBe('1234.50');
    expect(parseCsvAmount('1.234')).toBe('1234');
    expect(parseCsvAmount('1,234')).toBe('1234');
    expect(parseCsvAmount('7')).toBe('7');
  });

  it('reads currency signs, a trailing minus and parentheses', () => {
    expect(parseCsvAmount('€ -12,34')).toBe('-12.34');
    expect(parseCsvAmount('-€12.34')).toBe('-12.34');
    expect(parseCsvAmount('12,34 EUR')).toBe('12.34');
    expect(parseCsvAmount('12.34-')).toBe('-12.34');
    expect(parseCsvAmount('(12.34)')).toBe('-12.34');
    expect(parseCsvAmount('+5')).toBe('5');
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '12a34', '1,2,3', '12.345.6', '123456789012345']) {
      expect(parseCsvAmount(bad), bad).toBeNull();
    }
  });

  it('writes cents back exactly', () => {
    expect(centsToDecimal(-123_456)).toBe('-1234.56');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(100)).toBe('1.00');
  });
});

describe('dates', () => {
  it('reads each format and refuses days that do not exist', () => {
    expect(parseCsvDate('2026-01-15', 'yyyy-mm-dd')).toEqual({ year: 2026, month: 1, day: 15 });
    expect(parseCsvDate('15/01/2026', 'dd/mm/yyyy')).toEqual({ year: 2026, month: 1, day: 15 });
    expect(parseCsvDate('5.1.2026', 'dd.mm.yyyy')).toEqual({ year: 2026, month: 1, day: 5 });
    expect(parseCsvDate('2026-01-15 10:30:00', 'yyyy-mm-dd')).toEqual({ year: 2026, month: 1, day: 15 });
    expect(parseCsvDate('31/02/2026', 'dd/mm/yyyy')).toBeNull();
    expect(parseCsvDate('15/01/2026', 'yyyy-mm-dd')).toBeNull();
    expect(parseCsvDate('01/15/2026', 'dd/mm/yyyy')).toBeNull();
  });

  it('detects the one format every date of the file is in', () => {
    expect(detectDateFormat(['2026-01-15', '2026-12-31'])).toBe('yyyy-mm-dd');
    expect(detectDateFormat(['01/02/2026', '31/01/2026', ''])).toBe('dd/mm/yyyy');
    expect(detectDateFormat(['15.01.2026'])).toBe('dd.mm.yyyy');
    expect(detectDateFormat(['2026-01-15', '15/01/2026'])).toBeNull();
    expect(detectDateFormat([])).toBeNull();
  });

  it('sends the start of the day in the local time zone', () => {
    const sent = new Date(startOfDayIso({ year: 2026, month: 1, day: 15 }));
    expect([sent.getFullYear(), sent.getMonth(), sent.getDate(), sent.getHours()]).toEqual([2026, 0, 15, 0]);
  });
});

describe('guessMapping', () => {
  it('maps columns by their names, in several languages', () => {
    expect(guessMapping(['Date', 'Description', 'Amount', 'Category'])).toEqual({
      date: 0,
      note: 1,
      amount: 2,
      category: 3,
    });
    expect(guessMapping(['Buchungstag', 'Valuta', 'Betrag', 'Verwendungszweck'])).toEqual({
      date: 0,
      amount: 2,
      note: 3,
    });
    expect(guessMapping(['Data', 'Uscite', 'Entrate', 'Descrizione'])).toEqual({
      date: 0,
      debit: 1,
      credit: 2,
      note: 3,
    });
  });
});

describe('normaliseRows', () => {
  const records = (text: string) => parseCsv(text, ';').slice(1);

  it('builds API rows with the mapped fields and the line they came from', () => {
    const { rows, problems } = normaliseRows(
      records(
        'Datum;Betrag;Text;Kategorie;Labels;Empfänger\n' +
          '15.01.2026;-1.234,56;Miete;Rent;home, fixed;Landlord\n' +
          '16.01.2026;2500;Lohn;;;\n',
      ),
      {
        mapping: { date: 0, amount: 1, note: 2, category: 3, labels: 4, payee: 5 },
        dateFormat: 'dd.mm.yyyy',
        categoryOf: (name) => (name.toLowerCase() === 'rent' ? 16 : null),
      },
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        date_time: startOfDayIso({ year: 2026, month: 1, day: 15 }),
        amount: '-1234.56',
        note: 'Miete',
        payee: 'Landlord',
        category_id: 16,
        labels: ['home', 'fixed'],
      },
      { line: 3, date_time: startOfDayIso({ year: 2026, month: 1, day: 16 }), amount: '2500', note: 'Lohn' },
    ]);
  });

  it('takes money out and money in from separate columns', () => {
    const { rows, problems } = normaliseRows(records('d;out;in\n2026-01-15;12,50;\n2026-01-16;;1.000,00\n'), {
      mapping: { date: 0, debit: 1, credit: 2 },
      dateFormat: 'yyyy-mm-dd',
    });
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.amount)).toEqual(['-12.50', '1000.00']);
  });

  it('names the line and field of each bad row and leaves those rows out', () => {
    const { rows, problems } = normaliseRows(
      records('d;a\n2026-01-15;-1\n;-1\n2026-02-30;-1\n2026-01-16;\n2026-01-17;ten\n2026-01-18;0,00\n'),
      { mapping: { date: 0, amount: 1 }, dateFormat: 'yyyy-mm-dd' },
    );
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(problems).toEqual([
      { line: 3, field: 'date', code: 'date_missing' },
      { line: 4, field: 'date', code: 'date_invalid' },
      { line: 5, field: 'amount', code: 'amount_missing' },
      { line: 6, field: 'amount', code: 'amount_invalid' },
      { line: 7, field: 'amount', code: 'amount_zero' },
    ]);
  });

  it(`refuses more than ${IMPORT_MAX_ROWS} rows in one import`, () => {
    const text = `d;a\n${'2026-01-15;-1\n'.repeat(IMPORT_MAX_ROWS + 1)}`;
    const { problems } = normaliseRows(records(text), {
      mapping: { date: 0, amount: 1 },
      dateFormat: 'yyyy-mm-dd',
    });
    expect(problems).toEqual([{ line: IMPORT_MAX_ROWS + 2, field: 'rows', code: 'too_many_rows' }]);
  });
});
