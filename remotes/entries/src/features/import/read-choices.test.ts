import { describe, expect, it } from 'vitest';
import { AUTOMATIC_READING, commitBody, previewFields, previewForm, walletFields } from './read-choices.ts';

describe('walletFields', () => {
  it('names the wallet of a one-statement file as account_id', () => {
    expect(walletFields([4])).toEqual({ account_id: 4 });
    expect(walletFields([null])).toEqual({});
  });

  it('names each chosen wallet of a file of several statements by index', () => {
    expect(walletFields([4, null, 9])).toEqual({
      statements: [
        { index: 0, account_id: 4 },
        { index: 2, account_id: 9 },
      ],
    });
    expect(walletFields([null, null])).toEqual({});
    expect(walletFields([])).toEqual({});
  });
});

describe('previewFields', () => {
  it('sends nothing for automatic reading, and only what was chosen otherwise', () => {
    expect(previewFields(AUTOMATIC_READING, [])).toEqual({});
    expect(
      previewFields(
        {
          format: 'csv',
          encoding: 'windows-1252',
          dateFormat: 'dmy',
          decimalSeparator: ',',
          columns: { date: 'Datum', inflow: 2, outflow: 3 },
        },
        [7],
      ),
    ).toEqual({
      format: 'csv',
      encoding: 'windows-1252',
      date_format: 'dmy',
      decimal_separator: ',',
      columns: { date: 'Datum', inflow: 2, outflow: 3 },
      account_id: 7,
    });
  });
});

describe('previewForm', () => {
  it('puts the text fields first, as JSON where they are objects, and the file last', () => {
    const file = new File(['a;b'], 'bank.csv');
    const form = previewForm(file, { ...AUTOMATIC_READING, columns: { date: 0, amount: 1 } }, [4, 5]);
    expect([...form.keys()]).toEqual(['columns', 'statements', 'file']);
    expect(form.get('columns')).toBe('{"date":0,"amount":1}');
    expect(form.get('statements')).toBe('[{"index":0,"account_id":4},{"index":1,"account_id":5}]');
    expect((form.get('file') as File).name).toBe('bank.csv');
  });
});

describe('commitBody', () => {
  const rows = new Map([
    [2, { category_id: 3, duplicate: false }],
    [3, { category_id: 3, duplicate: true }],
    [4, { category_id: 73, duplicate: false }],
  ]);

  it('sends the wallets and skips duplicates, with no rows when nothing changed', () => {
    expect(commitBody([4], new Map(), rows)).toEqual({ account_id: 4, skip_duplicates: true });
    expect(commitBody([4, 5], new Map(), rows)).toEqual({
      statements: [
        { index: 0, account_id: 4 },
        { index: 1, account_id: 5 },
      ],
      skip_duplicates: true,
    });
  });

  it("sends only the person's changes, by line: a category, a row left out; a duplicate is skipped anyway", () => {
    const changes = new Map([
      [4, { categoryId: 3, keep: false }],
      [2, { categoryId: 3, keep: true }],
      [3, { keep: false }],
      [99, { keep: false }],
    ]);
    expect(commitBody([4], changes, rows).rows).toEqual([{ line: 4, category_id: 3, skip: true }]);
  });
});
