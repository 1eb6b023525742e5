// The rows of a preview as the page lists and counts them. Pure and linear: a 100,000-row file is flattened and
// counted in a few milliseconds, once per answer and per change.
import {
  IMPORT_DEFAULT_CATEGORY_ID,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportStatement,
} from '@bc/api';
import type { RowChange, RowChanges } from './read-choices.ts';

/** One line of the preview list: a statement's heading (files of several statements) or a row. */
export type PreviewItem =
  | { kind: 'statement'; statement: number }
  | { kind: 'row'; statement: number; row: ImportPreviewRow };

/** Every row of every statement in file order, each statement's rows under its heading when there are several. */
export function previewItems(preview: ImportPreview): PreviewItem[] {
  const headed = preview.statements.length > 1;
  const items: PreviewItem[] = [];
  preview.statements.forEach((statement, index) => {
    if (headed) items.push({ kind: 'statement', statement: index });
    for (const row of statement.rows) items.push({ kind: 'row', statement: index, row });
  });
  return items;
}

/** The rows by their line (unique in a file), for the commit's changes. */
export function rowsByLine(preview: ImportPreview): Map<number, ImportPreviewRow> {
  const rows = new Map<number, ImportPreviewRow>();
  for (const statement of preview.statements) for (const row of statement.rows) rows.set(row.line, row);
  return rows;
}

/**
 * A row with a problem is never imported, nor a duplicate (the commit skips every duplicate: a row already in
 * the wallet is not written twice); any other row unless the person left it out.
 */
export function isKept(row: ImportPreviewRow, change: RowChange | undefined): boolean {
  if (row.problems.length > 0 || row.duplicate) return false;
  return change?.keep ?? true;
}

/** The category a row will get: the person's choice, else the preview's. */
export const rowCategory = (row: ImportPreviewRow, change: RowChange | undefined): number =>
  change?.categoryId ?? row.category_id;

/** The rule that chose the row's category, unless the person chose another one since. */
export const categoryRule = (row: ImportPreviewRow, change: RowChange | undefined): string | null =>
  change?.categoryId === undefined
    ? (row.filled_by.find((filled) => filled.field === 'category')?.rule_name ?? null)
    : null;

/**
 * What a new rule from a row starts with: "payee is X → the row's category". The import's fallback, "other",
 * is no category to file by, so then the rule form asks for one.
 */
export const ruleStartOf = (payee: string, categoryId: number) => ({
  payee,
  category_id: categoryId === IMPORT_DEFAULT_CATEGORY_ID ? undefined : categoryId,
});

/** The transfer a rule makes of the row: the other wallet, out or in, and the rule's name; null for none. */
export function transferRule(row: ImportPreviewRow): { walletId: number; out: boolean; rule: string } | null {
  if (row.transfer_wallet_id === null) return null;
  const rule = row.filled_by.find((filled) => filled.field === 'transfer_wallet')?.rule_name ?? '';
  return { walletId: row.transfer_wallet_id, out: (decimalCents(row.amount) ?? 0) < 0, rule };
}

export interface ImportCounts {
  /** Rows the commit writes. */
  toImport: number;
  /** Duplicates (always left out). */
  duplicates: number;
  /** Rows with a problem (always left out). */
  problems: number;
  /** Other rows the person left out. */
  leftOut: number;
}

export function importCounts(preview: ImportPreview, changes: RowChanges): ImportCounts {
  const counts: ImportCounts = { toImport: 0, duplicates: 0, problems: 0, leftOut: 0 };
  for (const statement of preview.statements) {
    for (const row of statement.rows) {
      if (row.problems.length > 0) counts.problems += 1;
      else if (isKept(row, changes.get(row.line))) counts.toImport += 1;
      else if (row.duplicate) counts.duplicates += 1;
      else counts.leftOut += 1;
    }
  }
  return counts;
}

/** The first and last dates of a statement's rows (YYYY-MM-DD sorts as text), null when none has a date. */
export function dateRange(statement: ImportStatement): { from: string; to: string } | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const { date } of statement.rows) {
    if (date === null) continue;
    if (from === null || date < from) from = date;
    if (to === null || date > to) to = date;
  }
  return from !== null && to !== null ? { from, to } : null;
}

/** "12.34" or "-1234.50" (the wire's decimal strings) in integer cents; null for anything else. */
export function decimalCents(value: string | null): number | null {
  if (value === null) return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/**
 * The balance before a statement's first row, in cents: the one it states, else its closing balance less its
 * rows (an OFX states only the balance at its end); null when it states neither.
 */
export function openingCents(statement: ImportStatement): number | null {
  const opening = decimalCents(statement.opening_balance);
  if (opening !== null) return opening;
  const closing = decimalCents(statement.closing_balance);
  if (closing === null) return null;
  let moved = 0;
  for (const row of statement.rows) if (row.problems.length === 0) moved += decimalCents(row.amount) ?? 0;
  return closing - moved;
}

/**
 * What names a statement's account to a person: its name and its IBAN or number ("SAVINGS · 9988776655"), or
 * whichever of them the file gives; null when it gives none.
 */
export function accountLabel({ account }: ImportStatement): string | null {
  const label = [account.name, account.iban ?? account.number].filter(Boolean).join(' · ');
  return label === '' ? null : label;
}
