// Stats (SPEC §7 Stats, REFERENCE.md "Stats", WIRE.md §2.9): sums from stats-sql.ts converted to the
// workspace currency, shaped as the original client reads them. Ranges are calendar days, both included.
import type {
  BarChart,
  Forecast,
  LineChart,
  MonthlyCategoryBars,
  StatsChange,
  StatsEntriesBody,
  StatsTable,
  StatsTableRow,
  StatsWallet,
} from '@bc/api';
import { fromCents } from '@bc/api';
import {
  bounceRate,
  type EntryType,
  entryTabOf,
  entryTypeOfTab,
  MONTH_KEYS,
  occurrencesBetween,
  previousMonth,
  previousRange,
  statsRangeProblem,
} from '@bc/domain';
import { livePlans } from '../budgets/budgets-sql.ts';
import type { Queryable } from '../db/database.ts';
import { unprocessable } from '../http/errors.ts';
import { type Convert, convertedTotal, converter } from './converted-total.ts';
import { type SharedRead, sharedReads } from './shared-reads.ts';
import {
  activeWallets,
  debtTotals,
  filteredSums,
  labelCountedSums,
  loadRates,
  monthSums,
  negated,
  type Rates,
  rowSums,
  type Span,
  type StatsSum,
  statsSumsByMonth,
  subCategoryParents,
  sumsPlan,
  upcomingEntries,
  type WalletFigure,
  workspaceLabels,
} from './stats-sql.ts';

export type DayRange = { start: string; end: string };

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** [start 00:00, the day after end 00:00) in UTC. */
export const spanOf = ({ start, end }: DayRange): Span => ({
  start: new Date(`${start}T00:00:00.000Z`),
  end: new Date(Date.parse(`${end}T00:00:00.000Z`) + DAY_MS),
});

/** 422 unless the range is 1 to 365 days, start first (SPEC §5). */
export function checkRange(range: DayRange, field = 'date_time'): DayRange {
  const problem = statsRangeProblem(range.start, range.end);
  if (problem) throw unprocessable(problem, { [field]: problem });
  return range;
}

/** This month from its first day to today. */
export const monthToDate = (now: Date): DayRange => ({
  start: `${dayOf(now).slice(0, 8)}01`,
  end: dayOf(now),
});

export type StatsContext = {
  db: Queryable;
  workspaceId: string;
  rates: Rates;
  convert: Convert;
  /** Reads shared with the other stats calls of the same burst (shared-reads.ts). */
  read: SharedRead;
};

export async function statsContext(
  db: Queryable,
  workspaceId: string,
  currencyId: number,
): Promise<StatsContext> {
  const [rates, read] = await Promise.all([loadRates(db, currencyId), sharedReads(db, workspaceId)]);
  return { db, workspaceId, rates, convert: converter(rates), read };
}

const spanKey = (span: Span) => `${span.start.toISOString()}/${span.end.toISOString()}`;

/** The 13 months a year's reads cover: its own and the December before (January's month before). */
const yearWindow = (year: number): Span => ({
  start: new Date(Date.UTC(year - 1, 11, 1)),
  end: new Date(Date.UTC(year + 1, 0, 1)),
});
const within = (span: Span, outer: Span) =>
  span.start.getTime() >= outer.start.getTime() && span.end.getTime() <= outer.end.getTime();

/** The stats sums of each month of `year` and the December before, one read shared by the burst. */
const yearSums = (ctx: StatsContext, year: number) =>
  ctx.read(`year:${year}`, () => statsSumsByMonth(ctx.db, ctx.workspaceId, yearWindow(year)));

/**
 * Whole months of stats sums. Those of this year (and the December before) come from one read of the year's
 * monthly sums that every call of a burst shares: the month, the month before, the year so far, the line
 * chart's months. Other years' months are read as asked.
 */
async function wholeMonths(ctx: StatsContext, months: Span): Promise<StatsSum[]> {
  const years = [new Date().getUTCFullYear(), new Date(months.end.getTime() - DAY_MS).getUTCFullYear()];
  const year = years.find((candidate) => within(months, yearWindow(candidate)));
  if (year === undefined) {
    return ctx.read(`months:${spanKey(months)}`, () => monthSums(ctx.db, ctx.workspaceId, months, 'stats'));
  }
  const rows = await yearSums(ctx, year);
  const [first, last] = [dayOf(months.start), dayOf(months.end)];
  return rows.filter((row) => row.month >= first && row.month < last);
}

const rowsOf = (ctx: StatsContext, span: Span) =>
  ctx.read(`rows:${spanKey(span)}`, () => rowSums(ctx.db, ctx.workspaceId, span, 'stats'));

