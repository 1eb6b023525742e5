// QIF, the Quicken Interchange Format that Quicken, GnuCash, Moneydance and many banks still export: lines
// of a one-letter code and a value, records ended by "^", sections opened by "!Type:" and "!Account". QIF
// says nothing of its date order or decimal separator, so both are decided over the whole file.
import { detectDecimalSeparator, parseAmountText } from './amounts.ts';
import {
  type DateOrder,
  type DecimalSeparator,
  type ReadFile,
  type ReadOptions,
  type ReadProblem,
  type ReadRow,
  type ReadStatement,
  UnreadableFileError,
} from './bank-file.ts';
import { CHOOSE_DATE_ORDER, detectDateOrder, parseDateText } from './dates.ts';
import { decodeBankText, looksBinary } from './decode.ts';

/** Sections of money moving in an account; investment, category, class and memorised lists are no statement. */
const TRANSACTION_TYPES = new Set(['bank', 'cash', 'ccard', 'oth a', 'oth l']);

/** Quicken's category of a split record: the parts say where the money went. */
const SPLIT_MARKER = /^--splits?--$/i;

interface Split {
  category: string | null;
  memo: string | null;
  amount: string | null;
}

interface QifRecord {
  /** The 1-based line of the record's first field. */
  line: number;
  account: string | null;
  fields: Map<string, string>;
  splits: Split[];
}

type Section = 'transactions' | 'account' | 'other';

function sectionOf(header: string, current: Section): Section {
  const name = header.trim().toLowerCase();
  if (name === 'account') return 'account';
  if (name.startsWith('type:')) {
    return TRANSACTION_TYPES.has(name.slice('type:'.length).trim()) ? 'transactions' : 'other';
  }
  // !Option:AutoSwitch and !Clear:AutoSwitch only wrap the account list.
  return current;
}

/** E and $ belong to the split an S opened; a part written without its S starts a split of its own. */
function addToSplits(splits: Split[], code: string, value: string) {
  const last = splits.at(-1);
  if (code === 'S') {
    splits.push({ category: value, memo: null, amount: null });
  } else if (code === 'E') {
    if (last && last.memo === null && last.amount === null) last.memo = value;
    else splits.push({ category: null, memo: value, amount: null });
  } else if (last && last.amount === null) {
    last.amount = value;
  } else {
    splits.push({ category: null, memo: null, amount: value });
  }
}

/** The transaction records of the file with the account each belongs to. */
function parseRecords(text: string): QifRecord[] {
  const records: QifRecord[] = [];
  // Records before any header are bank records: some exporters leave the "!Type:Bank" out.
  let section: Section = 'transactions';
  let account: string | null = null;
  let record: QifRecord | null = null;
  const finish = () => {
    if (record && section === 'account') account = record.fields.get('N') ?? account;
    if (record && section === 'transactions' && (record.fields.has('D') || record.fields.has('T'))) {
      records.push(record);
    }
    record = null;
  };
  text.split(/\r\n|\r|\n/).forEach((rawLine, index) => {
    const line = rawLine.trimEnd();
    if (line.trim() === '') return;
    if (line.startsWith('!')) {
      finish();
      section = sectionOf(line.slice(1), section);
      return;
    }
    if (line.trim() === '^') {
      finish();
      return;
    }
    record ??= { line: index + 1, account, fields: new Map(), splits: [] };
    const code = line.charAt(0).toUpperCase();
    const value = line.slice(1).trim();
    if (code === 'S' || code === 'E' || code === '$') addToSplits(record.splits, code, value);
    // A repeated code (the address lines A) keeps its first value: none of them is read but the first.
    else if (!record.fields.has(code)) record.fields.set(code, value);
  });
  finish();
  return records;
}

const amountTextOf = (record: QifRecord) => record.fields.get('T') || record.fields.get('U') || null;

