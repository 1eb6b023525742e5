import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './csv.ts';

const fields = (text: string, delimiter: ',' | ';' | '\t' = ',') =>
  parseCsv(text, delimiter).map((record) => record.fields);

describe('parseCsv', () => {
  it('splits records on any line ending and skips blank lines', () => {
    expect(fields('a,b\r\n1,2\n\n3,4\r5,6\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks inside', () => {
    const records = parseCsv(
      'date,note\n2026-01-15,"Milk, bread"\n2026-01-16,"He said ""hi""\nthen left"\n2026-01-17,x',
      ',',
    );
    expect(records).toEqual([
      { line: 1, fields: ['date', 'note'] },
      { line: 2, fields: ['2026-01-15', 'Milk, bread'] },
      { line: 3, fields: ['2026-01-16', 'He said "hi"\nthen left'] },
      { line: 5, fields: ['2026-01-17', 'x'] },
    ]);
  });

  it('keeps empty fields, drops a byte-order mark and reads the last line without a line break', () => {
    expect(fields('\uFEFFa;;c\n;"";', ';')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('reads tab-separated files', () => {
    expect(fields('a\tb\n"1\t2"\t3', '\t')).toEqual([
      ['a', 'b'],
      ['1\t2', '3'],
    ]);
  });
});

describe('detectDelimiter', () => {
  it('finds comma, semicolon and tab', () => {
    expect(detectDelimiter('date,amount,note\n2026-01-15,-12.50,Milk\n')).toBe(',');
    expect(detectDelimiter('Datum;Betrag;Text\n15.01.2026;-12,50;Milch\n16.01.2026;1.234,56;Lohn')).toBe(';');
    expect(detectDelimiter('date\tamount\n2026-01-15\t-12,50\n')).toBe('\t');
  });

  it('is not misled by commas inside quotes or decimal commas', () => {
    expect(detectDelimiter('date;note;amount\n2026-01-15;"a, b, c";-1,5\n2026-01-16;"d, e";2,25')).toBe(';');
    expect(detectDelimiter('date,note,amount\n2026-01-15,"a; b; c",-1.5\n2026-01-16,"x;y",2')).toBe(',');
  });

  it('falls back to the comma for a single column', () => {
    expect(detectDelimiter('just one column\nand another')).toBe(',');
  });
});