/** What counts in stats in [start, end), read as sumsPlan says with the burst's shared reads. */
async function sumsOf(ctx: StatsContext, span: Span): Promise<StatsSum[]> {
  const plan = sumsPlan(span);
  const [months, rows, less] = await Promise.all([
    Promise.all(plan.months.map((months) => wholeMonths(ctx, months))),
    Promise.all(plan.rows.map((part) => rowsOf(ctx, part))),
    Promise.all(plan.less.map((part) => rowsOf(ctx, part))),
  ]);
  return [...months.flat(), ...rows.flat(), ...negated(less.flat())];
}

const walletsOf = (ctx: StatsContext) => ctx.read('wallets', () => activeWallets(ctx.db, ctx.workspaceId));
const plansOf = (ctx: StatsContext) => ctx.read('plans', () => livePlans(ctx.db, ctx.workspaceId));
const parentsOf = (ctx: StatsContext) =>
  ctx.read('sub-categories', () => subCategoryParents(ctx.db, ctx.workspaceId));

/** The converted total of the rows `keep` keeps (negated with `sign` -1). */
function total(ctx: StatsContext, rows: readonly StatsSum[], keep: (row: StatsSum) => boolean, sign = 1) {
  return convertedTotal(
    ctx.convert,
    rows.filter(keep).map((row) => ({ currency_id: row.currency_id, cents: sign * row.cents })),
  );
}

/** Converted cents per key (sub-category, type...). */
function totalsBy<K>(ctx: StatsContext, rows: readonly StatsSum[], keyOf: (row: StatsSum) => K | null) {
  const grouped = new Map<K, StatsSum[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    grouped.set(key, [...(grouped.get(key) ?? []), row]);
  }
  return new Map([...grouped].map(([key, group]) => [key, total(ctx, group, () => true)]));
}

const ofType = (type: EntryType) => (row: StatsSum) => row.type === type;

/** GET /api/stats/incoming and /expenses: the range against the calendar month before it (month over month). */
export async function changeOf(
  ctx: StatsContext,
  type: 'income' | 'expense',
  range: DayRange,
): Promise<StatsChange> {
  const before = previousMonth(range.start);
  const [now, then] = await Promise.all([sumsOf(ctx, spanOf(range)), sumsOf(ctx, spanOf(before))]);
  const current = total(ctx, now, ofType(type));
  const previous = total(ctx, then, ofType(type));
  // For expenses (negative) a rise in spending is a positive change, as the client colours it.
  const percentage =
    type === 'expense' ? bounceRate(Math.abs(current), Math.abs(previous)) : bounceRate(current, previous);
  return { total: fromCents(current), total_passed: fromCents(previous), percentage };
}

const moneyOf = (wallet: WalletFigure) => wallet.balance_cents;
const counting = (wallet: WalletFigure) => !wallet.exclude_from_stats;

/** GET /api/stats/total: the wallets that are active and not excluded from stats, converted. */
export async function walletsTotal(ctx: StatsContext): Promise<number> {
  const wallets = await walletsOf(ctx);
  return wallets
    .filter(counting)
    .reduce((sum, wallet) => sum + ctx.convert(moneyOf(wallet), wallet.currency_id), 0);
}

/** GET /api/stats/wallets: the top strip's cards. */
export async function statsWallets(ctx: StatsContext): Promise<StatsWallet[]> {
  return (await walletsOf(ctx)).map((wallet) => {
    const ticket = wallet.type === 'voucher' ? wallet.voucher_value_cents : null;
    return {
      id: wallet.id,
      uuid: wallet.uuid,
      name: wallet.name,
      color: wallet.color,
      type: wallet.type,
      balance: ticket
        ? {
            value_in_voucher: Math.round((wallet.balance_cents / Number(ticket)) * 100) / 100,
            value_in_valut: fromCents(wallet.balance_cents),
          }
        : fromCents(wallet.balance_cents),
      currency: {
        id: wallet.currency_id,
        code: wallet.currency_code,
        symbol: wallet.currency_symbol,
        icon: wallet.currency_symbol,
      },
      exclude_from_stats: wallet.exclude_from_stats,
    };
  });
}

/** What a coming entry does to its wallet: a saving moves its amount out of the wallet. */
const walletEffect = (type: EntryType, cents: number) => (type === 'saving' ? -cents : cents);

/**
 * What is still planned for the rest of this month on the wallets that count: future-dated entries and the
 * occurrences recurring plans will write, as their effect on the wallets (converted).
 */
