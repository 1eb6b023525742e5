// What every format's reader gives: the statements of a file, each with its account and its rows, read but
// not yet judged (wallets, duplicates and categories are the import service's). One shape for all formats, so
// the service, the preview and the commit never know which format a row came from.
import type { BankFileFormat, CsvColumns, DateOrder, DecimalSeparator } from '@bc/api';

export type { BankFileFormat, CsvColumns, DateOrder, DecimalSeparator };

/** A reason a row (or the file) cannot be imported as it is; `field` names the row's field ("date", "amount"). */
export interface ReadProblem {
  field: string;
  message: string;
}

export interface ReadRow {
  /** The 1-based line of the file the row starts on: unique in the file (the key of the person's changes). */
  line: number;
  /** YYYY-MM-DD (the booking date), or null with a problem on "date". */
  date: string | null;
  /** Integer cents, money out negative, or null with a problem on "amount". */
  amountCents: number | null;
  /** ISO 4217 code when the file says it (per row or per statement), else null. */
  currency: string | null;
  /** Who was paid or who paid: counterparty name, OFX NAME, QIF P. */
  payee: string | null;
  /** Memo, remittance information, the rest of the row's text. */
  note: string | null;
  /** The bank's own reference of the row (FITID, AcctSvcrRef, a CSV reference column), else null. */
  bankId: string | null;
  /** The category the file itself names (QIF L, an app export's Category column), else null. */
  category: string | null;
  problems: ReadProblem[];
}

export interface ReadAccount {
  number: string | null;
  iban: string | null;
  currency: string | null;
  name: string | null;
}

export interface ReadStatement {
  account: ReadAccount;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  rows: ReadRow[];
}

/** How a CSV was read, so the person can see and change it. */
export interface CsvLayout {
  delimiter: string;
  header: boolean;
  /** Header names, or "Column 1"… when the file has no header row. */
  columns: string[];
  /** The first rows (at most 5) as the file has them. */
  sample: string[][];
  /** The mapping used, or null when the person must choose one (no rows are read then). */
  mapping: CsvColumns | null;
  dateOrder: DateOrder | null;
  decimalSeparator: DecimalSeparator;
}

export interface ReadFile {
  format: BankFileFormat;
  /** The encoding the text was decoded with, as a WHATWG label ("utf-8", "windows-1252", "utf-16le"…). */
  encoding: string;
  statements: ReadStatement[];
  csv?: CsvLayout;
  /** Problems of the whole file: a date order to choose ("date_format"), columns to map ("columns"). */
  problems: ReadProblem[];
}

/** What the person (or a saved mapping) chose; everything else is detected. */
export interface ReadOptions {
  /** A WHATWG encoding label; absent or "auto" to detect. */
  encoding?: string;
  dateOrder?: DateOrder;
  decimalSeparator?: DecimalSeparator;
  columns?: CsvColumns;
}

/**
 * A file that cannot be read at all: not a known format, truncated XML, a binary, an encoding that does not
 * decode. `where` says where ("line 12", "element Stmt/Ntry[3]"), when known. The route answers 422.
 */
export class UnreadableFileError extends Error {
  /** What is wrong, without where. */
  readonly reason: string;
  readonly where: string | null;
  constructor(reason: string, where: string | null = null) {
    super(where ? `${reason} (${where})` : reason);
    this.name = 'UnreadableFileError';
    this.reason = reason;
    this.where = where;
  }
}
