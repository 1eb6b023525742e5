// SQL for stats and budgets (REFERENCE.md "Stats", "Budgets"). What counts: entries that count (confirmed, not
// planned, not deleted); for stats also not excluded from stats (by the entry, its wallet or its
// sub-category). A range's whole UTC months come from entry_month_sums (0009), or per label from
// entry_label_month_sums (0010), its partial edge months from the rows on the covering index of counted
// entries; either way the sums are per wallet, sub-category, type and currency, converted by the caller.
import type { EntryType } from '@bc/domain';
import type { Queryable } from '../db/database.ts';

export type CountedSum = {
  account_id: number;
  category_id: number;
  type: EntryType;
  currency_id: number;
  cents: number;
};

/** An instant range, the end excluded. */
export type Span = { start: Date; end: Date };

/** Stats leave out what is excluded from them; budgets count every entry that counts. */
export type Counting = 'stats' | 'all';

const EXCLUSIONS = `
  JOIN sub_categories sc ON sc.id = {alias}.category_id AND NOT sc.exclude_from_stats
  LEFT JOIN wallets w ON w.id = {alias}.{account}`;
const joins = (alias: string, account: string) =>
  EXCLUSIONS.replaceAll('{alias}', alias).replaceAll('{account}', account);

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const nextMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));

/**
 * [start, end) split into its whole months (read from the sums) and the parts before and after them. Nothing
 * dated after `now` counts yet (it is planned), so an end past `now` reaches to the end of its month: a
 * month so far reads as the whole month, from its sums.
 */
export function splitByMonths(span: Span, now: Date = new Date()): { months: Span | null; rows: Span[] } {
  const end =
    span.end.getTime() > now.getTime() && monthStart(span.end).getTime() !== span.end.getTime()
      ? nextMonth(span.end)
      : span.end;
  const firstWhole =
    monthStart(span.start).getTime() === span.start.getTime() ? span.start : nextMonth(span.start);
  const lastWholeEnd = monthStart(end);
  if (firstWhole.getTime() >= lastWholeEnd.getTime()) return { months: null, rows: [span] };
  const rows = [
    { start: span.start, end: firstWhole },
    { start: lastWholeEnd, end },
  ].filter((part) => part.start.getTime() < part.end.getTime());
  return { months: { start: firstWhole, end: lastWholeEnd }, rows };
}

const lengthOf = (spans: readonly Span[]) =>
  spans.reduce((sum, span) => sum + span.end.getTime() - span.start.getTime(), 0);

/**
 * How to read what counts in [start, end) exactly: add the sums of `months` (whole months) and the `rows`,
 * subtract the rows of `less`. A partial month is read from its shorter side: its own rows, or when the
 * rest of the month is shorter, the month's sums less the rows of the rest (a budget's window of the last
 * three weeks, the comparison table's month before: most of a month).
 */
export type SumsPlan = { months: Span[]; rows: Span[]; less: Span[] };

export function sumsPlan(span: Span, now: Date = new Date()): SumsPlan {
  const { months, rows } = splitByMonths(span, now);
  const plan: SumsPlan = { months: months ? [months] : [], rows: [], less: [] };
  for (const part of rows) {
    const month = { start: monthStart(part.start), end: nextMonth(part.start) };
    const rest = [
      { start: month.start, end: part.start },
      { start: part.end, end: month.end },
    ].filter((other) => other.start.getTime() < other.end.getTime());
    if (part.end.getTime() <= month.end.getTime() && lengthOf(rest) < lengthOf([part])) {
      plan.months.push(month);
      plan.less.push(...rest);
    } else {
      plan.rows.push(part);
    }
  }
  // Adjacent months read as one span.
  plan.months.sort((a, b) => a.start.getTime() - b.start.getTime());
  plan.months = plan.months.reduce<Span[]>((merged, next) => {
    const last = merged.at(-1);
    if (last && last.end.getTime() === next.start.getTime()) last.end = next.end;
    else merged.push({ ...next });
    return merged;
  }, []);
  return plan;
}

/** Rows to subtract (a plan's `less`). */
export const negated = <T extends { cents: number }>(rows: readonly T[]) =>
  rows.map((row) => ({ ...row, cents: -row.cents }));

const normalize = (rows: CountedSum[]) =>
  rows.map((row) => ({ ...row, account_id: Number(row.account_id), cents: Number(row.cents) }));

