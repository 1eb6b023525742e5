import { describe, expect, it } from 'vitest';
import {
  amountLayout,
  type CsvLayout,
  columnChoice,
  columnIndex,
  csvColumns,
  sampleRows,
} from './csv-columns.ts';

const layout = (overrides: Partial<CsvLayout> = {}): CsvLayout => ({
  delimiter: ',',
  header: true,
  columns: ['Date', 'Payee', 'Inflow', 'Outflow', 'Memo'],
  sample: [['2026-01-03', 'Bakery', '', '12.50', 'bread']],
  mapping: null,
  date_format: 'ymd',
  decimal_separator: '.',
  ...overrides,
});

describe('columnIndex', () => {
  it('finds a column by its header name or its index', () => {
    expect(columnIndex('Inflow', layout())).toBe(2);
    expect(columnIndex(4, layout())).toBe(4);
    expect(columnIndex('Nope', layout())).toBeNull();
    expect(columnIndex(9, layout())).toBeNull();
    expect(columnIndex(null, layout())).toBeNull();
  });
});

describe('columnChoice and amountLayout', () => {
  it("prefills the selects from the answer's mapping, money in and out as two columns", () => {
    const csv = layout({
      mapping: { date: 'Date', inflow: 'Inflow', outflow: 'Outflow', payee: 'Payee', note: null },
    });
    const choice = columnChoice(csv);
    expect(choice).toEqual({
      date: 0,
      amount: null,
      inflow: 2,
      outflow: 3,
      payee: 1,
      note: null,
      bank_id: null,
      category: null,
    });
    expect(amountLayout(choice)).toBe('split');
    expect(amountLayout(columnChoice(layout({ mapping: { date: 0, amount: 2 } })))).toBe('single');
    expect(amountLayout(columnChoice(layout()))).toBe('single');
  });
});

describe('csvColumns', () => {
  const none = {
    date: null,
    amount: null,
    inflow: null,
    outflow: null,
    payee: null,
    note: null,
    bank_id: null,
    category: null,
  };

  it('names the columns by header, and is null until the date and the amount are chosen', () => {
    expect(csvColumns({ ...none, date: 0 }, 'single', layout())).toBeNull();
    expect(csvColumns({ ...none, date: 0, inflow: 2 }, 'split', layout())).toBeNull();
    expect(csvColumns({ ...none, date: 0, amount: 2, note: 4 }, 'single', layout())).toEqual({
      date: 'Date',
      amount: 'Inflow',
      payee: null,
      note: 'Memo',
      bank_id: null,
      category: null,
    });
    expect(csvColumns({ ...none, date: 0, amount: 9, inflow: 2, outflow: 3 }, 'split', layout())).toEqual({
      date: 'Date',
      inflow: 'Inflow',
      outflow: 'Outflow',
      payee: null,
      note: null,
      bank_id: null,
      category: null,
    });
  });

  it('names the columns by index when the file has no header, or two columns share a name', () => {
    const bare = layout({ header: false, columns: ['Column 1', 'Column 2'] });
    expect(csvColumns({ ...none, date: 0, amount: 1 }, 'single', bare)).toMatchObject({ date: 0, amount: 1 });
    const twins = layout({ columns: ['Date', 'Amount', 'Amount'] });
    expect(csvColumns({ ...none, date: 0, amount: 2 }, 'single', twins)).toMatchObject({
      date: 'Date',
      amount: 2,
    });
  });
});

describe('sampleRows', () => {
  it('leaves out the header row when the sample starts with it', () => {
    const rows = [['2026-01-03', 'Bakery', '', '12.50', 'bread']];
    expect(sampleRows(layout({ sample: [['Date', 'Payee', 'Inflow', 'Outflow', 'Memo'], ...rows] }))).toEqual(
      rows,
    );
    expect(sampleRows(layout({ sample: rows }))).toEqual(rows);
    const bare = layout({ header: false, columns: ['Column 1'], sample: [['Column 1'], ['x']] });
    expect(sampleRows(bare)).toEqual([['Column 1'], ['x']]);
  });
});
