// CSV and TSV files of banks and of other budgeting apps. Nothing in a CSV says how it is written, so
// everything is found from the file: the encoding, the delimiter, the header row, which column is what, the
// order of the dates and the decimal separator. The person can correct each choice and read the file again.
import Papa from 'papaparse';
import { detectDecimalSeparator, parseAmountText } from './amounts.ts';
import {
  type CsvColumns,
  type CsvLayout,
  type DateOrder,
  type DecimalSeparator,
  type ReadFile,
  type ReadOptions,
  type ReadProblem,
  type ReadRow,
  type ReadStatement,
  UnreadableFileError,
} from './bank-file.ts';
import {
  type ColumnIndexes,
  type Direction,
  directionOf,
  findAccountColumn,
  findCurrencyColumn,
  findDirectionColumn,
  headerKey,
  recogniseColumns,
  type Table,
} from './csv-columns.ts';
import { CHOOSE_DATE_ORDER, detectDateOrder, looksLikeDate, parseDateText } from './dates.ts';
import { decodeBankText, looksBinary } from './decode.ts';

const DELIMITERS = [',', ';', '\t', '|'];
/** Rows looked at to find the delimiter and the header: enough to see past a bank's preamble. */
const SNIFF_ROWS = 50;
const SAMPLE_ROWS = 5;

const CHOOSE_COLUMNS: ReadProblem = {
  field: 'columns',
  message: 'Choose which columns hold the date and the amount',
};

interface CsvRecord {
  cells: string[];
  /** The 1-based line the record starts on (a quoted field may go on over several lines). */
  line: number;
}

/** The delimiter that cuts the most rows into the same number (above one) of cells, the wider on a tie. */
function detectDelimiter(text: string): string {
  let best = { delimiter: ',', rows: 0, width: 0 };
  for (const delimiter of DELIMITERS) {
    const { data } = Papa.parse<string[]>(text, { delimiter, preview: SNIFF_ROWS, skipEmptyLines: true });
    const rowsByWidth = new Map<number, number>();
    for (const row of data) rowsByWidth.set(row.length, (rowsByWidth.get(row.length) ?? 0) + 1);
    for (const [width, rows] of rowsByWidth) {
      if (width < 2) continue;
      if (rows > best.rows || (rows === best.rows && width > best.width)) best = { delimiter, rows, width };
    }
  }
  return best.delimiter;
}

/** Excel's first line "sep=;" names the delimiter and is no row. */
function declaredDelimiter(text: string): { delimiter: string; skip: number } | null {
  const declared = /^"?sep=(.)"?[ \t]*(?:\n|$)/i.exec(text);
  return declared?.[1] ? { delimiter: declared[1], skip: declared[0].length } : null;
}

/** The non-empty records of the text with the line each starts on; refuses a quote that is never closed. */
function parseRecords(text: string): { records: CsvRecord[]; delimiter: string } {
  const declared = declaredDelimiter(text);
  const body = declared ? text.slice(declared.skip) : text;
  const delimiter = declared?.delimiter ?? detectDelimiter(body);
  const records: CsvRecord[] = [];
  let start = declared?.skip ?? 0;
  let line = declared ? 2 : 1;
  let counted = start;
  Papa.parse<string[]>(body, {
    delimiter,
    step: (result) => {
      const unclosed = result.errors.find((error) => error.code === 'MissingQuotes');
      // Counting line breaks up to where the record starts keeps the line right after multi-line fields.
      for (let at = text.indexOf('\n', counted); at !== -1 && at < start; at = text.indexOf('\n', at + 1)) {
        line += 1;
        counted = at + 1;
      }
      if (unclosed) throw new UnreadableFileError('A quoted field is never closed', `line ${line}`);
      if (result.data.some((cell) => cell.trim() !== '')) records.push({ cells: result.data, line });
      start = (declared?.skip ?? 0) + result.meta.cursor;
    },
  });
  return { records, delimiter };
}

const isDataCell = (cell: string) =>
  looksLikeDate(cell) || parseAmountText(cell, '.') !== null || parseAmountText(cell, ',') !== null;

/** A header is a row with no date and no amount above rows that have some. */
function isHeaderRow(row: readonly string[], below: readonly CsvRecord[]): boolean {
  if (row.some((cell) => isDataCell(cell.trim()))) return false;
  const next = below.slice(0, SAMPLE_ROWS);
  return next.length === 0 || next.some((record) => record.cells.some((cell) => isDataCell(cell.trim())));
}

/** The width of the table: the most cells that at least two rows (a header and a row, or two rows) have. */
function tableWidth(records: readonly CsvRecord[]): number {
  const rowsByWidth = new Map<number, number>();
  for (const { cells } of records) rowsByWidth.set(cells.length, (rowsByWidth.get(cells.length) ?? 0) + 1);
  const shared = [...rowsByWidth].filter(([, rows]) => rows >= 2).map(([width]) => width);
  return Math.max(0, ...(shared.length > 0 ? shared : rowsByWidth.keys()));
}

/**
 * Where the table starts: German and Dutch banks put the account, the period and the balance in short lines
 * above the header. They are skipped only when a full-width header follows them, so no row is ever lost.
 */