/** What counts in the whole months of [start, end) (a span from splitByMonths). */
export async function monthSums(db: Queryable, workspaceId: string, span: Span, counting: Counting) {
  const params = [workspaceId, dayOf(span.start), dayOf(span.end)];
  const sql =
    counting === 'stats'
      ? `SELECT s.account_key AS account_id, s.category_id, s.type, s.currency_id, sum(s.cents)::bigint AS cents
         FROM entry_month_sums s ${joins('s', 'account_key')}
         WHERE s.workspace_id = $1 AND s.month >= $2::date AND s.month < $3::date AND NOT s.stats_excluded
           AND (w.id IS NULL OR NOT w.exclude_from_stats)
         GROUP BY 1, 2, 3, 4`
      : `SELECT s.account_key AS account_id, s.category_id, s.type, s.currency_id, sum(s.cents)::bigint AS cents
         FROM entry_month_sums s
         WHERE s.workspace_id = $1 AND s.month >= $2::date AND s.month < $3::date
         GROUP BY 1, 2, 3, 4`;
  return normalize(await db.query<CountedSum>(sql, params, { prepared: `month-sums-${counting}` }));
}

/** What counts in [start, end), summed from the rows (a range's partial months). */
export async function rowSums(db: Queryable, workspaceId: string, span: Span, counting: Counting) {
  const params = [workspaceId, span.start.toISOString(), span.end.toISOString()];
  const sql =
    counting === 'stats'
      ? `SELECT coalesce(e.account_id, 0) AS account_id, e.category_id, e.type, e.currency_id,
                sum(e.amount_cents)::bigint AS cents
         FROM entries e ${joins('e', 'account_id')}
         WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned
           AND NOT e.exclude_from_stats AND e.date_time >= $2::timestamptz AND e.date_time < $3::timestamptz
           AND (w.id IS NULL OR NOT w.exclude_from_stats)
         GROUP BY 1, 2, 3, 4`
      : `SELECT coalesce(e.account_id, 0) AS account_id, e.category_id, e.type, e.currency_id,
                sum(e.amount_cents)::bigint AS cents
         FROM entries e
         WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned
           AND e.date_time >= $2::timestamptz AND e.date_time < $3::timestamptz
         GROUP BY 1, 2, 3, 4`;
  return normalize(await db.query<CountedSum>(sql, params, { prepared: `row-sums-${counting}` }));
}

/** What counts in stats without the wallet (its exclusion is applied in SQL; stats never split by it). */
export type StatsSum = Omit<CountedSum, 'account_id'>;

/** The stats sums of whole months in [start, end), per month (`yyyy-mm-dd`, its first day). */
export async function statsSumsByMonth(db: Queryable, workspaceId: string, months: Span) {
  const rows = await db.query<StatsSum & { month: string }>(
    `SELECT s.month, s.category_id, s.type, s.currency_id, sum(s.cents)::bigint AS cents
     FROM entry_month_sums s ${joins('s', 'account_key')}
     WHERE s.workspace_id = $1 AND s.month >= $2::date AND s.month < $3::date AND NOT s.stats_excluded
       AND (w.id IS NULL OR NOT w.exclude_from_stats)
     GROUP BY 1, 2, 3, 4`,
    [workspaceId, dayOf(months.start), dayOf(months.end)],
    { prepared: 'month-sums-by-month' },
  );
  return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
}

/** What counts in [start, end), summed per wallet, sub-category, type and currency. */
export async function countedSums(
  db: Queryable,
  workspaceId: string,
  span: Span,
  counting: Counting = 'stats',
): Promise<CountedSum[]> {
  const plan = sumsPlan(span);
  const [months, rows, less] = await Promise.all([
    Promise.all(plan.months.map((months) => monthSums(db, workspaceId, months, counting))),
    Promise.all(plan.rows.map((part) => rowSums(db, workspaceId, part, counting))),
    Promise.all(plan.less.map((part) => rowSums(db, workspaceId, part, counting))),
  ]);
  return [...months.flat(), ...rows.flat(), ...negated(less.flat())];
}

/** What counts under one label: an entry with two labels counts under both. */
export type LabelCountedSum = CountedSum & { label_id: number };

/** Which labelled sums to read: one type only, some labels only. */
export type LabelFilter = { type?: EntryType; labels?: readonly number[] };

/**
 * What counts in [start, end) per label, wallet, sub-category, type and currency, in one statement (as
 * sumsPlan says): whole months from entry_label_month_sums, the rows with their labels (entries.label_ids).
 */
