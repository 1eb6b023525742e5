// Reading a CSV exported by a bank or another app: RFC 4180 quoting ("" inside quotes, delimiters and line
// breaks inside quotes), any line ending, a byte-order mark, and a delimiter guessed among comma,
// semicolon and tab (semicolon files are common where the decimal separator is a comma).

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** One record and the line of the file it starts on (1-based), for messages about it. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** Records of `text`; blank lines are skipped, fields are kept as written (not trimmed). */
export function parseCsv(text: string, delimiter: CsvDelimiter): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;

  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };

  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

const SAMPLE_LINES = 20;

/**
 * The delimiter that splits the first lines most consistently: the one under which most records share
 * the same number (more than one) of fields; ties go to the larger number of fields, then to the comma.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const sample = text
    .split(/\r\n|\n|\r/)
    .slice(0, SAMPLE_LINES)
    .join('\n');
  let best: { delimiter: CsvDelimiter; agreeing: number; width: number } = {
    delimiter: ',',
    agreeing: 0,
    width: 0,
  };
  for (const delimiter of CSV_DELIMITERS) {
    const widths = new Map<number, number>();
    for (const record of parseCsv(sample, delimiter)) {
      widths.set(record.fields.length, (widths.get(record.fields.length) ?? 0) + 1);
    }
    for (const [width, agreeing] of widths) {
      if (width < 2) continue;
      if (agreeing > best.agreeing || (agreeing === best.agreeing && width > best.width)) {
        best = { delimiter, agreeing, width };
      }
    }
  }
  return best.delimiter;
}
