// A CSV's column mapping as the page's selects show it (column indexes) and as the preview takes it (header
// names, or indexes when the file has no header). Pure, so the conversions are tested without a browser.
import type { CsvColumns, ImportPreview } from '@bc/api';

export type CsvLayout = NonNullable<ImportPreview['csv']>;

/** What a column can hold, in the order the mapping asks for them. */
export const CSV_ROLES = [
  'date',
  'amount',
  'inflow',
  'outflow',
  'payee',
  'note',
  'bank_id',
  'category',
] as const;
export type CsvRole = (typeof CSV_ROLES)[number];

/** The chosen column of each role, by index; null for none. */
export type ColumnChoice = Record<CsvRole, number | null>;

/** The amount as one signed column, or as money in and money out columns. */
export type AmountLayout = 'single' | 'split';

/** The index of the column a mapping names (a header name or an index), or null. */
export function columnIndex(value: string | number | null | undefined, csv: CsvLayout): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value < csv.columns.length ? value : null;
  const index = csv.columns.indexOf(value);
  return index >= 0 ? index : null;
}

/** The columns the answer's mapping chose (none when it has no mapping). */
export function columnChoice(csv: CsvLayout): ColumnChoice {
  const mapping = csv.mapping;
  return Object.fromEntries(
    CSV_ROLES.map((role) => [role, columnIndex(mapping?.[role], csv)]),
  ) as ColumnChoice;
}

/** A split layout when the mapping has money in and out and no single amount. */
export const amountLayout = (choice: ColumnChoice): AmountLayout =>
  choice.amount === null && (choice.inflow !== null || choice.outflow !== null) ? 'split' : 'single';

/**
 * The mapping to send: header names where the file has a header and the name is unique, indexes otherwise;
 * null while the date or the amount (one column, or both money in and money out) is not chosen.
 */
export function csvColumns(choice: ColumnChoice, layout: AmountLayout, csv: CsvLayout): CsvColumns | null {
  const name = (index: number | null) => {
    if (index === null) return null;
    const header = csv.columns[index];
    return csv.header &&
      header !== undefined &&
      csv.columns.indexOf(header) === csv.columns.lastIndexOf(header)
      ? header
      : index;
  };
  const date = name(choice.date);
  if (date === null) return null;
  const optional = {
    payee: name(choice.payee),
    note: name(choice.note),
    bank_id: name(choice.bank_id),
    category: name(choice.category),
  };
  if (layout === 'single') {
    const amount = name(choice.amount);
    return amount === null ? null : { date, amount, ...optional };
  }
  const inflow = name(choice.inflow);
  const outflow = name(choice.outflow);
  return inflow === null || outflow === null ? null : { date, inflow, outflow, ...optional };
}

/** The sample's data rows: without the header row when the sample starts with it. */
export function sampleRows(csv: CsvLayout): string[][] {
  const [first, ...rest] = csv.sample;
  const startsWithHeader =
    csv.header &&
    first !== undefined &&
    first.length === csv.columns.length &&
    first.every((value, index) => value.trim() === csv.columns[index]?.trim());
  return startsWithHeader ? rest : csv.sample;
}
