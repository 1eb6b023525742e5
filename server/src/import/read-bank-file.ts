// One door to the format readers: which reader a file goes to (the one asked for, else the one its first
// bytes name, else CSV for any text), and the choices that make a second read of the same bytes (the commit's)
// give exactly the rows the preview showed.
import type { BankFileFormat } from '@bc/api';
import { type ReadFile, type ReadOptions, UnreadableFileError } from './formats/bank-file.ts';
import { readCamt } from './formats/camt.ts';
import { readCsv } from './formats/csv.ts';
import { looksBinary } from './formats/decode.ts';
import { readMt940 } from './formats/mt940.ts';
import { readOfx } from './formats/ofx.ts';
import { readQif } from './formats/qif.ts';
import { sniffFormat } from './formats/sniff.ts';

/** What a preview keeps to read its file again at commit: the format found, and the person's choices. */
export type StoredReadOptions = ReadOptions & { format: BankFileFormat };

const READERS: Record<BankFileFormat, (bytes: Uint8Array, options: ReadOptions) => ReadFile> = {
  csv: readCsv,
  qif: readQif,
  ofx: (bytes, options) => readOfx(bytes, options, 'ofx'),
  qfx: (bytes, options) => readOfx(bytes, options, 'qfx'),
  'camt.052': readCamt,
  'camt.053': readCamt,
  'camt.054': readCamt,
  mt940: readMt940,
};

const NOT_A_BANK_FILE =
  'This is not a file Budget Control can read: use a CSV, OFX, QFX, QIF, CAMT.052/053/054 or MT940 file';

/** The format a file is read as: the one asked for, else sniffed; throws when it is no bank file at all. */
export function formatOf(
  bytes: Uint8Array,
  fileName: string,
  asked: BankFileFormat | 'auto',
): BankFileFormat {
  if (bytes.length === 0) throw new UnreadableFileError('The file is empty');
  if (asked !== 'auto') return asked;
  const sniffed = sniffFormat(bytes, fileName);
  if (sniffed) return sniffed;
  if (looksBinary(bytes)) throw new UnreadableFileError(NOT_A_BANK_FILE);
  return 'csv';
}

export function readBankFile(bytes: Uint8Array, options: StoredReadOptions): ReadFile {
  return READERS[options.format](bytes, options);
}
