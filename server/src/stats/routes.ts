import {
  barChartSchema,
  chartQuerySchema,
  forecastQuerySchema,
  forecastSchema,
  fromCents,
  graphBodySchema,
  graphResponseSchema,
  lineChartSchema,
  monthlyCategoryBarsSchema,
  monthlyCategoryQuerySchema,
  parseDateRanges,
  parseWireDate,
  statsChangeSchema,
  statsEntriesBodySchema,
  statsRangeQuerySchema,
  statsSummarySchema,
  statsTableSchema,
  statsTotalSchema,
  statsWalletListSchema,
} from '@bc/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { unprocessable } from '../http/errors.ts';
import { workspaceOf } from '../workspaces/workspace-guard.ts';
import {
  averageOf,
  barByCategory,
  barByLabel,
  changeOf,
  checkRange,
  type DayRange,
  debits,
  forecast,
  graph,
  lineChart,
  monthlyBarsByCategory,
  monthToDate,
  plannedThisMonth,
  type StatsContext,
  statsContext,
  statsEntries,
  statsWallets,
  tableByCategory,
  walletsTotal,
} from './stats-service.ts';

const tags = ['stats'];
const RANGES_MESSAGE = 'Send date_time[i][start] and date_time[i][end] as yyyy-mm-dd (1 to 365 days each)';

/** The ranges of a chart query (`date_time[i][start|end]`), each checked; 422 otherwise. */
function rangesOf(query: Record<string, string | string[]>, most: number): DayRange[] {
  const ranges = parseDateRanges(query, (value) => parseWireDate(value)?.date ?? null);
  if (!ranges || ranges.length > most) throw unprocessable(RANGES_MESSAGE, { date_time: RANGES_MESSAGE });
  return ranges.map((range) => checkRange(range));
}

/** `start_date` and `end_date` of a query, this month so far when absent; 422 when out of bounds. */
function rangeOrMonthToDate(query: {
  start_date?: string | undefined;
  end_date?: string | undefined;
}): DayRange {
  const fallback = monthToDate(new Date());
  return checkRange(
    { start: query.start_date ?? fallback.start, end: query.end_date ?? fallback.end },
    'start_date',
  );
}