function tableStart(records: readonly CsvRecord[]): number {
  const width = tableWidth(records.slice(0, SNIFF_ROWS));
  const full = records.findIndex((record) => record.cells.length >= width);
  if (full <= 0) return 0;
  const header = records[full];
  return header && isHeaderRow(header.cells, records.slice(full + 1)) ? full : 0;
}

function hasHeader(records: readonly CsvRecord[], columns: CsvColumns | undefined): boolean {
  const chosen = columns
    ? Object.values(columns).filter((column) => column !== null && column !== undefined)
    : [];
  // Columns chosen by name say there is a header; by index, that there is none.
  if (chosen.some((column) => typeof column === 'string')) return true;
  if (chosen.length > 0) return false;
  const [first, ...below] = records;
  return first ? isHeaderRow(first.cells, below) : false;
}

/** The index of a chosen column: its header name (exactly, else as the recogniser compares names) or its index. */
function indexOfColumn(column: string | number, names: readonly string[], header: boolean): number | null {
  if (typeof column === 'number') return column < names.length ? column : null;
  if (!header) return null;
  const exact = names.indexOf(column.trim());
  if (exact !== -1) return exact;
  const loose = names.findIndex((name) => headerKey(name) === headerKey(column));
  return loose === -1 ? null : loose;
}

/** The person's (or a saved) mapping as indexes, or null when it does not fit this file. */
function chosenIndexes(columns: CsvColumns, names: readonly string[], header: boolean): ColumnIndexes | null {
  const find = (column: string | number | null | undefined) =>
    column === null || column === undefined ? null : indexOfColumn(column, names, header);
  const date = find(columns.date);
  const money = {
    amount: find(columns.amount),
    inflow: find(columns.inflow),
    outflow: find(columns.outflow),
  };
  const hasMoney = money.amount !== null || (money.inflow !== null && money.outflow !== null);
  if (date === null || !hasMoney) return null;
  return {
    date,
    ...money,
    payee: find(columns.payee),
    note: find(columns.note),
    bankId: find(columns.bank_id),
    category: find(columns.category),
  };
}

/** The mapping as the contract writes it: header names, or indexes when there is no header. */
function mappingOf(indexes: ColumnIndexes, names: readonly string[], header: boolean): CsvColumns {
  const column = (index: number) => (header ? (names[index] ?? index) : index);
  const optional = (index: number | null) => (index === null ? null : column(index));
  const money =
    indexes.amount !== null
      ? { amount: column(indexes.amount) }
      : { inflow: optional(indexes.inflow) ?? undefined, outflow: optional(indexes.outflow) ?? undefined };
  return {
    date: column(indexes.date),
    ...money,
    payee: optional(indexes.payee),
    note: optional(indexes.note),
    bank_id: optional(indexes.bankId),
    category: optional(indexes.category),
  };
}

/** How every row of the file is read: the columns and what was decided over all rows. */
interface RowReading {
  columns: ColumnIndexes;
  dateOrder: DateOrder | null;
  decimalSeparator: DecimalSeparator;
  currency: number | null;
  direction: number | null;
}

const textOrNull = (cell: string | undefined) => cell?.trim() || null;

function readDate(cell: string, order: DateOrder | null, problems: ReadProblem[]): string | null {
  const text = cell.trim();
  const date = order && text ? parseDateText(text, order) : null;
  if (!date) {
    problems.push({
      field: 'date',
      message: text ? `The date "${text}" cannot be read` : 'The date is missing',
    });
  }
  return date;
}

function readAmount(cells: readonly string[], reading: RowReading, problems: ReadProblem[]): number | null {
  const { columns, decimalSeparator } = reading;
  const parse = (index: number | null) => {
    const text = index === null ? '' : (cells[index] ?? '').trim();
    return { text, cents: text ? parseAmountText(text, decimalSeparator) : null };
  };
  const unreadable = (text: string) => {
    problems.push({
      field: 'amount',
      message: text ? `The amount "${text}" cannot be read` : 'The amount is missing',
    });
    return null;
  };
  let cents: number;
  if (columns.amount !== null) {
    const amount = parse(columns.amount);
    if (!amount.text) return unreadable('');
    if (amount.cents === null) return unreadable(amount.text);
    const direction: Direction = reading.direction === null ? 0 : directionOf(cells[reading.direction] ?? '');
    cents = direction === 0 ? amount.cents : direction * Math.abs(amount.cents);
  } else {
    // Inflow is money in and outflow money out, whichever sign the file writes them with.
    const inflow = parse(columns.inflow);
    const outflow = parse(columns.outflow);
    if (inflow.text && inflow.cents === null) return unreadable(inflow.text);
    if (outflow.text && outflow.cents === null) return unreadable(outflow.text);
    if (!inflow.text && !outflow.text) return unreadable('');
    cents = Math.abs(inflow.cents ?? 0) - Math.abs(outflow.cents ?? 0);
  }
  if (cents === 0) problems.push({ field: 'amount', message: 'The amount is zero' });
  return cents;
}