export async function plannedThisMonth(ctx: StatsContext, now: Date) {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  // The calls of a burst share the first one's "now": what falls between is still planned, not counted yet.
  const [wallets, entries, plans] = await Promise.all([
    walletsOf(ctx),
    ctx.read(`upcoming-until:${end.toISOString()}`, () =>
      upcomingEntries(ctx.db, ctx.workspaceId, { start: now, end }),
    ),
    plansOf(ctx),
  ]);
  const counted = new Map(wallets.filter(counting).map((wallet) => [wallet.id, wallet]));
  const moves: number[] = [];
  for (const entry of entries) {
    if (entry.account_id !== null && counted.has(entry.account_id)) {
      moves.push(ctx.convert(walletEffect(entry.type, entry.cents), entry.currency_id));
    }
  }
  for (const plan of plans) {
    if (plan.account_id === null || !counted.has(plan.account_id)) continue;
    const times = occurrencesBetween(plan, plan.next, now, end).length;
    for (let index = 0; index < times; index++) {
      moves.push(ctx.convert(walletEffect(plan.type, plan.cents), plan.currency_id));
    }
  }
  return {
    total: moves.reduce((sum, cents) => sum + cents, 0),
    expenses: moves.filter((cents) => cents < 0).reduce((sum, cents) => sum + cents, 0),
  };
}

export async function debits(ctx: StatsContext) {
  return ctx.read('debts', () => debtTotals(ctx.db, ctx.workspaceId));
}

/**
 * The averages of the year so far (REFERENCE.md): the year's total divided by the number of the current month.
 * Savings count as what they take out of the wallets (negative), like expenses.
 */
export async function averageOf(ctx: StatsContext, type: 'income' | 'expense' | 'saving', now: Date) {
  const year = { start: `${now.getUTCFullYear()}-01-01`, end: dayOf(now) };
  const rows = await sumsOf(ctx, spanOf(year));
  const sum = total(ctx, rows, ofType(type), type === 'saving' ? -1 : 1);
  return Math.round(sum / (now.getUTCMonth() + 1));
}

// Bars take their parent category's colour, so a category keeps one colour in every chart.
const CATEGORY_COLORS = [
  '#e53935',
  '#8e24aa',
  '#3949ab',
  '#039be5',
  '#00897b',
  '#7cb342',
  '#fdd835',
  '#fb8c00',
  '#6d4c41',
  '#546e7a',
  '#d81b60',
];

type Parents = Awaited<ReturnType<typeof subCategoryParents>>;

/** One bar per sub-category with expenses in `rows`, the most spent first. */
function categoryBars(ctx: StatsContext, rows: readonly StatsSum[], parents: Parents): BarChart['bar'] {
  const sums = totalsBy(ctx, rows, (row) => (row.type === 'expense' ? row.category_id : null));
  return [...sums]
    .filter(([, cents]) => cents !== 0)
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .map(([id, cents]) => {
      const sub = parents.get(id);
      return {
        value: fromCents(cents),
        color: CATEGORY_COLORS[((sub?.parent_id ?? 1) - 1) % CATEGORY_COLORS.length] as string,
        data: {
          id,
          slug: sub?.slug ?? String(id),
          category: { id: sub?.parent_id ?? 0, slug: sub?.parent_slug ?? '', icon: sub?.icon ?? '' },
        },
      };
    });
}

/** GET /api/stats/chart/bar/expenses/category: one bar per sub-category with expenses in the range. */
export async function barByCategory(ctx: StatsContext, range: DayRange): Promise<BarChart> {
  const [rows, parents] = await Promise.all([sumsOf(ctx, spanOf(range)), parentsOf(ctx)]);
  return { bar: categoryBars(ctx, rows, parents) };
}

/**
 * GET /api/stats/chart/table/expenses/category/monthly: the bars by category of each month of `year`, as
 * barByCategory answers that month, from the one read of the year's monthly sums (shared with the burst's
 * other calls when it is this year).
 */
export async function monthlyBarsByCategory(ctx: StatsContext, year: number): Promise<MonthlyCategoryBars> {
  const [rows, parents] = await Promise.all([yearSums(ctx, year), parentsOf(ctx)]);
  const byMonth = new Map<string, StatsSum[]>();
  for (const row of rows) byMonth.set(row.month, [...(byMonth.get(row.month) ?? []), row]);
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = `${String(year).padStart(4, '0')}-${String(index + 1).padStart(2, '0')}`;
    return { month, bar: categoryBars(ctx, byMonth.get(`${month}-01`) ?? [], parents) };
  });
  return { months };
}

