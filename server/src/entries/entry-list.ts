// GET /api/entry and the search (POST /api/find): newest first (date_time DESC, id DESC) on the partial
// indexes of 0003_ledger.sql. Totals (PERFORMANCE.md "pages are cheap; totals are not"): from entry_counts
// when only the workspace filters the list, from the month counters (0005) when the filters are ones the
// counters know (wallet, category, type, planned, dates), else exact up to a cap past the requested page.
// A deep page starts at its month, found from the same counters, so it skips half a month's rows at most.
// The search also adds up the amounts of every match (list-amounts.ts), by the same split.
import {
  type Entry,
  type EntryListFilters,
  type EntryListQuery,
  type FindBody,
  type FindResponse,
  MAX_INT32,
  type Paginated,
  parseWireDate,
} from '@bc/api';
import { entryTypeNamed, searchRangeProblem } from '@bc/domain';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';
import { unprocessable } from '../http/errors.ts';
import type { CurrencyCents } from '../stats/converted-total.ts';
import { readEntries } from './entries-sql.ts';
import {
  bucketOf,
  type CountedFilters,
  type ListSql,
  type MonthBucket,
  monthBuckets,
  monthBucketsSql,
  onlyWorkspace,
} from './entry-month-counts.ts';
import { countedAmountsSql, currencyCents, searchTotal } from './list-amounts.ts';

/** How many rows past the page an exact count looks at before it stops. */
export const TOTAL_CAP = 1_000;

/** From this many rows in, a countable list's page starts at its month rather than skipping every row. */
export const MONTH_JUMP_FROM = 3_000;

/**
 * The list's conditions over `entries e`, and what the counters can answer for them (`counted` is dropped
 * by a filter they do not know).
 */
type Where = { conditions: string[]; params: unknown[]; counted: CountedFilters | null };

/** A list's conditions (`e.workspace_id = $1` first), for the readers of every page (the CSV). */
export type ListFilter = Where;

function add(where: Where, sql: (placeholder: string) => string, value: unknown) {
  where.params.push(value);
  where.conditions.push(sql(`$${where.params.length}`));
}

/** A filter the counters do not know: the total is counted from the rows. */
function addUncounted(where: Where, sql: (placeholder: string) => string, value: unknown) {
  add(where, sql, value);
  where.counted = null;
}

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(','));

function ids(field: string, value: string | string[] | undefined): number[] {
  return list(value).map((item) => {
    const id = Number(item.trim());
    // Ids are PostgreSQL integers: a larger one would fail in the query instead of answering 422.
    if (!Number.isSafeInteger(id) || id < 0 || id > MAX_INT32)
      throw unprocessable('The filters are invalid', { [field]: 'Must be ids' });
    return id;
  });
}

/**
 * Rows of `table` by uuid (the original client filters wallets and payees so) or numeric id; a uuid of
 * nothing in the workspace matches nothing.
 */
