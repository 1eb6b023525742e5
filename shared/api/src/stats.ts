// Stats of the dashboard and the stats pages. What counts: the workspace's entries that count (confirmed,
// not planned, not deleted) and are not excluded from stats (by the entry, its wallet or its sub-category),
// in the range. Every amount is converted to the workspace currency with the currencies' exchange rates, and
// every total is a JSON number.
import { z } from 'zod';
import { idSchema, MAX_YEAR, MIN_YEAR, wireDateSchema } from './wire.ts';

/** GET /api/stats/incoming and /expenses: `start_date` and `end_date` (inclusive); default: this month so far. */
export const statsRangeQuerySchema = z.object({
  start_date: wireDateSchema.optional(),
  end_date: wireDateSchema.optional(),
});

export const statsTotalSchema = z.object({ total: z.number() });
export type StatsTotal = z.infer<typeof statsTotalSchema>;

/**
 * Incoming or expenses of a range, and the change against the calendar month before it (month over month):
 * `percentage` = (total - total_passed) / |total_passed| * 100, whole (100 when nothing came before).
 * Expenses are negative, as entries store them.
 */
export const statsChangeSchema = z.object({
  total: z.number(),
  total_passed: z.number().describe('The calendar month before the range'),
  percentage: z.number().int(),
});
export type StatsChange = z.infer<typeof statsChangeSchema>;

/** GET /api/stats/wallets: the top strip's cards (active wallets, by position), currency as an object. */
export const statsWalletSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  color: z.string(),
  type: z.string(),
  balance: z.union([z.number(), z.object({ value_in_voucher: z.number(), value_in_valut: z.number() })]),
  currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string(), icon: z.string() }),
  exclude_from_stats: z.boolean(),
});
export type StatsWallet = z.infer<typeof statsWalletSchema>;
export const statsWalletListSchema = z.array(statsWalletSchema);

/**
 * GET /api/stats/summary: what the top strip shows on every page, in one answer instead of eight calls (a
 * browser sends six at a time to one server, so they held back the calls of the page below it).
 */
export const statsSummarySchema = z.object({
  total: statsTotalSchema.shape.total.describe('As GET /api/stats/total'),
  planned: z.number().describe('As GET /api/stats/total/planned'),
  health: z.number().describe('As GET /api/stats/health'),
  incoming: statsChangeSchema.describe('As GET /api/stats/incoming for the range'),
  expenses: statsChangeSchema.describe('As GET /api/stats/expenses for the range'),
  debits: z.object({
    negative: z.number().describe('As GET /api/stats/debits/total-negative'),
    positive: z.number().describe('As GET /api/stats/debits/total-positive'),
  }),
  wallets: statsWalletListSchema.describe('As GET /api/stats/wallets'),
});
export type StatsSummary = z.infer<typeof statsSummarySchema>;

/**
 * A list of ranges as charts send them: `date_time[i][start]` and `date_time[i][end]` (yyyy-mm-dd, padded or
 * not, the end day included), one bucket answered per range. The raw query is read by `parseDateRanges`.
 */
const rangeQueryValue = z.union([z.string(), z.array(z.string())]);
export const chartQuerySchema = z
  .object({
    'date_time[0][start]': rangeQueryValue
      .optional()
      .describe(
        `The first range's first day, yyyy-mm-dd, years ${MIN_YEAR}-${MAX_YEAR}; date_time[1][start]... for more`,
      ),
    'date_time[0][end]': rangeQueryValue.optional().describe("The first range's last day (included)"),
  })
  .catchall(rangeQueryValue);

export const barItemSchema = z.object({
  value: z.number().describe('Signed: expenses are negative (charts show them positive)'),
  color: z.string(),
  data: z.object({
    id: z.number().int(),
    slug: z.string().optional().describe('Sub-category slug (bar by category)'),
    name: z.string().optional().describe('Label name (bar by label)'),
    category: z.object({ id: z.number().int(), slug: z.string(), icon: z.string() }).optional(),
  }),
});
export type BarItem = z.infer<typeof barItemSchema>;
/** GET /api/stats/chart/bar/expenses/category and .../label: one bar per sub-category or label with spending. */
export const barChartSchema = z.object({ bar: z.array(barItemSchema) });
export type BarChart = z.infer<typeof barChartSchema>;

/** GET /api/stats/chart/table/expenses/category/monthly?year=YYYY (years MIN_YEAR to MAX_YEAR). */
export const monthlyCategoryQuerySchema = z.object({
  year: z.coerce
    .number()
    .int()
    .min(MIN_YEAR)
    .max(MAX_YEAR)
    .describe(`The calendar year, ${MIN_YEAR}-${MAX_YEAR}`),
});
/**
 * The monthly table: the twelve months of the year, January first, each with the bars by category the month
 * would answer on its own (`date_time[0]` its first to its last day).
 */
