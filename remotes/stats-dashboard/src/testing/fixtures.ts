// Stats answers as the API gives them (bare bodies), and the stub API that serves them, for this area's
// component tests.
import type { BarItem, Category, Forecast, LineChart, StatsTableRow } from '@bc/api';
import { ok, type StubAnswer, type StubApi, type StubCall, userInfo } from '@bc/ui/testing';

export const categories: Category[] = [
  {
    id: 1,
    slug: 'food_drinks',
    icon: 'food',
    kind: 'expenses',
    type: 'expenses',
    subCategories: [
      {
        id: 2,
        slug: 'restaurants_fast_food',
        name: 'restaurants_fast_food',
        custom: false,
        exclude_from_stats: false,
      },
      { id: 3, slug: 'groceries', name: 'groceries', custom: false, exclude_from_stats: false },
    ],
  },
  {
    id: 10,
    slug: 'income',
    icon: 'income',
    kind: 'incoming',
    type: 'incoming',
    subCategories: [{ id: 73, slug: 'salary', name: 'salary', custom: false, exclude_from_stats: false }],
  },
];

export const currencies = [
  { id: 1, slug: 'us_dollar', code: 'USD', symbol: '$', icon: '$', exchange_rate: 1.1 },
  { id: 2, slug: 'euro', code: 'EUR', symbol: '€', icon: '€', exchange_rate: 1 },
];

export const paymentTypes = [
  { id: 1, slug: 'credit_card' },
  { id: 4, slug: 'cash' },
];

export function bar(value: number, data: BarItem['data'], color = '#e53935'): BarItem {
  return { value, color, data };
}

export function tableRow(
  overrides: Partial<StatsTableRow> & Pick<StatsTableRow, 'label' | 'amount'>,
): StatsTableRow {
  return { id: 1, type: 'expenses', prevAmount: 0, bounceRate: 100, ...overrides };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A line chart of `year` whose series have `values` month by month (zero for the months left out). */
export function lineChart(
  year: number,
  values: Partial<Record<LineChart['series'][number]['label'], number[]>>,
): LineChart {
  return {
    series: (['incoming', 'expenses', 'debit', 'savings'] as const).map((label) => ({
      label,
      dataPoints: MONTHS.map((month, index) => ({
        xValue: values[label]?.[index] ?? 0,
        label: month,
        start: `${year}-${String(index + 1).padStart(2, '0')}-01`,
        end: `${year}-${String(index + 1).padStart(2, '0')}-28`,
      })),
    })),
  };
}

export function forecast(days: { date: string; total: number }[]): Forecast {
  const lowest = days.reduce(
    (low, day) => (day.total < low.total ? day : low),
    days[0] ?? { date: '', total: 0 },
  );
  return {
    currency: { id: 2, code: 'EUR', symbol: '€' },
    wallets: [{ id: 1, uuid: 'w-1', name: 'Bank', color: '#2196f3' }],
    days: days.map((day) => ({ ...day, wallets: [{ id: 1, balance: day.total }] })),
    lowest,
  };
}

/** The answers every screen needs: the user (euro workspace) and the reference data. */
export function referenceAnswer(call: StubCall): StubAnswer | undefined {
  switch (call.path) {
    case '/api/auth/user-info':
      return ok({ token: 'session', userInfo: userInfo() });
    case '/api/categories-subcategories':
      return ok(categories);
    case '/api/currencies':
      return ok(currencies);
    case '/api/payment-types':
      return ok(paymentTypes);
    case '/api/wallet/list':
      return ok([]);
    case '/api/label/list':
      return ok([]);
    default:
      return undefined;
  }
}

/** The calls made to a path, in order. */
export const callsTo = (api: StubApi, path: string) => api.calls.filter((call) => call.path === path);

/** The `date_time` pairs of a chart call. */
export function dateTimePairs(call: StubCall | undefined): { start: string; end: string }[] {
  const pairs: { start: string; end: string }[] = [];
  for (const [key, value] of call?.query ?? []) {
    const match = /^date_time\[(\d+)\]\[(start|end)\]$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    pairs[index] = { ...(pairs[index] ?? { start: '', end: '' }), [match[2] as 'start' | 'end']: value };
  }
  return pairs;
}