/** Converted totals of one type in the range per label of the workspace (an entry under each of its labels). */
async function labelTotals(ctx: StatsContext, range: DayRange, type: EntryType) {
  const span = spanOf(range);
  const [rows, labels] = await Promise.all([
    ctx.read(`labels:${type}:${spanKey(span)}`, () =>
      labelCountedSums(ctx.db, ctx.workspaceId, span, 'stats', { type }),
    ),
    ctx.read('labels', () => workspaceLabels(ctx.db, ctx.workspaceId)),
  ]);
  const byLabel = new Map<number, { name: string; color: string; rows: StatsSum[] }>();
  for (const row of rows) {
    const label = labels.get(row.label_id);
    if (!label) continue;
    const current = byLabel.get(row.label_id) ?? { name: label.name, color: label.color, rows: [] };
    current.rows.push(row);
    byLabel.set(row.label_id, current);
  }
  return new Map(
    [...byLabel].map(([id, label]) => [
      id,
      { name: label.name, color: label.color, cents: total(ctx, label.rows, () => true) },
    ]),
  );
}

/** GET /api/stats/chart/bar/expenses/label: one bar per label with expenses in the range. */
export async function barByLabel(ctx: StatsContext, range: DayRange): Promise<BarChart> {
  const byLabel = await labelTotals(ctx, range, 'expense');
  const bar = [...byLabel]
    .filter(([, label]) => label.cents !== 0)
    .sort((a, b) => a[1].cents - b[1].cents)
    .map(([id, label]) => ({
      value: fromCents(label.cents),
      color: label.color,
      data: { id, name: label.name },
    }));
  return { bar };
}

/** The sums of each range; a year's months come from one read of the year (wholeMonths). */
async function sumsOfRanges(ctx: StatsContext, ranges: readonly DayRange[]): Promise<StatsSum[][]> {
  return Promise.all(ranges.map((range) => sumsOf(ctx, spanOf(range))));
}

/** GET /api/stats/chart/line/incoming-expenses: one point per range in each series. */
export async function lineChart(ctx: StatsContext, ranges: readonly DayRange[]): Promise<LineChart> {
  const buckets = await sumsOfRanges(ctx, ranges);
  const series = (
    [
      ['incoming', 'income'],
      ['expenses', 'expense'],
      ['debit', 'debit'],
      ['savings', 'saving'],
    ] as const
  ).map(([label, type]) => ({
    label,
    dataPoints: buckets.map((rows, index) => {
      const range = ranges[index] as DayRange;
      const month = MONTH_KEYS[Number(range.start.slice(5, 7)) - 1] ?? 'jan';
      return {
        xValue: fromCents(total(ctx, rows, ofType(type))),
        label: month,
        start: range.start,
        end: range.end,
      };
    }),
  }));
  return { series };
}

/** Rows by sub-category of the range against the range of the same length just before. */
function tableOf(
  ctx: StatsContext,
  now: readonly StatsSum[],
  then: readonly StatsSum[],
  slugs: Map<number, { slug: string }>,
  types: readonly ('income' | 'expense')[],
): StatsTable {
  const rows: StatsTableRow[] = [];
  for (const type of types) {
    const current = totalsBy(ctx, now, (row) => (row.type === type ? row.category_id : null));
    const previous = totalsBy(ctx, then, (row) => (row.type === type ? row.category_id : null));
    for (const id of new Set([...current.keys(), ...previous.keys()])) {
      const amount = current.get(id) ?? 0;
      const prevAmount = previous.get(id) ?? 0;
      if (amount === 0 && prevAmount === 0) continue;
      rows.push({
        label: slugs.get(id)?.slug ?? String(id),
        id,
        type: entryTabOf(type) as StatsTableRow['type'],
        amount: fromCents(amount),
        prevAmount: fromCents(prevAmount),
        bounceRate: type === 'expense' ? bounceRate(-amount, -prevAmount) : bounceRate(amount, prevAmount),
      });
    }
  }
  rows.sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount) || a.label.localeCompare(b.label));
  return { type: 'Table', rows };
}

/** GET /api/stats/chart/table/expenses/category. */
export async function tableByCategory(ctx: StatsContext, range: DayRange): Promise<StatsTable> {
  const [now, then, slugs] = await Promise.all([
    sumsOf(ctx, spanOf(range)),
    sumsOf(ctx, spanOf(previousRange(range.start, range.end))),
    parentsOf(ctx),
  ]);
  return tableOf(ctx, now, then, slugs, ['expense']);
}

