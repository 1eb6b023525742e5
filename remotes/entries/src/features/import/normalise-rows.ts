// From CSV records to the rows POST /api/entries/import takes: the person says which column holds what;
// dates are read in one format per file (detected unless chosen), amounts with a decimal point or comma,
// thousands separators, a currency sign, a trailing minus or parentheses for negatives.
import { decimalToCents, IMPORT_MAX_ROWS, type ImportRow } from '@bc/api';
import { splitLabelText } from '@bc/domain';
import type { CsvRecord } from './csv.ts';

export const IMPORT_FIELDS = [
  'date',
  'amount',
  'debit',
  'credit',
  'note',
  'payee',
  'category',
  'labels',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** Column index of each mapped field; a field left out is not read. */
export type ColumnMapping = Partial<Record<ImportField, number>>;

export const DATE_FORMATS = ['yyyy-mm-dd', 'dd/mm/yyyy', 'dd.mm.yyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const DATE_PATTERNS: Record<DateFormat, { pattern: RegExp; order: 'ymd' | 'dmy' }> = {
  'yyyy-mm-dd': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/, order: 'ymd' },
  'dd/mm/yyyy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[T ].*)?$/, order: 'dmy' },
  'dd.mm.yyyy': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[T ].*)?$/, order: 'dmy' },
};

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A date written in `format` (a time after it is ignored), or null when it is not one or does not exist. */
export function parseCsvDate(text: string, format: DateFormat): CalendarDate | null {
  const { pattern, order } = DATE_PATTERNS[format];
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const [first, second, third] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date =
    order === 'ymd' ? { year: first, month: second, day: third } : { year: third, month: second, day: first };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day ? date : null;
}

/** The first format every non-empty value is a date in, or null when none fits them all. */
export function detectDateFormat(values: readonly string[]): DateFormat | null {
  const filled = values.filter((value) => value.trim() !== '');
  if (filled.length === 0) return null;
  return DATE_FORMATS.find((format) => filled.every((value) => parseCsvDate(value, format))) ?? null;
}

/** The start of the day in the browser's time zone, so the date reads back the same in the list. */
export const startOfDayIso = ({ year, month, day }: CalendarDate) =>
  new Date(year, month - 1, day).toISOString();

/**
 * A written amount as a plain decimal ("-1234.56"), or null when it is not an amount. The last "." or ","
 * followed by one or two digits is the decimal separator; other dots, commas, spaces and apostrophes group
 * thousands. Negative: a leading or trailing minus, or parentheses.
 */
export function parseCsvAmount(text: string): string | null {
  let value = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  value = value.replace(/^[^\d.,+-]+|[^\d.,+-]+$/g, '');
  if (/^[+-]/.test(value)) {
    negative = negative !== value.startsWith('-');
    value = value.slice(1);
  } else if (/[+-]$/.test(value)) {
    negative = negative !== value.endsWith('-');
    value = value.slice(0, -1);
  }
  value = value.replace(/^[^\d.,]+/, '');
  const decimal = /^(.*?)[.,](\d{1,2})$/.exec(value);
  const whole = decimal ? (decimal[1] ?? '') : value;
  const fraction = decimal ? (decimal[2] ?? '') : '';
  // "12.345.6": a separator that groups thousands cannot also mark the decimals.
  if (decimal && whole.includes(value.charAt(whole.length))) return null;
  if (!/^\d{1,3}(?:[.,]?\d{3})*$/.test(whole) && !/^\d+$/.test(whole)) {
    if (!(whole === '' && fraction !== '')) return null;
  }
  const digits = whole.replace(/[.,]/g, '') || '0';
  const canonical = `${negative ? '-' : ''}${digits}${fraction ? `.${fraction}` : ''}`;
  return decimalToCents(canonical) === null ? null : canonical;
}

