// What the person chose for reading a file and where each statement goes, as the preview's multipart fields
// and the commit's body carry them. Pure, so what is sent is tested without a browser.
import type {
  BankFileFormat,
  CsvColumns,
  DateOrder,
  DecimalSeparator,
  ImportCommitBody,
  ImportPreviewFields,
} from '@bc/api';

export const AUTO = 'auto';

/** How the file is read; `auto` and null let the server detect. */
export interface ReadChoices {
  format: typeof AUTO | BankFileFormat;
  encoding: string;
  dateFormat: DateOrder | null;
  decimalSeparator: DecimalSeparator | null;
  columns: CsvColumns | null;
}

export const AUTOMATIC_READING: ReadChoices = {
  format: AUTO,
  encoding: AUTO,
  dateFormat: null,
  decimalSeparator: null,
  columns: null,
};

/** The encodings offered besides automatic detection. */
export const COMMON_ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1252',
  'iso-8859-1',
  'iso-8859-15',
  'gb18030',
  'euc-jp',
  'euc-kr',
  'shift_jis',
] as const;

/** The wallet of each statement, by the statement's index: null while none is chosen. */
export type StatementWallets = readonly (number | null)[];

/** A file of one statement names its wallet as `account_id`; a file of several, each chosen one by index. */
export function walletFields(
  wallets: StatementWallets,
): Pick<ImportPreviewFields, 'account_id' | 'statements'> {
  if (wallets.length === 1) return wallets[0] ? { account_id: wallets[0] } : {};
  const statements = wallets.flatMap((account_id, index) => (account_id ? [{ index, account_id }] : []));
  return statements.length > 0 ? { statements } : {};
}

/** The preview's text fields: only what differs from automatic reading, and the wallets chosen. */
export function previewFields(choices: ReadChoices, wallets: StatementWallets): Partial<ImportPreviewFields> {
  return {
    ...(choices.format !== AUTO && { format: choices.format }),
    ...(choices.encoding !== AUTO && { encoding: choices.encoding }),
    ...(choices.dateFormat && { date_format: choices.dateFormat }),
    ...(choices.decimalSeparator && { decimal_separator: choices.decimalSeparator }),
    ...(choices.columns && { columns: choices.columns }),
    ...walletFields(wallets),
  };
}

/**
 * The multipart body of POST /api/import/preview: the text fields first (JSON for `columns` and `statements`),
 * the file last, so that a server reading the parts in order knows the choices before the file arrives.
 */
export function previewForm(file: File, choices: ReadChoices, wallets: StatementWallets): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(previewFields(choices, wallets))) {
    if (value !== undefined)
      form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  form.append('file', file, file.name);
  return form;
}

/** What the person changed on a row of the preview: its category, or whether it is imported. */
export interface RowChange {
  categoryId?: number;
  /** false: left out. */
  keep?: boolean;
}

export type RowChanges = ReadonlyMap<number, RowChange>;

/**
 * The commit's body: every statement's wallet, duplicates skipped, and the person's changes only, by line
 * (a category other than the preview's, a row left out). A duplicate is skipped whatever its row says.
 */
export function commitBody(
  wallets: readonly number[],
  changes: RowChanges,
  rows: ReadonlyMap<number, { category_id: number; duplicate: boolean }>,
): ImportCommitBody {
  const changed = [...changes]
    .sort(([a], [b]) => a - b)
    .flatMap(([line, change]) => {
      const row = rows.get(line);
      if (!row) return [];
      const category = change.categoryId !== undefined && change.categoryId !== row.category_id;
      const skip = change.keep === false && !row.duplicate;
      if (!category && !skip) return [];
      return [{ line, ...(category && { category_id: change.categoryId }), ...(skip && { skip }) }];
    });
  return {
    ...(wallets.length === 1
      ? { account_id: wallets[0] }
      : { statements: wallets.map((account_id, index) => ({ index, account_id })) }),
    skip_duplicates: true,
    ...(changed.length > 0 && { rows: changed }),
  };
}
