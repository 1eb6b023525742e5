// Bank and app files read by the server (issue 23): POST /api/import/preview reads a file into statements and
// rows, POST /api/import/{id}/commit writes the kept rows, and the import history can undo a commit.
// Amounts travel as decimal strings with two decimals (money out negative), dates as YYYY-MM-DD.
import { z } from 'zod';
import { ruleFillSchema } from './rules.ts';
import { idSchema } from './wire.ts';

/** Formats the reader knows; `auto` (the default) sniffs the file. */
export const BANK_FILE_FORMATS = [
  'csv',
  'ofx',
  'qfx',
  'qif',
  'camt.052',
  'camt.053',
  'camt.054',
  'mt940',
] as const;
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];

export const DATE_ORDERS = ['ymd', 'dmy', 'mdy'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

export const DECIMAL_SEPARATORS = ['.', ','] as const;
export type DecimalSeparator = (typeof DECIMAL_SEPARATORS)[number];

/** The file as it is may be this big; bigger files answer 413. */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Rows of one file (every statement together); more answer 413. */
export const IMPORT_FILE_MAX_ROWS = 200_000;
/** How long a preview waits on the server for its commit. */
export const IMPORT_PREVIEW_TTL_MS = 60 * 60 * 1000;

/** A CSV column: its header name, or its 0-based index when the file has no header row. */
const csvColumnSchema = z.union([z.string().min(1).max(200), z.number().int().min(0).max(500)]);

/** Which columns hold what: the amount as one signed column, or as inflow and outflow. */
export const csvColumnsSchema = z
  .object({
    date: csvColumnSchema,
    amount: csvColumnSchema.optional(),
    inflow: csvColumnSchema.optional(),
    outflow: csvColumnSchema.optional(),
    payee: csvColumnSchema.nullable().optional(),
    note: csvColumnSchema.nullable().optional(),
    bank_id: csvColumnSchema.nullable().optional(),
    category: csvColumnSchema.nullable().optional(),
  })
  .refine(
    (columns) =>
      columns.amount !== undefined || (columns.inflow !== undefined && columns.outflow !== undefined),
    {
      message: 'Choose the amount column, or both the inflow and outflow columns',
      path: ['amount'],
    },
  );
export type CsvColumns = z.infer<typeof csvColumnsSchema>;

/** The text fields of the multipart POST /api/import/preview (the file is the part named `file`). */
export const importPreviewFieldsSchema = z.object({
  format: z.enum(['auto', ...BANK_FILE_FORMATS]).default('auto'),
  encoding: z.string().trim().min(1).max(40).default('auto'),
  date_format: z.enum(DATE_ORDERS).optional(),
  decimal_separator: z.enum(DECIMAL_SEPARATORS).optional(),
  columns: csvColumnsSchema.optional(),
  /** The wallet of a one-statement file: duplicates are looked for in it, and its saved CSV mapping used. */
  account_id: idSchema.optional(),
  /** The wallet of each statement of a file with several (JSON, as in the commit). */
  statements: z
    .array(z.object({ index: z.number().int().min(0), account_id: idSchema }))
    .max(100)
    .optional(),
});
export type ImportPreviewFields = z.infer<typeof importPreviewFieldsSchema>;

const problemSchema = z.object({ field: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof problemSchema>;

const decimalString = z.string().describe('Two decimals, money out negative: "-12.34"');

export const importPreviewRowSchema = z.object({
  /** The file's line the row starts on: unique in the file, the key of the person's changes at commit. */
  line: z.number().int(),
  date: z.string().nullable(),
  amount: decimalString.nullable(),
  currency: z.string().nullable(),
  payee: z.string().nullable(),
  note: z.string().nullable(),
  bank_id: z.string().nullable(),
  category_id: z.number().int(),
  /** Labels the rules give the row. */
  label_ids: z.array(z.number().int()).default([]),
  /** Which rule filled which field ("category from rule Groceries"). */
  filled_by: z.array(ruleFillSchema).default([]),
  /** A rule made the row a transfer: the wallet the money goes to (money out) or comes from (money in). */
  transfer_wallet_id: z.number().int().nullable().default(null),
  /** An entry of the wallet already holds this row: skipped unless the commit says otherwise. */
  duplicate: z.boolean(),
  /** Why the row cannot be imported (it is left out); empty for a good row. */
  problems: z.array(problemSchema),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importStatementSchema = z.object({
  account: z.object({
    number: z.string().nullable(),
    iban: z.string().nullable(),
    currency: z.string().nullable(),
    name: z.string().nullable(),
  }),
  opening_balance: decimalString.nullable(),
  closing_balance: decimalString.nullable(),
  /** The wallet earlier imports tied to this account, or the one asked for; null when the person must pick. */
  wallet_id: z.number().int().nullable(),
  rows: z.array(importPreviewRowSchema),
});
export type ImportStatement = z.infer<typeof importStatementSchema>;

export const importPreviewSchema = z.object({
  import_id: z.string().uuid(),
  format: z.enum(BANK_FILE_FORMATS),
  encoding: z.string(),
  file_name: z.string(),
  statements: z.array(importStatementSchema),
  /** Problems of the whole file: a date order to choose, columns to map, rows over the statement's end. */
  problems: z.array(problemSchema),
  csv: z
    .object({
      delimiter: z.string(),
      header: z.boolean(),
      /** Header names, or "Column 1", "Column 2"… when the file has none. */
      columns: z.array(z.string()),
      /** The first rows as the file has them, for the column mapping. */
      sample: z.array(z.array(z.string())),
      /** The mapping used: chosen, remembered for the wallet, recognised from the header, or null (choose). */
      mapping: csvColumnsSchema.nullable(),
      date_format: z.enum(DATE_ORDERS).nullable(),
      decimal_separator: z.enum(DECIMAL_SEPARATORS),
    })
    .optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importCommitBodySchema = z
  .object({
    account_id: idSchema.optional(),
    statements: z
      .array(z.object({ index: z.number().int().min(0), account_id: idSchema }))
      .min(1)
      .optional(),
    skip_duplicates: z.boolean().default(true),
    rows: z
      .array(
        z.object({ line: z.number().int(), category_id: idSchema.optional(), skip: z.boolean().optional() }),
      )
      .optional(),
  })
  .refine((body) => body.account_id !== undefined || body.statements !== undefined, {
    message: 'Choose the wallet of every statement',
    path: ['account_id'],
  });
export type ImportCommitBody = z.infer<typeof importCommitBodySchema>;

export const importCommitResponseSchema = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  batch_id: z.string().uuid(),
});
export type ImportCommitResponse = z.infer<typeof importCommitResponseSchema>;

export const importBatchSchema = z.object({
  batch_id: z.string().uuid(),
  created_at: z.string().describe('ISO 8601'),
  user: z.object({ uuid: z.string().uuid(), name: z.string() }).nullable(),
  file_name: z.string(),
  format: z.enum(BANK_FILE_FORMATS),
  imported: z.number().int(),
  duplicates: z.number().int(),
  /** The wallets it wrote into. */
  wallets: z.array(z.object({ id: z.number().int(), uuid: z.string().uuid(), name: z.string() })),
  /** When it was undone; undone imports stay in the history. */
  undone_at: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importBatchListSchema = z.object({ data: z.array(importBatchSchema) });
export type ImportBatchList = z.infer<typeof importBatchListSchema>;

export const importUndoResponseSchema = z.object({ removed: z.number().int() });
