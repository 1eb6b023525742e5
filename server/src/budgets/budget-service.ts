// Budgets (SPEC §7 Budgets, REFERENCE.md "Budgets"): what a budget counts, its window and figures come from
// @bc/domain; the sums from budgets-sql.ts. Figures of many budgets read each distinct window once.
import { type Budget, type BudgetInput, type BudgetStats, fromCents, toCents } from '@bc/api';
import {
  type BudgetWindow,
  budgetFigures,
  budgetPace,
  budgetProblems,
  budgetWindow,
  DEFAULT_BUDGET_THRESHOLDS,
  type EntryType,
  entryTabOf,
  entryTypeNamed,
  occurrencesBetween,
  parseBudgetPeriod,
  periodHasDates,
} from '@bc/domain';
import type { Database, Queryable } from '../db/database.ts';
import { readEntries } from '../entries/entries-sql.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { labelsByIds } from '../labels/labels-sql.ts';
import { countedSums, type LabelCountedSum, labelCountedSums } from '../stats/stats-sql.ts';
import { walletsByIds } from '../wallets/wallets-sql.ts';
import {
  type BudgetFields,
  type BudgetRow,
  budgetEntryIds,
  deleteBudgetRow,
  findBudget,
  insertBudget,
  type LivePlan,
  labelledEntries,
  listBudgetRows,
  livePlans,
  plannedEntriesBetween,
  type Upcoming,
  updateBudgetRow,
} from './budgets-sql.ts';

export const budgetNotFound = () => notFound('Budget not found');

/** A budget's entry list shows at most this many entries of its window, newest first. */
const ENTRY_LIST_LIMIT = 1_000;

export function toBudget(row: BudgetRow): Budget {
  return {
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    amount: fromCents(row.amount_cents),
    configuration: {
      period: row.period,
      categories: row.categories,
      tags: row.labels,
      types: row.types.map(entryTabOf),
      accounts: row.accounts,
      period_start: row.period_start,
      period_end: row.period_end,
    },
    notification: row.notification,
    emails: row.emails,
    thresholds: row.thresholds,
  };
}

/** Whether a row (summed, upcoming or planned) is one the budget counts; labels are checked apart. */
const counts = (
  budget: BudgetRow,
  row: { account_id: number | null; category_id: number; type: EntryType },
) =>
  (budget.accounts.length === 0 || (row.account_id !== null && budget.accounts.includes(row.account_id))) &&
  (budget.categories.length === 0 || budget.categories.includes(row.category_id)) &&
  (budget.types.length === 0 || budget.types.includes(row.type));

const labelled = (budget: BudgetRow, row: Upcoming) =>
  budget.labels.length === 0 || row.labels.some((label) => budget.labels.includes(label));

/** How many times a plan will run from `from` (not before its next run) to the window's end. */
const occurrencesIn = (plan: LivePlan, from: Date, window: BudgetWindow) =>
  occurrencesBetween(plan, plan.next, from, window.end).length;

type WindowData = {
  window: BudgetWindow;
  sums: Awaited<ReturnType<typeof countedSums>>;
  planned: Upcoming[];
  /** Per label, for the budgets of the window filtered by one label. */
  labelSums: LabelCountedSum[];
  /** The window's counted entries with any label a budget of it filtered by several labels names. */
  labelled: Upcoming[];
};

/** What a budget has spent in its window. */
function spentOf(budget: BudgetRow, data: WindowData) {
  const [only, ...more] = budget.labels;
  const rows: { account_id: number | null; category_id: number; type: EntryType; cents: number }[] =
    only === undefined
      ? data.sums
      : more.length === 0
        ? data.labelSums.filter((row) => row.label_id === only)
        : data.labelled.filter((row) => labelled(budget, row));
  return rows.filter((row) => counts(budget, row)).reduce((sum, row) => sum + row.cents, 0);
}