/** Cents back to a plain decimal, exactly. */
export function centsToDecimal(cents: number): string {
  const size = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

const HEADER_HINTS: Record<ImportField, RegExp> = {
  date: /date|data|fecha|datum|valuta|booking|buchung/i,
  amount: /amount|importo|importe|betrag|montant|sum|value|valore/i,
  debit: /debit|uscit|addebit|soll|débit|cargo/i,
  credit: /credit|entrat|accredit|haben|crédit|abono/i,
  note: /note|description|descrizione|descripci|beschreibung|verwendungszweck|libell|memo|causale|concepto/i,
  payee: /payee|beneficiar|empf|merchant|counterparty|bénéficiaire|tiers|esercente/i,
  category: /categor|kategorie/i,
  labels: /label|tag|etichett|etiquet|schlagw/i,
};

/** A first guess of the mapping from the column names; each column is used once, the date first. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const index = headers.findIndex(
      (header, column) => !used.has(column) && HEADER_HINTS[field].test(header),
    );
    if (index >= 0) {
      mapping[field] = index;
      used.add(index);
    }
  }
  if (mapping.amount !== undefined) {
    delete mapping.debit;
    delete mapping.credit;
  }
  return mapping;
}

/** Why a row cannot be imported, by field; the screen translates the code. */
export type RowProblemCode =
  | 'date_missing'
  | 'date_invalid'
  | 'amount_missing'
  | 'amount_invalid'
  | 'amount_zero'
  | 'too_many_rows';

export interface RowProblem {
  line: number;
  field: ImportField | 'rows';
  code: RowProblemCode;
}

/** A row for the API and the line of the file it came from. */
export type NormalisedRow = ImportRow & { line: number };

export interface NormaliseOptions {
  mapping: ColumnMapping;
  dateFormat: DateFormat;
  /** The sub-category a CSV category name stands for, or null to leave it to the server's default. */
  categoryOf?: (name: string) => number | null;
}

const cell = (record: CsvRecord, column: number | undefined) =>
  column === undefined ? '' : (record.fields[column] ?? '').trim();

function amountOf(record: CsvRecord, mapping: ColumnMapping): { amount: string } | { code: RowProblemCode } {
  if (mapping.amount !== undefined) {
    const text = cell(record, mapping.amount);
    if (text === '') return { code: 'amount_missing' };
    const amount = parseCsvAmount(text);
    if (amount === null) return { code: 'amount_invalid' };
    return decimalToCents(amount) === 0 ? { code: 'amount_zero' } : { amount };
  }
  // Separate columns: money out (debit) and money in (credit), whatever sign the file gives them.
  const debit = cell(record, mapping.debit);
  const credit = cell(record, mapping.credit);
  if (debit === '' && credit === '') return { code: 'amount_missing' };
  const out = debit === '' ? '0' : parseCsvAmount(debit);
  const income = credit === '' ? '0' : parseCsvAmount(credit);
  if (out === null || income === null) return { code: 'amount_invalid' };
  const cents = Math.abs(decimalToCents(income) ?? 0) - Math.abs(decimalToCents(out) ?? 0);
  return cents === 0 ? { code: 'amount_zero' } : { amount: centsToDecimal(cents) };
}

/** Every record as an API row, or the problems that keep records from being one. */
export function normaliseRows(
  records: readonly CsvRecord[],
  { mapping, dateFormat, categoryOf }: NormaliseOptions,
): { rows: NormalisedRow[]; problems: RowProblem[] } {
  const rows: NormalisedRow[] = [];
  const problems: RowProblem[] = [];
  for (const record of records) {
    const before = problems.length;
    const dateText = cell(record, mapping.date);
    const date = dateText === '' ? null : parseCsvDate(dateText, dateFormat);
    if (!date) {
      problems.push({
        line: record.line,
        field: 'date',
        code: dateText === '' ? 'date_missing' : 'date_invalid',
      });
    }
    const amount = amountOf(record, mapping);
    if ('code' in amount) {
      const field =
        mapping.amount !== undefined ? 'amount' : mapping.debit !== undefined ? 'debit' : 'credit';
      problems.push({ line: record.line, field, code: amount.code });
    }
    if (problems.length > before || !date || 'code' in amount) continue;

    const row: NormalisedRow = { line: record.line, date_time: startOfDayIso(date), amount: amount.amount };
    const note = cell(record, mapping.note);
    if (note) row.note = note;
    const payee = cell(record, mapping.payee);
    if (payee) row.payee = payee;
    const category = cell(record, mapping.category);
    const categoryId = category && categoryOf ? categoryOf(category) : null;
    if (categoryId !== null) row.category_id = categoryId;
    const labels = splitLabelText(cell(record, mapping.labels));
    if (labels.length > 0) row.labels = labels;
    rows.push(row);
  }
  if (rows.length > IMPORT_MAX_ROWS) {
    problems.push({ line: rows[IMPORT_MAX_ROWS]?.line ?? 0, field: 'rows', code: 'too_many_rows' });
  }
  return { rows, problems };
}
