// Importing entries: rows a person brought from a
// bank's or another app's CSV, already read and normalised by the browser, written into one wallet in
// one transaction. A row's sign decides its type: negative = expense, positive = income.
import { ENTRY_MESSAGES } from '@bc/domain';
import { z } from 'zod';
import { decimalToCents } from './money.ts';
import { idSchema, MAX_YEAR, MIN_YEAR, parseWireDate } from './wire.ts';

/** Rows per request: bigger files are sent in several imports. */
export const IMPORT_MAX_ROWS = 5000;

/**
 * The sub-category a row without one gets: "other" of the parent category "other" (11). The reference
 * data has no "other income", so positive rows take it too; the person can re-categorise later.
 */
export const IMPORT_DEFAULT_CATEGORY_ID = 75;

const NOTE_MAX = 1000;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** yyyy-mm-dd or an ISO date-time, whose day exists in the years the API takes (no 31 February). */
export function isImportDateTime(value: string): boolean {
  return ISO_DATE_TIME.test(value) && parseWireDate(value) !== null;
}

export const IMPORT_MESSAGES = {
  date: `Use a date as yyyy-mm-dd or an ISO date-time, in the years ${MIN_YEAR} to ${MAX_YEAR}`,
  amount: 'Use a decimal amount with at most two decimals',
  zero: ENTRY_MESSAGES.amount,
  noteTooLong: `The note and the payee together are longer than ${NOTE_MAX} characters`,
  category: 'Category not found',
  total: 'The amounts add up to more than the wallet can hold',
} as const;

export const importRowSchema = z
  .object({
    date_time: z.string().refine(isImportDateTime, IMPORT_MESSAGES.date).describe('yyyy-mm-dd or ISO 8601'),
    amount: z
      .union([z.string(), z.number()])
      .refine((amount) => decimalToCents(amount) !== null, IMPORT_MESSAGES.amount)
      .refine((amount) => decimalToCents(amount) !== 0, IMPORT_MESSAGES.zero)
      .describe('Signed, at most 2 decimals, as a number or a decimal string: < 0 expense, > 0 income'),
    note: z.string().max(NOTE_MAX).nullable().optional(),
    category_id: idSchema
      .nullable()
      .optional()
      .describe(`A sub-category of the workspace; default ${IMPORT_DEFAULT_CATEGORY_ID} (other)`),
    labels: z
      .array(z.string().trim().min(1).max(60))
      .max(20)
      .optional()
      .describe('Label names: an existing label of any case is reused, else created'),
    payee: z
      .string()
      .trim()
      .max(120)
      .nullable()
      .optional()
      .describe('Who was paid or paid you: kept at the start of the note (rows are not debits)'),
  })
  .refine((row) => importNote(row).length <= NOTE_MAX, {
    message: IMPORT_MESSAGES.noteTooLong,
    path: ['note'],
  });
export type ImportRow = z.infer<typeof importRowSchema>;

/** The note an imported row is stored with: the payee first, then the row's own note. */
export function importNote(row: { note?: string | null; payee?: string | null }): string {
  return [row.payee?.trim(), row.note?.trim()].filter(Boolean).join(' · ');
}

/** POST /api/entries/import */
export const importBodySchema = z.object({
  account_id: idSchema.describe('The wallet (numeric id) every row goes into'),
  rows: z.array(importRowSchema).min(1).max(IMPORT_MAX_ROWS),
});
export type ImportBody = z.infer<typeof importBodySchema>;

export const importResponseSchema = z.object({ imported: z.number().int() });
export type ImportResponse = z.infer<typeof importResponseSchema>;
