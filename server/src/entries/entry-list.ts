// GET /api/entry and the search (POST /api/find): newest first (date_time DESC, id DESC) on the partial
// indexes of 0003_ledger.sql. Totals are exact up to a cap past the requested page (PERFORMANCE.md: a
// capped count keeps the request in milliseconds at a million rows).
import type { Entry, EntryListQuery, FindBody, Paginated } from '@bc/api';
import { ENTRY_TYPES, searchRangeProblem } from '@bc/domain';
import type { Queryable } from '../db/database.ts';
import { unprocessable } from '../http/errors.ts';
import { readEntries } from './entries-sql.ts';

/** How many rows past the page an exact count looks at before it stops. */
export const TOTAL_CAP = 1_000;

/** `counter`: only the workspace (and planned) filter the list, so entry_counts has its total. */
type Where = { conditions: string[]; params: unknown[]; counter?: boolean };

function add(where: Where, sql: (placeholder: string) => string, value: unknown) {
  where.params.push(value);
  where.conditions.push(sql(`$${where.params.length}`));
}

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(','));

function ids(field: string, value: string | string[] | undefined): number[] {
  return list(value).map((item) => {
    const id = Number(item.trim());
    if (!Number.isSafeInteger(id) || id < 0)
      throw unprocessable('The filters are invalid', { [field]: 'Must be ids' });
    return id;
  });
}

// The screens' names for the types (SPEC §3 type map) are accepted too.
const TYPE_ALIASES: Record<string, string> = { expenses: 'expense', incoming: 'income' };

function types(field: string, value: string | string[] | undefined): string[] {
  return list(value).map((item) => {
    const type = TYPE_ALIASES[item.trim()] ?? item.trim();
    if (!(ENTRY_TYPES as readonly string[]).includes(type)) {
      throw unprocessable('Invalid entry type', { [field]: 'Invalid entry type' });
    }
    return type;
  });
}

const DATE_FILTER = /^(>=|<=|>|<|=)\|(\d{4}-\d{2}-\d{2})$/;

function dateFilters(where: Where, values: string[]) {
  for (const value of values) {
    const match = DATE_FILTER.exec(value.trim());
    const day = match?.[2];
    if (!match || !day || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      throw unprocessable('The filters are invalid', {
        'filters[date_time]': "Use '>=|yyyy-mm-dd' or '<=|yyyy-mm-dd'",
      });
    }
    // Whole days: '<=|d' includes the whole of day d.
    const sql = {
      '>=': (p: string) => `e.date_time >= ${p}::date`,
      '>': (p: string) => `e.date_time >= ${p}::date + 1`,
      '<=': (p: string) => `e.date_time < ${p}::date + 1`,
      '<': (p: string) => `e.date_time < ${p}::date`,
      '=': (p: string) => `e.date_time >= ${p}::date AND e.date_time < ${p}::date + 1`,
    }[match[1] as '>=' | '>' | '<=' | '<' | '='];
    add(where, sql, day);
  }
}

/**
 * The total of a list: from the maintained entry_counts when only the workspace (and the planned flag)
 * filters it, else an exact count capped at TOTAL_CAP rows past the page.
 */