function statsOf(budget: BudgetRow, data: WindowData, spentCents: number, plans: LivePlan[], now: Date) {
  const { window } = data;
  const from = new Date(Math.max(now.getTime(), window.start.getTime()));
  const plannedCents =
    data.planned
      .filter((row) => counts(budget, row) && labelled(budget, row))
      .reduce((sum, row) => sum + row.cents, 0) +
    plans
      .filter((plan) => counts(budget, plan) && labelled(budget, plan))
      .reduce((sum, plan) => sum + plan.cents * occurrencesIn(plan, from, window), 0);
  const figures = budgetFigures(budget.amount_cents, spentCents, plannedCents);
  const pace = budgetPace(budget.amount_cents, spentCents, window, now);
  const percent = (value: number) => `${value}%`;
  const stats: BudgetStats = {
    budget: toBudget(budget),
    description: budget.description,
    totalSpent: fromCents(figures.totalSpentCents),
    totalRemaining: fromCents(figures.totalRemainingCents),
    totalSpentPercentage: percent(figures.totalSpentPercentage),
    totalRemainingPercentage: percent(figures.totalRemainingPercentage),
    exceeded: figures.exceeded,
    planned: {
      total: fromCents(figures.plannedCents),
      plannedSpentPercentage: percent(figures.plannedSpentPercentage),
    },
    pace: {
      projected: fromCents(pace.projectedCents),
      over: pace.over,
      elapsedPercentage: pace.elapsedPercentage,
    },
    window: { start: window.start.toISOString(), end: window.end.toISOString() },
  };
  return { stats, spentPercentage: figures.totalSpentPercentage, window };
}

export const windowOf = (budget: BudgetRow, now: Date) =>
  budgetWindow(budget.period, { start: budget.period_start, end: budget.period_end }, now);

/**
 * The figures of budgets of one workspace in their current windows: each distinct window's counted entries
 * are summed once (by wallet, sub-category and type), and once per label for its budgets filtered by one
 * label; its entries with the labels of budgets filtered by several are read once; planned entries and plan
 * occurrences in the window make the planned part.
 */
export async function budgetsStats(
  db: Queryable,
  workspaceId: string,
  budgets: BudgetRow[],
  now = new Date(),
) {
  const keyOf = (window: BudgetWindow) => `${window.start.toISOString()}/${window.end.toISOString()}`;
  // Per window: the labels of its budgets filtered by one label, and by several.
  const labelsByWindow = new Map<string, { single: Set<number>; several: Set<number> }>();
  for (const budget of budgets) {
    const key = keyOf(windowOf(budget, now));
    const labels = labelsByWindow.get(key) ?? { single: new Set<number>(), several: new Set<number>() };
    const kind = budget.labels.length === 1 ? labels.single : labels.several;
    for (const label of budget.labels) kind.add(label);
    labelsByWindow.set(key, labels);
  }
  const windows = new Map<string, Promise<WindowData>>();
  const dataOf = (window: BudgetWindow) => {
    const key = keyOf(window);
    let data = windows.get(key);
    if (!data) {
      const single = [...(labelsByWindow.get(key)?.single ?? [])];
      const several = [...(labelsByWindow.get(key)?.several ?? [])];
      data = Promise.all([
        countedSums(db, workspaceId, window, 'all'),
        plannedEntriesBetween(db, workspaceId, window.start, window.end),
        single.length > 0 ? labelCountedSums(db, workspaceId, window, 'all', { labels: single }) : [],
        several.length > 0 ? labelledEntries(db, workspaceId, window.start, window.end, several) : [],
      ]).then(([sums, planned, labelSums, labelled]) => ({ window, sums, planned, labelSums, labelled }));
      windows.set(key, data);
    }
    return data;
  };
  // Read along with the windows' sums, not before them.
  const plans = budgets.length > 0 ? livePlans(db, workspaceId) : Promise.resolve([]);
  return Promise.all(
    budgets.map(async (budget) => {
      const [data, live] = await Promise.all([dataOf(windowOf(budget, now)), plans]);
      return statsOf(budget, data, spentOf(budget, data), live, now);
    }),
  );
}