/** SPEC §7 Stats (WIRE.md §2.9): every total a JSON number in the workspace currency. */
export const statsRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  const contextOf = (request: FastifyRequest) => {
    const { workspaceId, currencyId } = workspaceOf(request);
    return statsContext(db, workspaceId, currencyId);
  };
  const totalRoute = (
    path: string,
    summary: string,
    compute: (ctx: StatsContext, now: Date) => Promise<number>,
  ) =>
    app.get(
      path,
      {
        ...read,
        schema: { tags, summary, response: { 200: statsTotalSchema, ...errorResponses(401, 404) } },
      },
      async (request) => ({ total: fromCents(await compute(await contextOf(request), new Date())) }),
    );

  for (const [path, type] of [
    ['/stats/incoming', 'income'],
    ['/stats/expenses', 'expense'],
  ] as const) {
    app.get(
      path,
      {
        ...read,
        schema: {
          tags,
          summary: `${type === 'income' ? 'Incoming' : 'Expenses'} of the range against the calendar month before it`,
          description:
            'Default: this month so far. Expenses are negative; percentage > 0 means more than before.',
          querystring: statsRangeQuerySchema,
          response: { 200: statsChangeSchema, ...errorResponses(401, 404, 422) },
        },
      },
      async (request) => changeOf(await contextOf(request), type, rangeOrMonthToDate(request.query)),
    );
  }

  app.get(
    '/stats/summary',
    {
      ...read,
      schema: {
        tags,
        summary: 'What the top strip shows, in one call',
        description:
          'The answers of total, total/planned, health, incoming and expenses (of the range, default this month so far), debits/total-negative and -positive, and wallets.',
        querystring: statsRangeQuerySchema,
        response: { 200: statsSummarySchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const range = rangeOrMonthToDate(request.query);
      const ctx = await contextOf(request);
      const [total, planned, incoming, expenses, owed, wallets] = await Promise.all([
        walletsTotal(ctx),
        plannedThisMonth(ctx, new Date()),
        changeOf(ctx, 'income', range),
        changeOf(ctx, 'expense', range),
        debits(ctx),
        statsWallets(ctx),
      ]);
      return {
        total: fromCents(total),
        planned: fromCents(planned.total),
        health: fromCents(total + planned.total),
        incoming,
        expenses,
        debits: { negative: fromCents(owed.negative), positive: fromCents(owed.positive) },
        wallets,
      };
    },
  );

  totalRoute('/stats/total', 'The balance of the active wallets that count in stats', (ctx) =>
    walletsTotal(ctx),
  );
  totalRoute(
    '/stats/total/planned',
    'What is still planned for the rest of this month',
    async (ctx, now) => (await plannedThisMonth(ctx, now)).total,
  );
  totalRoute(
    '/stats/total/planned/remaining',
    'The planned expenses still to come this month (negative)',
    async (ctx, now) => (await plannedThisMonth(ctx, now)).expenses,
  );
  totalRoute('/stats/health', 'The total plus what is still planned this month', async (ctx, now) => {
    const [total, planned] = await Promise.all([walletsTotal(ctx), plannedThisMonth(ctx, now)]);
    return total + planned.total;
  });
  totalRoute(
    '/stats/debits/total-negative',
    'What I owe: the payees below zero',
    async (ctx) => (await debits(ctx)).negative,
  );
  totalRoute(
    '/stats/debits/total-positive',
    'What I am owed: the payees above zero',
    async (ctx) => (await debits(ctx)).positive,
  );
  totalRoute('/stats/average-expenses', 'Average monthly expenses this year (negative)', (ctx, now) =>
    averageOf(ctx, 'expense', now),
  );
  totalRoute('/stats/average-incoming', 'Average monthly incoming this year', (ctx, now) =>
    averageOf(ctx, 'income', now),
  );
  totalRoute(
    '/stats/average-savings',
    'Average monthly savings this year (negative: out of the wallets)',
    (ctx, now) => averageOf(ctx, 'saving', now),
  );

  app.get(
    '/stats/debits',
    {
      ...read,
      schema: {
        tags,
        summary: 'The payees below zero and above zero',
        response: {
          200: z.object({ total: z.number(), negative: z.number(), positive: z.number() }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const { negative, positive } = await debits(await contextOf(request));
      return {
        total: fromCents(negative + positive),
        negative: fromCents(negative),
        positive: fromCents(positive),
      };
    },
  );

  app.get(
    '/stats/wallets',
    {
      ...read,
      schema: {
        tags,
        summary: 'The active wallets with their balances',
        response: { 200: statsWalletListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => statsWallets(await contextOf(request)),
  );

  const chart = (summary: string) => ({ tags, summary, querystring: chartQuerySchema });
  app.get(
    '/stats/chart/bar/expenses/category',
    {
      ...read,
      schema: {
        ...chart('Expenses by sub-category in the range'),
        response: { 200: barChartSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => barByCategory(await contextOf(request), rangesOf(request.query, 1)[0] as DayRange),
  );
  for (const path of ['/stats/chart/bar/expenses/label', '/stats/chart/apple-pie/expenses/label']) {
    app.get(
      path,
      {
        ...read,
        schema: {
          ...chart('Expenses by label in the range'),
          response: { 200: barChartSchema, ...errorResponses(401, 404, 422) },
        },
      },
      async (request) => barByLabel(await contextOf(request), rangesOf(request.query, 1)[0] as DayRange),
    );
  }
  app.get(
    '/stats/chart/line/incoming-expenses',
    {
      ...read,
      schema: {
        ...chart('Incoming, expenses, debits and savings, one point per range (the months of a year)'),
        response: { 200: lineChartSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => lineChart(await contextOf(request), rangesOf(request.query, 24)),
  );
  app.get(
    '/stats/chart/table/expenses/category',
    {
      ...read,
      schema: {
        ...chart('Expenses by sub-category against the range of the same length before'),
        response: { 200: statsTableSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => tableByCategory(await contextOf(request), rangesOf(request.query, 1)[0] as DayRange),
  );
  app.get(
    '/stats/chart/table/expenses/category/monthly',
    {
      ...read,
      schema: {
        tags,
        summary: 'Expenses by sub-category in each month of a year (the bars by category of each month)',
        description: 'One call for the twelve months of the monthly table, January first.',
        querystring: monthlyCategoryQuerySchema,
        response: { 200: monthlyCategoryBarsSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => monthlyBarsByCategory(await contextOf(request), request.query.year),
  );

  app.post(
    '/stats/entries',
    {
      ...read,
      schema: {
        tags,
        summary: 'The stats search: incoming and expenses by sub-category through its filters',
        body: statsEntriesBodySchema,
        response: { 200: statsTableSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => statsEntries(await contextOf(request), request.body),
  );

  app.post(
    '/stats/graph/:by/:type',
    {
      ...read,
      schema: {
        tags,
        summary: 'Totals of the range by label or sub-category (graph stats)',
        params: z.object({ by: z.enum(['label', 'category']), type: z.enum(['expenses', 'incoming']) }),
        body: graphBodySchema,
        response: { 200: graphResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const range = checkRange({ start: request.body.timeStart, end: request.body.timeEnd }, 'timeStart');
      const type = request.params.type === 'incoming' ? 'income' : 'expense';
      return graph(await contextOf(request), request.params.by, type, range);
    },
  );

  app.get(
    '/stats/forecast',
    {
      ...read,
      schema: {
        tags,
        summary: 'The projected balance of each wallet and in total, day by day, with the lowest point',
        description:
          "From today's balances, future-dated entries and every occurrence the recurring plans will write.",
        querystring: forecastQuerySchema,
        response: { 200: forecastSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => forecast(await contextOf(request), request.query.days, new Date()),
  );
};