export async function labelCountedSums(
  db: Queryable,
  workspaceId: string,
  span: Span,
  counting: Counting,
  only: LabelFilter = {},
): Promise<LabelCountedSum[]> {
  const plan = sumsPlan(span);
  const params: unknown[] = [workspaceId, only.type ?? null, only.labels ?? null];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const stats = counting === 'stats';
  const parts: string[] = [];
  for (const months of plan.months) {
    parts.push(
      `SELECT s.label_id, s.account_key AS account_id, s.category_id, s.type, s.currency_id, s.cents
       FROM entry_label_month_sums s ${stats ? joins('s', 'account_key') : ''}
       WHERE s.workspace_id = $1 AND s.month >= ${bind(dayOf(months.start))}::date
         AND s.month < ${bind(dayOf(months.end))}::date
         AND ($2::text IS NULL OR s.type = $2) AND ($3::bigint[] IS NULL OR s.label_id = ANY($3::bigint[]))
         ${stats ? 'AND NOT s.stats_excluded AND (w.id IS NULL OR NOT w.exclude_from_stats)' : ''}`,
    );
  }
  const rowParts = [
    ...plan.rows.map((part) => ({ part, sign: '' })),
    ...plan.less.map((part) => ({ part, sign: '-' })),
  ];
  for (const { part, sign } of rowParts) {
    parts.push(
      `SELECT l.label_id, coalesce(e.account_id, 0) AS account_id, e.category_id, e.type, e.currency_id,
         ${sign}e.amount_cents AS cents
       FROM entries e CROSS JOIN unnest(e.label_ids) AS l (label_id) ${stats ? joins('e', 'account_id') : ''}
       WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned
         AND e.date_time >= ${bind(part.start.toISOString())}::timestamptz
         AND e.date_time < ${bind(part.end.toISOString())}::timestamptz
         AND ($2::text IS NULL OR e.type = $2) AND ($3::bigint[] IS NULL OR l.label_id = ANY($3::bigint[]))
         ${stats ? 'AND NOT e.exclude_from_stats AND (w.id IS NULL OR NOT w.exclude_from_stats)' : ''}`,
    );
  }
  const sums = await db.query<LabelCountedSum>(
    `SELECT label_id, account_id, category_id, type, currency_id, sum(cents)::bigint AS cents
     FROM (${parts.join(' UNION ALL ')}) counted
     GROUP BY 1, 2, 3, 4, 5`,
    params,
  );
  return sums.map((row) => ({
    ...row,
    label_id: Number(row.label_id),
    account_id: Number(row.account_id),
    cents: Number(row.cents),
  }));
}

export type LabelRow = { id: number; name: string; color: string };

/** The workspace's labels by id (their names and colours for charts). */
export async function workspaceLabels(db: Queryable, workspaceId: string) {
  const rows = await db.query<LabelRow>('SELECT id, name, color FROM labels WHERE workspace_id = $1', [
    workspaceId,
  ]);
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

export type SearchFilters = {
  accounts: number[];
  categories: number[];
  types: EntryType[];
  currencies: number[];
  paymentTypes: number[];
  labels: number[];
};

/** The stats search (SPEC §3 filter): what counts in [start, end) through every filter, from the rows. */
export async function filteredSums(db: Queryable, workspaceId: string, span: Span, filters: SearchFilters) {
  const conditions: string[] = [];
  const params: unknown[] = [workspaceId, span.start.toISOString(), span.end.toISOString()];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filters.accounts.length > 0) add((p) => `e.account_id = ANY(${p}::bigint[])`, filters.accounts);
  if (filters.categories.length > 0) add((p) => `e.category_id = ANY(${p}::int[])`, filters.categories);
  if (filters.types.length > 0) add((p) => `e.type = ANY(${p}::text[])`, filters.types);
  if (filters.currencies.length > 0) add((p) => `e.currency_id = ANY(${p}::int[])`, filters.currencies);
  if (filters.paymentTypes.length > 0)
    add((p) => `e.payment_type_id = ANY(${p}::int[])`, filters.paymentTypes);
  if (filters.labels.length > 0) {
    add(
      (p) =>
        `EXISTS (SELECT 1 FROM entry_labels el WHERE el.entry_id = e.id AND el.label_id = ANY(${p}::bigint[]))`,
      filters.labels,
    );
  }
  return normalize(
    await db.query<CountedSum>(
      `SELECT coalesce(e.account_id, 0) AS account_id, e.category_id, e.type, e.currency_id,
              sum(e.amount_cents)::bigint AS cents
       FROM entries e ${joins('e', 'account_id')}
       WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND e.confirmed AND NOT e.planned
         AND NOT e.exclude_from_stats AND e.date_time >= $2::timestamptz AND e.date_time < $3::timestamptz
         AND (w.id IS NULL OR NOT w.exclude_from_stats)
         ${conditions.map((condition) => `AND ${condition}`).join(' ')}
       GROUP BY 1, 2, 3, 4`,
      params,
    ),
  );
}

