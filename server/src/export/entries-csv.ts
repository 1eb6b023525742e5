// GET/POST /api/export/entries.csv: every entry of a list or a search, newest first, as the list orders them.
// Streamed in pages read by the list's own index from where the last page stopped (keyset, never OFFSET), so a
// million entries leave in constant memory and no page costs more than the first.
import { centsToDecimal, ENTRY_CSV_COLUMNS } from '@bc/api';
import Papa from 'papaparse';
import type { Queryable } from '../db/database.ts';
import type { ListFilter } from '../entries/entry-list.ts';
import type { Language } from '../language.ts';
import { subCategoryName } from '../mail/messages.ts';

/** Rows per read: one read costs tens of milliseconds, so others' statements queue behind it no longer. */
export const CSV_PAGE_ROWS = 2_000;

/** Spreadsheet programs run a cell that starts like a formula; such text gets a leading quote. A number does not. */
const FORMULA_START = /^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/;

const UTF8_BOM = '\uFEFF';

type CsvRow = {
  id: number;
  uuid: string;
  date_time: Date;
  /** date_time as text: a Date keeps milliseconds, the column microseconds, and the next page starts after it. */
  cursor: string;
  type: string;
  amount_cents: number;
  currency: string;
  wallet: string | null;
  category_slug: string;
  custom_category: boolean;
  labels: string | null;
  payee: string | null;
  goal: string | null;
  note: string | null;
  planned: boolean;
  confirmed: boolean;
  exclude_from_stats: boolean;
};

/** The page after (`date_time`, `id`) of the list, with the names the CSV shows. */
function pageSql(filter: ListFilter, after: boolean) {
  const n = filter.params.length;
  const keyset = after ? ` AND (e.date_time, e.id) < ($${n + 1}::timestamptz, $${n + 2}::bigint)` : '';
  return `SELECT e.id, e.uuid, e.date_time, e.date_time::text AS cursor, e.type, e.amount_cents, cur.code AS currency, w.name AS wallet,
      s.slug AS category_slug, s.workspace_id IS NOT NULL AS custom_category,
      (SELECT string_agg(l.name, ', ' ORDER BY l.name) FROM labels l WHERE l.id = ANY(e.label_ids)) AS labels,
      p.name AS payee, g.name AS goal, e.note, e.planned, e.confirmed, e.exclude_from_stats
    FROM (SELECT e.* FROM entries e WHERE ${filter.conditions.join(' AND ')}${keyset}
          ORDER BY e.date_time DESC, e.id DESC LIMIT ${CSV_PAGE_ROWS}) e
    JOIN currencies cur ON cur.id = e.currency_id
    JOIN sub_categories s ON s.id = e.category_id
    LEFT JOIN wallets w ON w.id = e.account_id
    LEFT JOIN payees p ON p.id = e.payee_id
    LEFT JOIN goals g ON g.id = e.goal_id
    ORDER BY e.date_time DESC, e.id DESC`;
}

/** "2026-03-01 14:30:00": the instant in UTC, the form spreadsheet programs read as a date and time. */
const csvDateTime = (instant: Date) => instant.toISOString().slice(0, 19).replace('T', ' ');

const csvLine = (row: CsvRow, language: Language) => [
  csvDateTime(row.date_time),
  row.type,
  centsToDecimal(row.amount_cents),
  row.currency,
  row.wallet ?? '',
  subCategoryName(language, row.category_slug, row.custom_category),
  row.labels ?? '',
  row.payee ?? '',
  row.goal ?? '',
  row.note ?? '',
  String(row.planned),
  String(row.confirmed),
  String(row.exclude_from_stats),
  row.uuid,
];

const toCsv = (lines: string[][]) =>
  `${Papa.unparse(lines, { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;

/**
 * The CSV (RFC 4180, CRLF, UTF-8 with a byte order mark so spreadsheet programs read accents and the euro sign)
 * of every entry the filter matches, a page at a time; category names in `language`. A null filter (one that
 * can match nothing) gives the header alone.
 */
export async function* entriesCsv(db: Queryable, filter: ListFilter | null, language: Language) {
  yield `${UTF8_BOM}${toCsv([[...ENTRY_CSV_COLUMNS]])}`;
  if (!filter) return;
  let last: CsvRow | undefined;
  for (;;) {
    const params = last ? [...filter.params, last.cursor, last.id] : filter.params;
    const rows = await db.query<CsvRow>(pageSql(filter, last !== undefined), params);
    if (rows.length === 0) return;
    yield toCsv(rows.map((row) => csvLine(row, language)));
    if (rows.length < CSV_PAGE_ROWS) return;
    last = rows.at(-1);
  }
}