async function totalOf(
  db: Queryable,
  where: Where,
  offset: number,
  perPage: number,
  planned: boolean | null,
) {
  if (where.counter) {
    const [row] = await db.query<{ total: number }>(
      `SELECT CASE WHEN $2::boolean IS NULL THEN planned + unplanned WHEN $2 THEN planned ELSE unplanned END AS total
       FROM entry_counts WHERE workspace_id = $1`,
      [where.params[0], planned],
    );
    return Number(row?.total ?? 0);
  }
  const n = where.params.length;
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM entries e WHERE ${where.conditions.join(' AND ')} LIMIT $${n + 1}) capped`,
    [...where.params, offset + perPage + TOTAL_CAP],
  );
  return row?.total ?? 0;
}

async function page(
  db: Queryable,
  where: Where,
  pageNumber: number,
  perPage: number,
  planned: boolean | null = null,
): Promise<Paginated<Entry>> {
  const offset = (pageNumber - 1) * perPage;
  const condition = where.conditions.join(' AND ');
  const n = where.params.length;
  const pageParams = [...where.params, perPage, offset];
  const ordered = () =>
    db.query<{ id: number }>(
      `SELECT e.id FROM entries e WHERE ${condition} ORDER BY e.date_time DESC, e.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      pageParams,
    );
  let rows: { id: number }[];
  let total: number;
  if (where.counter) {
    [rows, total] = await Promise.all([ordered(), totalOf(db, where, offset, perPage, planned)]);
  } else {
    total = await totalOf(db, where, offset, perPage, planned);
    // Under the cap the matches are few, and known to be: collect them by the filter's own index and sort
    // them, rather than let the planner walk the date index hoping to meet 30 matches early (a rare word
    // or label it cannot estimate would make that walk read every entry of the workspace).
    rows =
      total < offset + perPage + TOTAL_CAP
        ? await db.query<{ id: number }>(
            `WITH matches AS MATERIALIZED (SELECT e.id, e.date_time FROM entries e WHERE ${condition})
             SELECT id FROM matches ORDER BY date_time DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
            pageParams,
          )
        : await ordered();
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
  };
}

const baseWhere = (workspaceId: string): Where => ({
  conditions: ['e.workspace_id = $1', 'e.deleted_at IS NULL'],
  params: [workspaceId],
});

export function listEntries(db: Queryable, workspaceId: string, query: EntryListQuery) {
  const where = baseWhere(workspaceId);
  dateFilters(where, [...list(query['filters[date_time][]']), ...list(query['filters[date_time]'])]);
  const accounts = [
    ...ids('filters[account_id]', query['filters[account_id]']),
    ...ids('filters[wallet_id]', query['filters[wallet_id]']),
  ];
  if (accounts.length > 0) add(where, (p) => `e.account_id = ANY(${p}::bigint[])`, accounts);
  const categories = ids('filters[category_id]', query['filters[category_id]']);
  if (categories.length > 0) add(where, (p) => `e.category_id = ANY(${p}::int[])`, categories);
  const entryTypes = types('filters[type]', query['filters[type]']);
  if (entryTypes.length > 0) add(where, (p) => `e.type = ANY(${p}::text[])`, entryTypes);
  const labels = ids('filters[label]', query['filters[label]']);
  if (labels.length > 0) {
    add(
      where,
      (p) =>
        `EXISTS (SELECT 1 FROM entry_labels el WHERE el.entry_id = e.id AND el.label_id = ANY(${p}::bigint[]))`,
      labels,
    );
  }
  const payees = ids('filters[payee_id]', query['filters[payee_id]']);
  if (payees.length > 0) add(where, (p) => `e.payee_id = ANY(${p}::bigint[])`, payees);
  const onlyWorkspace = where.conditions.length === 2;
  const flag = query['filters[planned]'];
  const planned = flag === undefined ? null : flag === '1' || flag === 'true';
  if (planned !== null) add(where, (p) => `e.planned = ${p}`, planned);
  where.counter = onlyWorkspace;
  return page(db, where, query.page, query.per_page, planned);
}

/** POST /api/find: text over notes, payee, label and category names (full-text), plus lists of filters. */
export function findEntries(
  db: Queryable,
  workspaceId: string,
  body: FindBody,
  pageNumber: number,
  perPage: number,
) {
  const range = searchRangeProblem(body.date_time?.start, body.date_time?.end);
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
      const query = words.join(' & ');
      add(where, (p) => `e.search @@ to_tsquery('simple', ${p})`, query);
    }
  }
  if (body.date_time?.start && body.date_time.end) {
    dateFilters(where, [`>=|${body.date_time.start}`, `<=|${body.date_time.end}`]);
  }
  if (body.type && body.type.length > 0) add(where, (p) => `e.type = ANY(${p}::text[])`, body.type);
  if (body.account && body.account.length > 0)
    add(where, (p) => `e.account_id = ANY(${p}::bigint[])`, body.account);
  if (body.category && body.category.length > 0) {
    add(where, (p) => `e.category_id = ANY(${p}::int[])`, body.category);
  }
  if (body.tags && body.tags.length > 0) {
    add(
      where,
      (p) =>
        `EXISTS (SELECT 1 FROM entry_labels el WHERE el.entry_id = e.id AND el.label_id = ANY(${p}::bigint[]))`,
      body.tags,
    );
  }
  const onlyWorkspace = where.conditions.length === 2;
  const planned = typeof body.planned === 'boolean' ? body.planned : null;
  if (planned !== null) add(where, (p) => `e.planned = ${p}`, planned);
  where.counter = onlyWorkspace;
  return page(db, where, pageNumber, perPage, planned);
}