function formatCents(cents: number, total: number | null): string {
  const magnitude = Math.abs(cents);
  const units = `${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  // Parts going the same way as the whole are written as plain amounts; only a part against it shows its sign.
  if (total === null || Math.sign(cents) === Math.sign(total) || cents === 0) return units;
  return `${cents < 0 ? '-' : '+'}${units}`;
}

/** "Groceries 12.00; Household (soap) 8.50": the parts of a split record, for its note. */
function describeSplits(splits: Split[], total: number | null, separator: DecimalSeparator): string | null {
  const parts = splits.map((split) => {
    const label = [split.category, split.memo && (split.category ? `(${split.memo})` : split.memo)]
      .filter(Boolean)
      .join(' ');
    const cents = split.amount ? parseAmountText(split.amount, separator) : null;
    const amount = cents === null ? (split.amount ?? '') : formatCents(cents, total);
    return [label, amount].filter(Boolean).join(' ');
  });
  return parts.filter(Boolean).join('; ') || null;
}

/** The total of a split record written without T: the sum of its parts, when all of them read. */
function sumOfSplits(splits: Split[], separator: DecimalSeparator): number | null {
  const amounts = splits.map((split) => (split.amount ? parseAmountText(split.amount, separator) : null));
  if (amounts.length === 0 || amounts.some((amount) => amount === null)) return null;
  return amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
}

interface FileReading {
  dateOrder: DateOrder | null;
  decimalSeparator: DecimalSeparator;
}

function readAmount(record: QifRecord, separator: DecimalSeparator, problems: ReadProblem[]): number | null {
  const text = amountTextOf(record);
  const cents = text ? parseAmountText(text, separator) : sumOfSplits(record.splits, separator);
  if (cents === null) {
    problems.push({
      field: 'amount',
      message: text ? `The amount "${text}" cannot be read` : 'The amount is missing',
    });
  } else if (cents === 0) {
    problems.push({ field: 'amount', message: 'The amount is zero' });
  }
  return cents;
}

function readRecord(record: QifRecord, reading: FileReading): ReadRow {
  const problems: ReadProblem[] = [];
  const dateText = record.fields.get('D') ?? '';
  const date = reading.dateOrder && dateText ? parseDateText(dateText, reading.dateOrder) : null;
  if (!date) {
    problems.push({
      field: 'date',
      message: dateText ? `The date "${dateText}" cannot be read` : 'The date is missing',
    });
  }
  const amountCents = readAmount(record, reading.decimalSeparator, problems);
  const category = record.fields.get('L') || null;
  // N holds a check number, or words like ATM, DEP, EFT or XFER that only repeat what the row is. A check
  // number is no bank id: two accounts, or a new checkbook, reuse it, and a bank id marks duplicates for good.
  const checkNumber = record.fields.get('N');
  const note = [
    record.fields.get('M') || null,
    describeSplits(record.splits, amountCents, reading.decimalSeparator),
    checkNumber && /^\d+$/.test(checkNumber) ? `#${checkNumber}` : null,
  ]
    .filter(Boolean)
    .join('; ');
  return {
    line: record.line,
    date,
    amountCents,
    currency: null,
    payee: record.fields.get('P') || null,
    note: note || null,
    bankId: null,
    category: category && SPLIT_MARKER.test(category) ? null : category,
    problems,
  };
}

/** One statement per account, in the order the file first names them; records before any account share one. */
function statementsOf(records: QifRecord[], rows: ReadRow[]): ReadStatement[] {
  const byAccount = new Map<string | null, ReadRow[]>();
  records.forEach((record, index) => {
    const row = rows[index];
    if (!row) return;
    const group = byAccount.get(record.account);
    if (group) group.push(row);
    else byAccount.set(record.account, [row]);
  });
  return [...byAccount].map(([name, accountRows]) => ({
    account: { number: null, iban: null, currency: null, name },
    openingBalanceCents: null,
    closingBalanceCents: null,
    rows: accountRows,
  }));
}

/** Reads a QIF file; throws UnreadableFileError when it is empty, binary or holds no transactions. */
export function readQif(bytes: Uint8Array, options: ReadOptions): ReadFile {
  if (bytes.length === 0) throw new UnreadableFileError('The file is empty');
  if (looksBinary(bytes)) throw new UnreadableFileError('This is not a QIF file: it holds binary data');
  const { text, encoding } = decodeBankText(bytes, options.encoding);
  const records = parseRecords(text);
  if (records.length === 0) {
    throw new UnreadableFileError('The QIF file holds no bank, cash or card transactions');
  }

  const problems: ReadProblem[] = [];
  const detected = detectDateOrder(records.map((record) => record.fields.get('D') ?? ''));
  // The dates themselves decide when they can (a day 31 proves the order); the person's choice settles the rest.
  let dateOrder: DateOrder | null = detected === 'ambiguous' || detected === null ? null : detected;
  dateOrder ??= options.dateOrder ?? null;
  if (dateOrder === null && detected === 'ambiguous') {
    problems.push(CHOOSE_DATE_ORDER);
    dateOrder = 'dmy';
  }
  const amountTexts = records.flatMap((record) => [
    amountTextOf(record) ?? '',
    ...record.splits.map((split) => split.amount ?? ''),
  ]);
  const reading: FileReading = {
    dateOrder,
    decimalSeparator: options.decimalSeparator ?? detectDecimalSeparator(amountTexts),
  };
  const rows = records.map((record) => readRecord(record, reading));
  return { format: 'qif', encoding, statements: statementsOf(records, rows), problems };
}