export const monthlyCategoryBarsSchema = z.object({
  months: z.array(z.object({ month: z.string().describe('yyyy-mm'), bar: barChartSchema.shape.bar })),
});
export type MonthlyCategoryBars = z.infer<typeof monthlyCategoryBarsSchema>;

export const LINE_SERIES = ['incoming', 'expenses', 'debit', 'savings'] as const;
export const lineSeriesSchema = z.object({
  label: z.enum(LINE_SERIES),
  dataPoints: z.array(
    z.object({
      xValue: z.number().describe('The bucket total, signed'),
      label: z.string().describe('The month of the bucket: jan, feb, ...'),
      start: z.string(),
      end: z.string(),
    }),
  ),
});
/** GET /api/stats/chart/line/incoming-expenses: one data point per range, in each of the four series. */
export const lineChartSchema = z.object({ series: z.array(lineSeriesSchema) });
export type LineChart = z.infer<typeof lineChartSchema>;

/** A row of a comparison table: this range against the range of the same length just before it. */
export const statsTableRowSchema = z.object({
  label: z.string().describe('Sub-category slug'),
  id: z.number().int(),
  type: z.enum(['incoming', 'expenses']),
  amount: z.number(),
  prevAmount: z.number(),
  bounceRate: z
    .number()
    .int()
    .describe('(amount - prevAmount) / |prevAmount| * 100; 100 when prevAmount is 0'),
});
export type StatsTableRow = z.infer<typeof statsTableRowSchema>;
/** GET /api/stats/chart/table/expenses/category and POST /api/stats/entries. */
export const statsTableSchema = z.object({ type: z.literal('Table'), rows: z.array(statsTableRowSchema) });
export type StatsTable = z.infer<typeof statsTableSchema>;

/** POST /api/stats/entries: the stats search filter. Empty lists filter nothing. */
export const statsEntriesBodySchema = z.object({
  date: z.object({ start: wireDateSchema, end: wireDateSchema }),
  categories: z.array(idSchema).max(500).default([]),
  wallets: z.array(idSchema).max(200).default([]),
  accounts: z.array(idSchema).max(200).default([]),
  types: z
    .array(z.enum(['incoming', 'expenses']))
    .max(2)
    .default([]),
  currencies: z.array(idSchema).max(50).nullable().default(null),
  payment_methods: z.array(idSchema).max(10).default([]),
  tags: z.array(idSchema).max(200).default([]),
});
export type StatsEntriesBody = z.infer<typeof statsEntriesBodySchema>;

/** POST /api/stats/graph/{label|category}/{expenses|incoming}: the month-over-month graph stats. */
export const graphBodySchema = z.object({ timeStart: wireDateSchema, timeEnd: wireDateSchema });
export const graphRowSchema = z.object({ label: z.string(), total: z.number() });
export const graphResponseSchema = z.array(graphRowSchema);

/** GET /api/stats/forecast?days=N (1-365; default 30). */
export const forecastQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const forecastSchema = z.object({
  currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string() }),
  wallets: z.array(z.object({ id: z.number().int(), uuid: z.string(), name: z.string(), color: z.string() })),
  days: z.array(
    z.object({
      date: z.string().describe('yyyy-mm-dd, from today'),
      total: z.number().describe('Every active wallet not excluded from stats, in the workspace currency'),
      wallets: z.array(
        z.object({ id: z.number().int(), balance: z.number().describe("In the wallet's currency") }),
      ),
    }),
  ),
  lowest: z.object({ date: z.string(), total: z.number() }),
});
export type Forecast = z.infer<typeof forecastSchema>;

/** The ranges of a chart query; null when there is none or one is malformed. */
export function parseDateRanges(
  query: Record<string, string | string[]>,
  read: (value: string) => string | null,
): { start: string; end: string }[] | null {
  const ranges: { start?: string; end?: string }[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const match = /^date_time\[(\d{1,2})\]\[(start|end)\]$/.exec(key);
    if (!match) continue;
    const value = read(Array.isArray(raw) ? (raw[0] ?? '') : raw);
    if (value === null) return null;
    const index = Number(match[1]);
    ranges[index] = { ...ranges[index], [match[2] as 'start' | 'end']: value };
  }
  if (ranges.length === 0) return null;
  const complete: { start: string; end: string }[] = [];
  for (const range of ranges) {
    if (!range?.start || !range.end) return null;
    complete.push({ start: range.start, end: range.end });
  }
  return complete;
}
