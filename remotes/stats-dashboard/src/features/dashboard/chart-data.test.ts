// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bar, lineChart } from '../../testing/fixtures.ts';
import { LINE_COLORS, lineHasData, lineSeries, spendingItems } from './chart-data.ts';

const groceries = { id: 3, slug: 'groceries' };
const rent = { id: 16, slug: 'rent' };

describe('spendingItems', () => {
  it('keeps only spending, sums it by key to the cent and shows it positive, biggest first', () => {
    const items = spendingItems(
      [
        bar(-0.1, groceries, '#111111'),
        bar(-600, rent, '#222222'),
        bar(-0.2, groceries),
        bar(50, rent),
        bar(0, rent),
      ],
      (item) => item.data.slug ?? '',
      (key) => key.toUpperCase(),
    );
    expect(items).toEqual([
      { id: 'rent', name: 'RENT', value: 600, color: '#222222' },
      { id: 'groceries', name: 'GROCERIES', value: 0.3, color: '#111111' },
    ]);
  });

  it("carries the icon of a sub-category's category", () => {
    const food = { id: 1, slug: 'food_drinks', icon: 'utensils' };
    const [item] = spendingItems(
      [bar(-5, { ...groceries, category: food })],
      (each) => each.data.slug ?? '',
      (key) => key,
    );
    expect(item?.icon).toBe('utensils');
  });
});

describe('lineSeries', () => {
  it('gives the four series in their colours, each month as an absolute value', () => {
    const series = lineSeries(
      lineChart(2025, { incoming: [10], expenses: [-20], savings: [-5] }),
      (label) => label,
      (key) => key.toUpperCase(),
    );
    expect(series.map((line) => [line.id, line.color])).toEqual([
      ['incoming', LINE_COLORS.incoming],
      ['expenses', LINE_COLORS.expenses],
      ['debit', LINE_COLORS.debit],
      ['savings', LINE_COLORS.savings],
    ]);
    // The theme's tokens (their colours are checked with the tokens, beside the styles).
    expect(LINE_COLORS).toEqual({
      incoming: 'var(--bc-line-incoming)',
      debit: 'var(--bc-line-debit)',
      expenses: 'var(--bc-line-expenses)',
      savings: 'var(--bc-line-savings)',
    });
    expect(series[1]?.points.slice(0, 2)).toEqual([
      { x: 'JAN', y: 20 },
      { x: 'FEB', y: 0 },
    ]);
    expect(lineHasData(lineChart(2025, {}))).toBe(false);
    expect(lineHasData(lineChart(2025, { debit: [0, -1] }))).toBe(true);
  });
});