/** POST /api/stats/entries: the stats search through every filter of SPEC §3. */
export async function statsEntries(ctx: StatsContext, body: StatsEntriesBody): Promise<StatsTable> {
  const range = checkRange(body.date, 'date');
  const types = body.types.length > 0 ? body.types.map(entryTypeOfTab) : [];
  const filters = {
    accounts: [...body.accounts, ...body.wallets],
    categories: body.categories,
    types: types as EntryType[],
    currencies: body.currencies ?? [],
    paymentTypes: body.payment_methods,
    labels: body.tags,
  };
  const [now, then, slugs] = await Promise.all([
    filteredSums(ctx.db, ctx.workspaceId, spanOf(range), filters),
    filteredSums(ctx.db, ctx.workspaceId, spanOf(previousRange(range.start, range.end)), filters),
    parentsOf(ctx),
  ]);
  return tableOf(
    ctx,
    now,
    then,
    slugs,
    types.length > 0 ? (types as ('income' | 'expense')[]) : ['income', 'expense'],
  );
}

/** POST /api/stats/graph/{label|category}/{expenses|incoming}: totals of the range by label or sub-category. */
export async function graph(
  ctx: StatsContext,
  by: 'label' | 'category',
  type: 'income' | 'expense',
  range: DayRange,
) {
  if (by === 'label') {
    const byName = new Map<string, number>();
    for (const label of (await labelTotals(ctx, range, type)).values())
      byName.set(label.name, (byName.get(label.name) ?? 0) + label.cents);
    return [...byName].map(([label, cents]) => ({ label, total: fromCents(cents) }));
  }
  const [rows, slugs] = await Promise.all([sumsOf(ctx, spanOf(range)), parentsOf(ctx)]);
  return [...totalsBy(ctx, rows, (row) => (row.type === type ? row.category_id : null))].map(
    ([id, cents]) => ({
      label: slugs.get(id)?.slug ?? String(id),
      total: fromCents(cents),
    }),
  );
}

/**
 * GET /api/stats/forecast: from today's balances, day by day, every future-dated entry and every occurrence
 * the recurring plans will write, per wallet (its own currency) and in total (converted, the wallets that
 * count); the lowest total and its day.
 */
export async function forecast(ctx: StatsContext, days: number, now: Date): Promise<Forecast> {
  const today = new Date(`${dayOf(now)}T00:00:00.000Z`);
  const end = new Date(today.getTime() + days * DAY_MS);
  const [wallets, entries, plans] = await Promise.all([
    walletsOf(ctx),
    upcomingEntries(ctx.db, ctx.workspaceId, { start: now, end }),
    plansOf(ctx),
  ]);
  const moves = new Map<string, Map<number, number>>();
  const move = (at: Date, walletId: number | null, cents: number) => {
    if (walletId === null) return;
    const day = dayOf(at);
    const byWallet = moves.get(day) ?? new Map<number, number>();
    byWallet.set(walletId, (byWallet.get(walletId) ?? 0) + cents);
    moves.set(day, byWallet);
  };
  for (const entry of entries) move(entry.date_time, entry.account_id, walletEffect(entry.type, entry.cents));
  for (const plan of plans) {
    for (const at of occurrencesBetween(plan, plan.next, now, end)) {
      move(at, plan.account_id, walletEffect(plan.type, plan.cents));
    }
  }
  const balances = new Map(wallets.map((wallet) => [wallet.id, wallet.balance_cents]));
  const totalOf = () =>
    wallets
      .filter(counting)
      .reduce((sum, wallet) => sum + ctx.convert(balances.get(wallet.id) ?? 0, wallet.currency_id), 0);
  const points: Forecast['days'] = [];
  for (let index = 0; index < days; index++) {
    const day = dayOf(new Date(today.getTime() + index * DAY_MS));
    for (const [walletId, cents] of moves.get(day) ?? []) {
      if (balances.has(walletId)) balances.set(walletId, (balances.get(walletId) ?? 0) + cents);
    }
    points.push({
      date: day,
      total: fromCents(totalOf()),
      wallets: wallets.map((wallet) => ({ id: wallet.id, balance: fromCents(balances.get(wallet.id) ?? 0) })),
    });
  }
  const lowest = points.reduce(
    (low, point) => (point.total < low.total ? { date: point.date, total: point.total } : low),
    { date: points[0]?.date ?? dayOf(now), total: points[0]?.total ?? 0 },
  );
  return {
    currency: {
      id: ctx.rates.workspace.id,
      code: ctx.rates.workspace.code,
      symbol: ctx.rates.workspace.symbol,
    },
    wallets: wallets.map((wallet) => ({
      id: wallet.id,
      uuid: wallet.uuid,
      name: wallet.name,
      color: wallet.color,
    })),
    days: points,
    lowest,
  };
}