export async function listBudgetStats(db: Queryable, workspaceId: string, now = new Date()) {
  return (await budgetsStats(db, workspaceId, await listBudgetRows(db, workspaceId), now)).map(
    (one) => one.stats,
  );
}

async function requireBudget(db: Queryable, workspaceId: string, uuid: string) {
  const budget = await findBudget(db, workspaceId, uuid);
  if (!budget) throw budgetNotFound();
  return budget;
}

export async function getBudget(db: Queryable, workspaceId: string, uuid: string) {
  return toBudget(await requireBudget(db, workspaceId, uuid));
}

export async function getBudgetStats(db: Queryable, workspaceId: string, uuid: string, now = new Date()) {
  const [one] = await budgetsStats(db, workspaceId, [await requireBudget(db, workspaceId, uuid)], now);
  if (!one) throw budgetNotFound();
  return one.stats;
}

export async function budgetEntries(db: Queryable, workspaceId: string, uuid: string, now = new Date()) {
  const budget = await requireBudget(db, workspaceId, uuid);
  const window = windowOf(budget, now);
  return readEntries(db, await budgetEntryIds(db, budget, window.start, window.end, ENTRY_LIST_LIMIT));
}

/** The fields to store, or 422 with the SPEC's messages; wallets and labels must be the workspace's. */
async function checkedFields(tx: Queryable, workspaceId: string, input: BudgetInput): Promise<BudgetFields> {
  const { configuration } = input;
  const amountCents = typeof input.amount === 'number' ? toCents(input.amount) : null;
  const problems = budgetProblems({
    name: input.name,
    amountCents,
    period: configuration.period,
    start: configuration.period_start ?? null,
    end: configuration.period_end ?? null,
  });
  if (Object.keys(problems).length > 0) throw unprocessable('The budget is invalid', problems);
  const period = parseBudgetPeriod(configuration.period);
  if (period === null) throw new Error('budgetProblems let an unknown period through');
  const accounts = [...new Set(configuration.accounts)];
  const labels = [...new Set(configuration.tags)];
  if ((await walletsByIds(tx, workspaceId, accounts)).length !== accounts.length)
    throw notFound('Wallet not found');
  if ((await labelsByIds(tx, workspaceId, labels)).length !== labels.length)
    throw notFound('Label not found');
  const dated = periodHasDates(period);
  return {
    name: (input.name ?? '').trim(),
    description: input.description?.trim() || null,
    amount_cents: amountCents as number,
    period,
    period_start: dated ? (configuration.period_start ?? null) : null,
    period_end: dated ? (configuration.period_end ?? null) : null,
    accounts,
    categories: [...new Set(configuration.categories)],
    labels,
    types: configuration.types.map((type) => entryTypeNamed(type) as EntryType),
    notification: input.notification ?? false,
    emails: [...new Set((input.emails ?? []).map((email) => email.trim().toLowerCase()))],
    thresholds: [...new Set(input.thresholds?.length ? input.thresholds : DEFAULT_BUDGET_THRESHOLDS)].sort(
      (a, b) => a - b,
    ),
  };
}

export async function createBudget(db: Database, workspaceId: string, input: BudgetInput) {
  return db.transaction(async (tx) => {
    const uuid = await insertBudget(tx, workspaceId, await checkedFields(tx, workspaceId, input));
    return getBudget(tx, workspaceId, uuid);
  });
}

export async function updateBudget(db: Database, workspaceId: string, uuid: string, input: BudgetInput) {
  return db.transaction(async (tx) => {
    await requireBudget(tx, workspaceId, uuid);
    await updateBudgetRow(tx, workspaceId, uuid, await checkedFields(tx, workspaceId, input));
    return getBudget(tx, workspaceId, uuid);
  });
}

export async function deleteBudget(db: Queryable, workspaceId: string, uuid: string) {
  if (!(await deleteBudgetRow(db, workspaceId, uuid))) throw budgetNotFound();
}