export type Rates = { workspace: { id: number; code: string; symbol: string }; micros: Map<number, bigint> };

type CurrencyRate = { id: number; code: string; symbol: string; micros: bigint };
let currencyRates: Promise<Map<number, CurrencyRate>> | undefined;

/**
 * Every currency's rate (units per 1 EUR) in millionths, for exact conversion. The currencies are reference
 * data written by the migrations only, so one read serves the process.
 */
function loadCurrencyRates(db: Queryable) {
  currencyRates ??= db
    .query<{ id: number; code: string; symbol: string; micros: string }>(
      'SELECT id, code, symbol, round(exchange_rate * 1000000)::bigint::text AS micros FROM currencies',
    )
    .then((rows) => new Map(rows.map((row) => [row.id, { ...row, micros: BigInt(row.micros) }])))
    .catch((error: unknown) => {
      currencyRates = undefined;
      throw error;
    });
  return currencyRates;
}

/** The rates, and the workspace currency stats convert to. */
export async function loadRates(db: Queryable, workspaceCurrencyId: number): Promise<Rates> {
  const rates = await loadCurrencyRates(db);
  const current = rates.get(workspaceCurrencyId) ?? rates.values().next().value;
  if (!current) throw new Error('The reference currencies are missing');
  return {
    workspace: { id: current.id, code: current.code, symbol: current.symbol },
    micros: new Map([...rates].map(([id, rate]) => [id, rate.micros])),
  };
}

export type WalletFigure = {
  id: number;
  uuid: string;
  name: string;
  color: string;
  type: string;
  balance_cents: number;
  voucher_value_cents: number | null;
  currency_id: number;
  currency_code: string;
  currency_symbol: string;
  exclude_from_stats: boolean;
};

/** The active wallets, in their order. */
export async function activeWallets(db: Queryable, workspaceId: string) {
  const rows = await db.query<WalletFigure>(
    `SELECT w.id, w.uuid, w.name, w.color, w.type, w.balance_cents, w.voucher_value_cents, w.currency_id,
            c.code AS currency_code, c.symbol AS currency_symbol, w.exclude_from_stats
     FROM wallets w JOIN currencies c ON c.id = w.currency_id
     WHERE w.workspace_id = $1 AND NOT w.archived ORDER BY w.sorting, lower(w.name), w.id`,
    [workspaceId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), balance_cents: Number(row.balance_cents) }));
}

/** Future-dated entries that will count, with their wallet, in [start, end). */
export async function upcomingEntries(db: Queryable, workspaceId: string, span: Span) {
  const rows = await db.query<{
    account_id: number | null;
    type: EntryType;
    cents: number;
    currency_id: number;
    date_time: Date;
  }>(
    `SELECT e.account_id, e.type, e.amount_cents AS cents, e.currency_id, e.date_time
     FROM entries e
     WHERE e.workspace_id = $1 AND e.deleted_at IS NULL AND e.planned AND e.confirmed
       AND e.date_time >= $2::timestamptz AND e.date_time < $3::timestamptz
     ORDER BY e.date_time`,
    [workspaceId, span.start.toISOString(), span.end.toISOString()],
  );
  return rows.map((row) => ({
    ...row,
    account_id: row.account_id === null ? null : Number(row.account_id),
    cents: Number(row.cents),
    date_time: new Date(row.date_time),
  }));
}

/** The sum of payee balances below zero (I owe) and above zero (they owe me). */
export async function debtTotals(db: Queryable, workspaceId: string) {
  const [row] = await db.query<{ negative: string | null; positive: string | null }>(
    `SELECT sum(balance_cents) FILTER (WHERE balance_cents < 0)::bigint::text AS negative,
            sum(balance_cents) FILTER (WHERE balance_cents > 0)::bigint::text AS positive
     FROM payees WHERE workspace_id = $1 AND NOT archived`,
    [workspaceId],
  );
  return { negative: Number(row?.negative ?? 0), positive: Number(row?.positive ?? 0) };
}

/** Parent category of each sub-category the workspace may use, for bar colours and icons. */
export async function subCategoryParents(db: Queryable, workspaceId: string) {
  const rows = await db.query<{
    id: number;
    slug: string;
    parent_id: number;
    parent_slug: string;
    icon: string;
  }>(
    `SELECT s.id, s.slug, c.id AS parent_id, c.slug AS parent_slug, c.icon
     FROM sub_categories s JOIN categories c ON c.id = s.category_id
     WHERE s.workspace_id IS NULL OR s.workspace_id = $1`,
    [workspaceId],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