async function idsOrUuids(
  db: Queryable,
  workspaceId: string,
  table: 'wallets' | 'payees',
  field: string,
  value: string | string[] | undefined,
): Promise<number[]> {
  const items = list(value).map((item) => item.trim());
  const uuids = items.filter(isUuid);
  const numeric = ids(
    field,
    items.filter((item) => !isUuid(item)),
  );
  if (uuids.length === 0) return numeric;
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE workspace_id = $1 AND uuid = ANY($2::uuid[])`,
    [workspaceId, uuids],
  );
  return [...numeric, ...rows.map((row) => row.id), ...(rows.length < uuids.length ? [0] : [])];
}

/** Types by the tabs' names or the paths' (SPEC §3 type map); anything else is refused. */
function types(field: string, values: readonly string[]): string[] {
  return values.map((item) => {
    const type = entryTypeNamed(item.trim());
    if (!type) throw unprocessable('Invalid entry type', { [field]: 'Invalid entry type' });
    return type;
  });
}

/** The list's planned flag: 0/1 (the original client may send it twice), or null for both. */
function plannedFlag(value: string | string[] | undefined): boolean | null {
  const flags = new Set(list(value).map((item) => item.trim() === '1' || item.trim() === 'true'));
  const known = list(value).every((item) => ['0', '1', 'true', 'false'].includes(item.trim()));
  if (!known || flags.size > 1) {
    throw unprocessable('The filters are invalid', { 'filters[planned]': 'Use 0 or 1' });
  }
  return flags.size === 0 ? null : [...flags][0] === true;
}

const DATE_FILTER = /^(>=|<=|>|<|=)\|(.+)$/;

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Whole days: '<=|d' includes the whole of day d. The filters narrow to one range [from, to), written as two
 * conditions whatever their number, and known to the counters.
 */
function dateFilters(where: Where, values: string[]) {
  let from: string | undefined;
  let to: string | undefined;
  for (const value of values) {
    const match = DATE_FILTER.exec(value.trim());
    // Padded or not (2026-3-01); a day that does not exist (2025-02-30) is refused here, not by the database.
    const day = match?.[2] === undefined ? undefined : parseWireDate(match[2])?.date;
    if (!match || !day) {
      throw unprocessable('The filters are invalid', {
        'filters[date_time]': "Use '>=|yyyy-mm-dd' or '<=|yyyy-mm-dd'",
      });
    }
    const operator = match[1];
    const lower = operator === '>' ? nextDay(day) : operator === '<' || operator === '<=' ? undefined : day;
    const upper = operator === '<=' || operator === '=' ? nextDay(day) : operator === '<' ? day : undefined;
    if (lower !== undefined && (from === undefined || lower > from)) from = lower;
    if (upper !== undefined && (to === undefined || upper < to)) to = upper;
  }
  if (from !== undefined) add(where, (p) => `e.date_time >= ${p}::date`, from);
  if (to !== undefined) add(where, (p) => `e.date_time < ${p}::date`, to);
  if (where.counted) {
    if (from !== undefined) where.counted.from = from;
    if (to !== undefined) where.counted.to = to;
  }
}

/**
 * The list's matches up to `limit`, per currency: their number (`limit` when there are more) and, when there are
 * no more, their cents.
 */
async function cappedMatches(db: Queryable, where: Where, limit: number) {
  const n = where.params.length;
  const rows = await db.query<{ currency_id: number; entries: number; cents: number }>(
    `SELECT currency_id, count(*)::int AS entries, sum(amount_cents)::bigint AS cents
     FROM (SELECT e.currency_id, e.amount_cents FROM entries e WHERE ${where.conditions.join(' AND ')}
       LIMIT $${n + 1}) capped
     GROUP BY currency_id`,
    [...where.params, limit + 1],
  );
  const found = rows.reduce((total, row) => total + Number(row.entries), 0);
  return { total: Math.min(found, limit), amounts: found > limit ? null : currencyCents(rows) };
}

const sum = (buckets: readonly MonthBucket[]) => buckets.reduce((total, bucket) => total + bucket.entries, 0);

/**
 * The SQL of the total of a list the counters know, its parameters appended to `params` (which starts with the
 * list's own): the workspace's own count, or its filter's months summed.
 */
function countedTotalSql(where: Where, counted: CountedFilters, params: unknown[]): string {
  if (onlyWorkspace(counted)) {
    params.push(counted.workspaceId, counted.planned);
    const [workspace, planned] = [`$${params.length - 1}`, `$${params.length}`];
    return `SELECT CASE WHEN ${planned}::boolean IS NULL THEN planned + unplanned WHEN ${planned} THEN planned
       ELSE unplanned END FROM entry_counts WHERE workspace_id = ${workspace}`;
  }
  const buckets = monthBucketsSql(listSql(where), counted, params);
  return `SELECT sum(b.entries) FROM (${buckets}) b`;
}

type PageOptions = {
  /** Only rows dated before it (the page's month and older). */
  before?: string | null | undefined;
  /** Only rows dated from it on, read oldest first (the page's month from its start). */
  from?: string | undefined;
  collect?: boolean;
};

/** The SQL of one page's ids (and dates), newest first (oldest first with `from`); parameters go to `params`. */
function pageSql(
  where: Where,
  params: unknown[],
  limit: number,
  offset: number,
  { before, from, collect }: PageOptions = {},
) {
  const conditions = [...where.conditions];
  if (before) {
    params.push(before);
    conditions.push(`e.date_time < $${params.length}::timestamptz`);
  }
  if (from) {
    params.push(from);
    conditions.push(`e.date_time >= $${params.length}::timestamptz`);
  }
  params.push(limit, offset);
  const n = params.length;
  const condition = conditions.join(' AND ');
  // `collect`: few matches, and known to be: collect them by the filter's own index and sort them, rather than
  // let the planner walk the date index hoping to meet the page early (a rare word or label it cannot
  // estimate would make that walk read every entry of the workspace).
  return collect
    ? `WITH matches AS MATERIALIZED (SELECT e.id, e.date_time FROM entries e WHERE ${condition})
       SELECT id, date_time FROM matches ORDER BY date_time DESC, id DESC LIMIT $${n - 1} OFFSET $${n}`
    : `SELECT e.id, e.date_time FROM entries e WHERE ${condition}
       ORDER BY e.date_time ${from ? 'ASC' : 'DESC'}, e.id ${from ? 'ASC' : 'DESC'} LIMIT $${n - 1} OFFSET $${n}`;
}

/** The ids of one page, newest first (oldest first with `from`). */
function pageIds(db: Queryable, where: Where, limit: number, offset: number, options: PageOptions = {}) {
  const params = [...where.params];
  return db.query<{ id: number }>(pageSql(where, params, limit, offset, options), params);
}

/**
 * A page of a list the counters know, and its total (and with `amounts` its cents per currency), in one
 * statement: the totals do not change how the page is read, and every statement is a round trip and a wake-up
 * of the database.
 */
async function countedPage(
  db: Queryable,
  where: Where,
  counted: CountedFilters,
  { perPage, offset, amounts }: { perPage: number; offset: number; amounts: boolean },
) {
  const params = [...where.params];
  const total = countedTotalSql(where, counted, params);
  const sums = amounts
    ? `(SELECT json_agg(a) FROM (${countedAmountsSql(listSql(where), counted, params)}) a)::text`
    : 'NULL::text';
  const rows = await db.query<{ total: number | null; amounts: string | null; id: number | null }>(
    `SELECT t.total, t.amounts, p.id
     FROM (SELECT coalesce((${total}), 0)::bigint AS total, ${sums} AS amounts) t
     LEFT JOIN LATERAL (${pageSql(where, params, perPage, offset)}) p ON true
     ORDER BY p.date_time DESC, p.id DESC`,
    params,
    // The whole list, unfiltered (the page a person opens most, and the search's first): its totals are rows of
    // entry_counts and of the month sums, and its page the workspace's newest rows by the list index, whatever
    // the workspace or the page, and PostgreSQL planned it on every call.
    where.conditions.length === BASE_CONDITIONS
      ? { prepared: amounts ? 'entry-page-amounts' : 'entry-page' }
      : {},
  );
  const first = rows[0];
  return {
    total: Number(first?.total ?? 0),
    amounts: amounts ? currencyCents(JSON.parse(first?.amounts ?? 'null') ?? []) : null,
    rows: rows.flatMap((row) => (row.id === null ? [] : [{ id: row.id }])),
  };
}

/**
 * Rows `offset`.. of the list, `offset` falling in `bucket`. Past the middle of a whole month the page is read
 * from the month's start, oldest first, so it skips at most half a month of rows; what the page needs of
 * older months then follows from the month's start, newest first.
 */
async function deepPageIds(
  db: Queryable,
  where: Where,
  perPage: number,
  { bucket, offset }: { bucket: MonthBucket; offset: number },
) {
  if (!bucket.start || offset <= bucket.entries / 2) {
    return pageIds(db, where, perPage, offset, { before: bucket.end });
  }
  const inMonth = Math.min(perPage, bucket.entries - offset);
  const month = await pageIds(db, where, inMonth, bucket.entries - offset - inMonth, {
    before: bucket.end,
    from: bucket.start,
  });
  const older =
    inMonth < perPage ? await pageIds(db, where, perPage - inMonth, 0, { before: bucket.start }) : [];
  return [...month.reverse(), ...older];
}

/** The list's conditions and parameters, as the counters' SQL takes them. */
const listSql = (where: Where): ListSql => ({
  condition: where.conditions.join(' AND '),
  params: where.params,
});

/** A page of the list; with `amounts`, the cents per currency of all its rows (null when not counted). */
type ListPage = Paginated<Entry> & { amounts: CurrencyCents[] | null };

async function page(
  db: Queryable,
  where: Where,
  pageNumber: number,
  perPage: number,
  { amounts = false } = {},
): Promise<ListPage> {
  const offset = (pageNumber - 1) * perPage;
  const { counted } = where;
  let rows: { id: number }[];
  let total: number;
  let sums: CurrencyCents[] | null = null;
  if (counted && offset >= MONTH_JUMP_FROM) {
    const params = [...where.params];
    const [buckets, found] = await Promise.all([
      monthBuckets(db, listSql(where), counted),
      amounts
        ? db.query<CurrencyCents>(countedAmountsSql(listSql(where), counted, params), params)
        : Promise.resolve(null),
    ]);
    total = sum(buckets);
    sums = found && currencyCents(found);
    const at = bucketOf(buckets, offset);
    rows = at ? await deepPageIds(db, where, perPage, at) : [];
  } else if (counted) {
    ({ total, rows, amounts: sums } = await countedPage(db, where, counted, { perPage, offset, amounts }));
  } else {
    const limit = offset + perPage + TOTAL_CAP;
    ({ total, amounts: sums } = await cappedMatches(db, where, limit));
    // Wallet, category and type have statistics the planner reads right; a label or a word may not.
    rows = await pageIds(db, where, perPage, offset, { collect: total < limit });
  }
  return {
    data: await readEntries(
      db,
      rows.map((row) => row.id),
    ),
    current_page: pageNumber,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    amounts: amounts ? sums : null,
  };
}

const baseWhere = (workspaceId: string): Where => ({
  conditions: ['e.workspace_id = $1', 'e.deleted_at IS NULL'],
  params: [workspaceId],
  counted: { workspaceId, accounts: [], categories: [], types: [], planned: null },
});

/** How many conditions every list has: a list with these only is the whole list. */
const BASE_CONDITIONS = baseWhere('').conditions.length;

/**
 * `column` is one of the values. One value is written as an equality: `= ANY(array)` keeps the planner from
 * reading the (workspace, wallet or category, date) indexes in their order, so it would sort every match.
 */
function oneOf(where: Where, column: string, type: string, values: readonly (number | string)[]) {
  if (values.length === 1) add(where, (p) => `${column} = ${p}::${type}`, values[0]);
  else if (values.length > 1) add(where, (p) => `${column} = ANY(${p}::${type}[])`, values);
}

function keyFilters(where: Where, accounts: number[], categories: number[], entryTypes: string[]) {
  oneOf(where, 'e.account_id', 'bigint', accounts);
  oneOf(where, 'e.category_id', 'int', categories);
  oneOf(where, 'e.type', 'text', entryTypes);
  if (where.counted) Object.assign(where.counted, { accounts, categories, types: entryTypes });
}

function plannedFilter(where: Where, planned: boolean | null) {
  if (planned === null) return;
  add(where, (p) => `e.planned = ${p}`, planned);
  if (where.counted) where.counted.planned = planned;
}

const labelFilter = (p: string) =>
  `EXISTS (SELECT 1 FROM entry_labels el WHERE el.entry_id = e.id AND el.label_id = ANY(${p}::bigint[]))`;

/**
 * The conditions of GET /api/entry as the original client sends them: wallet and payee by uuid,
 * `filters[type]=planned` for the future-dated entries, `filters[planned]` possibly twice. Null when the
 * filters can match nothing.
 */
export async function entryListFilter(
  db: Queryable,
  workspaceId: string,
  query: EntryListFilters,
): Promise<ListFilter | null> {
  const where = baseWhere(workspaceId);
  const labels = ids('filters[label]', query['filters[label]']);
  if (labels.length > 0) addUncounted(where, labelFilter, labels);
  const payees = await idsOrUuids(db, workspaceId, 'payees', 'filters[payee_id]', query['filters[payee_id]']);
  if (payees.length > 0) {
    oneOf(where, 'e.payee_id', 'bigint', payees);
    where.counted = null;
  }
  dateFilters(where, list(query['filters[date_time]']));
  const typeNames = list(query['filters[type]']).map((item) => item.trim());
  const accounts = await Promise.all(
    (['filters[account_id]', 'filters[wallet_id]'] as const).map((field) =>
      idsOrUuids(db, workspaceId, 'wallets', field, query[field]),
    ),
  );
  keyFilters(
    where,
    accounts.flat(),
    ids('filters[category_id]', query['filters[category_id]']),
    types(
      'filters[type]',
      typeNames.filter((name) => name !== 'planned'),
    ),
  );
  const planned = plannedFlag(query['filters[planned]']);
  if (typeNames.includes('planned') && planned === false) return null;
  plannedFilter(where, typeNames.includes('planned') ? true : planned);
  return where;
}

/** GET /api/entry: a page of the list. */
export async function listEntries(db: Queryable, workspaceId: string, query: EntryListQuery) {
  const where = await entryListFilter(db, workspaceId, query);
  if (!where) return emptyPage(query.page, query.per_page);
  const { amounts: _, ...found } = await page(db, where, query.page, query.per_page);
  return found;
}

const emptyPage = (pageNumber: number, perPage: number): Paginated<Entry> => ({
  data: [],
  current_page: pageNumber,
  per_page: perPage,
  last_page: 1,
  total: 0,
});

/**
 * The conditions of POST /api/find: text over notes, payee, label and category names (full-text), plus lists
 * of filters. `planned: true` includes planned entries (the original's meaning), `false` leaves them out.
 */
export function searchFilter(workspaceId: string, body: FindBody): ListFilter {
  const [start, end] = body.date_time ?? [];
  const range = searchRangeProblem(start, end);
  if (range) throw unprocessable(range, { date_time: range });
  const where = baseWhere(workspaceId);
  const text = body.text?.trim();
  if (text) {
    // Each whole word must match. Not prefixes: a prefix query has no statistics, so the planner guesses its
    // selectivity and may walk the whole date index for a rare prefix (~0.6 s at a million entries); whole
    // words use the lexeme statistics and get the right plan (index walk when common, bitmap when rare).
    const words = text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 10);
    if (words.length > 0) {
      addUncounted(where, (p) => `e.search @@ to_tsquery('simple', ${p})`, words.join(' & '));
    }
  }
  if (body.tags && body.tags.length > 0) addUncounted(where, labelFilter, body.tags);
  if (start && end) dateFilters(where, [`>=|${start}`, `<=|${end}`]);
  keyFilters(where, body.account ?? [], body.category ?? [], types('type', body.type ?? []));
  plannedFilter(where, body.planned === false ? false : null);
  return where;
}

/**
 * POST /api/find: a page of the search's matches. The answer adds up every match in the workspace currency
 * (`total_amount`), when it counts them exactly.
 */
export async function findEntries(
  db: Queryable,
  { workspaceId, currencyId }: { workspaceId: string; currencyId: number },
  body: FindBody,
  pageNumber: number,
  perPage: number,
): Promise<FindResponse> {
  const where = searchFilter(workspaceId, body);
  const found = await page(db, where, pageNumber, perPage, { amounts: true });
  return {
    data: found.data,
    pagination: {
      current_page: found.current_page,
      per_page: found.per_page,
      total: found.total,
      total_pages: found.last_page,
      has_next_page: found.current_page < found.last_page,
      has_prev_page: found.current_page > 1,
    },
    total_amount: found.amounts && (await searchTotal(db, currencyId, found.amounts)),
  };
}
