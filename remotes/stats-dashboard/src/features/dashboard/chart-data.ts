import { type BarItem, LINE_SERIES, type LineChart } from '@bc/api';
import { MONTH_KEYS, sumAmounts } from '@bc/domain';
import { dateTimeFormat } from '@bc/ui/format';
import type { ChartItem, ChartSeries } from '../../components/charts/chart-types.ts';

/**
 * The line chart's colours: incoming green, debit grey, expenses red, savings blue. They are the theme's
 * tokens, so that the lines keep their contrast in the dark theme too.
 */
export const LINE_COLORS: Record<(typeof LINE_SERIES)[number], string> = {
  incoming: 'var(--bc-line-incoming)',
  debit: 'var(--bc-line-debit)',
  expenses: 'var(--bc-line-expenses)',
  savings: 'var(--bc-line-savings)',
};

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The spending of bar items: only negative values count, summed by key and shown positive;
 * biggest first. `nameOf` gives the name people read.
 */
export function spendingItems(
  bar: readonly BarItem[],
  keyOf: (item: BarItem) => string,
  nameOf: (key: string, item: BarItem) => string,
): ChartItem[] {
  const byKey = new Map<string, { item: BarItem; cents: number }>();
  for (const item of bar) {
    if (!(item.value < 0)) continue;
    const key = keyOf(item);
    const found = byKey.get(key);
    byKey.set(key, { item: found?.item ?? item, cents: (found?.cents ?? 0) - cents(item.value) });
  }
  return [...byKey.entries()]
    .map(([key, { item, cents: spent }]) => ({
      id: key,
      name: nameOf(key, item),
      value: spent / 100,
      color: item.color,
      icon: item.data.category?.icon,
    }))
    .sort((a, b) => b.value - a.value);
}

/** The sum of items, to the cent. */
export function itemsTotal(items: readonly { value: number }[]): number {
  return sumAmounts(items.map((item) => item.value));
}

/**
 * The line chart's series in the order of their colours (incoming, debit, expenses, savings), each point
 * the absolute value of its month;
 * `monthName` names the month keys (jan, feb, ...).
 */
export function lineSeries(
  chart: LineChart,
  seriesName: (label: (typeof LINE_SERIES)[number]) => string,
  monthName: (key: string) => string,
): ChartSeries[] {
  return LINE_SERIES.flatMap((label) => {
    const series = chart.series.find((each) => each.label === label);
    if (!series) return [];
    return [
      {
        id: label,
        name: seriesName(label),
        color: LINE_COLORS[label],
        points: series.dataPoints.map((point) => ({ x: monthName(point.label), y: Math.abs(point.xValue) })),
      },
    ];
  });
}

/** Whether a line chart has anything to draw: a point that is not zero. */
export function lineHasData(chart: LineChart): boolean {
  return chart.series.some((series) => series.dataPoints.some((point) => point.xValue !== 0));
}

/** The month keys (jan ... dec) in calendar order, and their short names in a language. */
export function monthNames(language: string): Map<string, string> {
  const format = dateTimeFormat(language, { month: 'short' });
  return new Map(MONTH_KEYS.map((key, index) => [key, format.format(new Date(2000, index, 1))]));
}