function readRow(record: CsvRecord, reading: RowReading): ReadRow {
  const { cells } = record;
  const { columns } = reading;
  const problems: ReadProblem[] = [];
  const date = readDate(cells[columns.date] ?? '', reading.dateOrder, problems);
  const amountCents = readAmount(cells, reading, problems);
  const currency = reading.currency === null ? null : textOrNull(cells[reading.currency]);
  const cell = (index: number | null) => (index === null ? null : textOrNull(cells[index]));
  return {
    line: record.line,
    date,
    amountCents,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
    payee: cell(columns.payee),
    note: cell(columns.note),
    bankId: cell(columns.bankId),
    category: cell(columns.category),
    problems,
  };
}

const noAccount = () => ({ number: null, iban: null, currency: null, name: null });

/** One statement per account an app's export names (in the order they first come), else one for the file. */
function statementsOf(rows: ReadRow[], accounts: (string | null)[] | null): ReadStatement[] {
  const statement = (name: string | null, of: ReadRow[]): ReadStatement => ({
    account: { ...noAccount(), name },
    openingBalanceCents: null,
    closingBalanceCents: null,
    rows: of,
  });
  if (!accounts) return [statement(null, rows)];
  const byAccount = new Map<string | null, ReadRow[]>();
  rows.forEach((row, index) => {
    const account = accounts[index] ?? null;
    const group = byAccount.get(account);
    if (group) group.push(row);
    else byAccount.set(account, [row]);
  });
  return [...byAccount].map(([name, of]) => statement(name, of));
}

/** Reads a CSV or TSV file; throws UnreadableFileError when it is empty, binary or does not decode. */
export function readCsv(bytes: Uint8Array, options: ReadOptions): ReadFile {
  if (bytes.length === 0) throw new UnreadableFileError('The file is empty');
  if (looksBinary(bytes)) throw new UnreadableFileError('This is not a CSV file: it holds binary data');
  const { text, encoding } = decodeBankText(bytes, options.encoding);
  // One line break for papaparse, which takes the first kind it sees for all: "\r\n", "\r" and "\n" are mixed.
  const parsed = parseRecords(text.replace(/\r\n?/g, '\n'));
  const records = parsed.records.slice(tableStart(parsed.records));
  if (records.length === 0) throw new UnreadableFileError('The file holds no rows');

  const header = hasHeader(records, options.columns);
  const dataRecords = header ? records.slice(1) : records;
  const width = records.reduce((widest, record) => Math.max(widest, record.cells.length), 0);
  const names = Array.from({ length: width }, (_, index) =>
    header ? records[0]?.cells[index]?.trim() || `Column ${index + 1}` : `Column ${index + 1}`,
  );
  const table: Table = { header: header ? names : [], rows: dataRecords.map((record) => record.cells) };
  const columns =
    (options.columns && chosenIndexes(options.columns, names, header)) ||
    (header ? recogniseColumns(table) : null);

  const layout = (
    mapping: CsvColumns | null,
    dateOrder: DateOrder | null,
    decimalSeparator: DecimalSeparator,
  ): CsvLayout => ({
    delimiter: parsed.delimiter,
    header,
    columns: names,
    sample: dataRecords.slice(0, SAMPLE_ROWS).map((record) => record.cells),
    mapping,
    dateOrder,
    decimalSeparator,
  });
  if (!columns) {
    return {
      format: 'csv',
      encoding,
      statements: statementsOf([], null),
      csv: layout(null, options.dateOrder ?? null, options.decimalSeparator ?? '.'),
      problems: [CHOOSE_COLUMNS],
    };
  }

  const problems: ReadProblem[] = [];
  const dateOrder = options.dateOrder ?? detectDateOrder(dataRecords.map((r) => r.cells[columns.date] ?? ''));
  if (dateOrder === 'ambiguous') problems.push(CHOOSE_DATE_ORDER);
  const moneyColumns = [columns.amount, columns.inflow, columns.outflow].filter((index) => index !== null);
  const decimalSeparator =
    options.decimalSeparator ??
    detectDecimalSeparator(
      dataRecords.flatMap((record) => moneyColumns.map((index) => record.cells[index] ?? '')),
    );
  const taken = new Set(Object.values(columns).filter((index): index is number => index !== null));
  const reading: RowReading = {
    columns,
    // Ambiguous dates are read day-first until the person chooses: most of the world writes them so.
    dateOrder: dateOrder === 'ambiguous' ? 'dmy' : dateOrder,
    decimalSeparator,
    currency: header ? findCurrencyColumn(table, taken) : null,
    direction: header && columns.amount !== null ? findDirectionColumn(table, taken) : null,
  };
  const account = header ? findAccountColumn(table, taken) : null;
  const rows = dataRecords.map((record) => readRow(record, reading));
  const accounts = account === null ? null : dataRecords.map((record) => textOrNull(record.cells[account]));
  const csv = layout(
    mappingOf(columns, names, header),
    dateOrder === 'ambiguous' ? null : dateOrder,
    decimalSeparator,
  );
  return { format: 'csv', encoding, statements: statementsOf(rows, accounts), csv, problems };
}
