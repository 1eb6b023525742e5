// A filtered list's rows per month, from the counters of 0005_entry_month_counts.sql: whole UTC months are
// sums of counter rows, the partial months at the edges of a date range are counted from the entries. The
// sum is the list's exact total; the months, newest first, let a deep page start at its month.
import type { Queryable } from '../db/database.ts';

/** What the counters know: everything else (labels, payees, text) needs the rows. */
export type CountedFilters = {
  workspaceId: string;
  accounts: number[];
  categories: number[];
  types: string[];
  planned: boolean | null;
  /** First day in the list (inclusive), in the session's time zone like the list's own filter. */
  from?: string;
  /** First day after the list (exclusive). */
  to?: string;
};

/**
 * Rows of the list dated before `end` (exclusive; null: the newest bucket, bounded by the list itself) and,
 * for a whole month, from `start` on: the bucket holds every row of the list in [start, end).
 */
export type MonthBucket = { start: string | null; end: string | null; entries: number };

/** Only the workspace (and the planned flag) filters the list: its totals are a few rows of their own. */
export const onlyWorkspace = (counted: CountedFilters | null): counted is CountedFilters =>
  counted !== null &&
  counted.accounts.length + counted.categories.length + counted.types.length === 0 &&
  counted.from === undefined &&
  counted.to === undefined;

/** The list's SQL: its conditions over `entries e`, with their parameters ($1 is the workspace). */
export type ListSql = { condition: string; params: unknown[] };

// The first UTC month starting at or after a day, and the UTC month a day falls in (timestamps in UTC).
const firstWholeMonth = (p: string) =>
  `(date_trunc('month', (${p}::date::timestamptz AT TIME ZONE 'UTC') - interval '1 microsecond') + interval '1 month')`;
const monthOf = (p: string) => `date_trunc('month', ${p}::date::timestamptz AT TIME ZONE 'UTC')`;

function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, monthNumber, 1));
  return next.toISOString();
}

type Bind = (value: unknown) => string;

/** Appends values to `params`, each as its placeholder. */
export const binder =
  (params: unknown[]): Bind =>
  (value) => {
    params.push(value);
    return `$${params.length}`;
  };

/**
 * The counter rows (`c`) of the filters' keys: wallet, sub-category, type and, unless left out (the sums, which
 * hold only entries that count, have no planned column), the planned flag.
 */
export function counterKeys(filters: CountedFilters, bind: Bind, { planned = true } = {}): string[] {
  const keys: string[] = [`c.workspace_id = ${bind(filters.workspaceId)}`];
  if (filters.accounts.length > 0) {
    // 0 stands for "no wallet" in the counters; no list filter asks for it (a NULL wallet equals nothing).
    keys.push(`c.account_key = ANY(${bind(filters.accounts)}::bigint[]) AND c.account_key <> 0`);
  }
  if (filters.categories.length > 0) keys.push(`c.category_id = ANY(${bind(filters.categories)}::int[])`);
  if (filters.types.length > 0) keys.push(`c.type = ANY(${bind(filters.types)}::text[])`);
  if (planned && filters.planned !== null) keys.push(`c.planned = ${bind(filters.planned)}`);
  return keys;
}

/**
 * How a list's date range splits into whole UTC months (conditions on the counters' `c.month`) and the partial
 * months at its edges, which the list's rows answer: the newest from `newestFrom` on (the list's own end
 * bounds it), the oldest before `oldestBefore`, which is also the first whole month (`oldestMonth`).
 */
export function monthWindow(filters: CountedFilters, bind: Bind) {
  const from = filters.from === undefined ? undefined : bind(filters.from);
  const to = filters.to === undefined ? undefined : bind(filters.to);
  const months: string[] = [];
  if (from) months.push(`c.month >= ${firstWholeMonth(from)}::date`);
  if (to) months.push(`c.month < ${monthOf(to)}::date`);
  const newestFrom = !to
    ? undefined
    : from
      ? `greatest(${monthOf(to)}, ${firstWholeMonth(from)}) AT TIME ZONE 'UTC'`
      : `${monthOf(to)} AT TIME ZONE 'UTC'`;
  return {
    months,
    newestFrom,
    oldestMonth: from && `${firstWholeMonth(from)}::date::text`,
    oldestBefore: from && `${firstWholeMonth(from)} AT TIME ZONE 'UTC'`,
  };
}

/**
 * The SQL of the list's buckets, newest first: the partial month before `to`, whole months, the partial after
 * `from`. Its parameters are appended to `params`, which must start with the list's own when the filters have
 * a date range (the partial months are counted with the list's conditions).
 */
export function monthBucketsSql(list: ListSql, filters: CountedFilters, params: unknown[]): string {
  const bind = binder(params);
  const byKeys = filters.accounts.length + filters.categories.length + filters.types.length > 0;
  const keys = counterKeys(filters, bind);
  const window = monthWindow(filters, bind);
  const parts = [
    `SELECT 0 AS part, c.month::text AS month, sum(c.entries)::bigint AS entries
     FROM ${byKeys ? 'entry_month_counts' : 'entry_month_totals'} c WHERE ${[...keys, ...window.months].join(' AND ')}
     GROUP BY c.month`,
  ];
  if (window.newestFrom) {
    parts.push(
      `SELECT -1, NULL, count(*) FROM entries e WHERE ${list.condition} AND e.date_time >= ${window.newestFrom}`,
    );
  }
  if (window.oldestBefore) {
    parts.push(
      `SELECT 1, ${window.oldestMonth}, count(*) FROM entries e
       WHERE ${list.condition} AND e.date_time < ${window.oldestBefore}`,
    );
  }
  return `${parts.join(' UNION ALL ')} ORDER BY 1, 2 DESC`;
}

/** The list's buckets, newest first (see monthBucketsSql). */
export async function monthBuckets(
  db: Queryable,
  list: ListSql,
  filters: CountedFilters,
): Promise<MonthBucket[]> {
  // The list's own conditions (and parameters) only count the partial months at the edges of a date range:
  // a parameter no statement uses has no type, which PostgreSQL refuses.
  const edges = filters.from !== undefined || filters.to !== undefined;
  const params = edges ? [...list.params] : [];
  const sql = monthBucketsSql(list, filters, params);
  const rows = await db.query<{ part: number; month: string | null; entries: number | string }>(sql, params);
  return rows.map((row) => {
    const whole = Number(row.part) === 0 && row.month !== null;
    return {
      start: whole ? `${row.month}T00:00:00.000Z` : null,
      // A whole month ends where the next begins; the oldest partial month ends where the whole ones begin.
      end: row.month === null ? null : whole ? nextMonth(row.month) : `${row.month}T00:00:00.000Z`,
      entries: Number(row.entries),
    };
  });
}

/** Where row `offset` of the list is: the bucket holding it, and how many of its rows come before. */
export function bucketOf(buckets: readonly MonthBucket[], offset: number) {
  let newer = 0;
  for (const bucket of buckets) {
    if (offset < newer + bucket.entries) return { bucket, offset: offset - newer };
    newer += bucket.entries;
  }
  return undefined;
}
