import { describe, expect, it } from 'vitest';
import {
  BUDGET_MESSAGES,
  budgetFigures,
  budgetPace,
  budgetProblems,
  budgetWindow,
  parseBudgetPeriod,
  reachedThresholds,
} from './budget.ts';

const at = (iso: string) => new Date(iso);
const window = (period: Parameters<typeof budgetWindow>[0], now: string, start?: string, end?: string) => {
  const w = budgetWindow(period, { start: start ?? null, end: end ?? null }, at(now));
  return [w.start.toISOString().slice(0, 10), w.end.toISOString().slice(0, 10)];
};

describe('budget periods', () => {
  it('reads one-shot and one_shot alike, and nothing else', () => {
    expect(parseBudgetPeriod('one-shot')).toBe('one_shot');
    expect(parseBudgetPeriod('one_shot')).toBe('one_shot');
    expect(parseBudgetPeriod('Monthly')).toBe('monthly');
    expect(parseBudgetPeriod('')).toBeNull();
    expect(parseBudgetPeriod(null)).toBeNull();
    expect(parseBudgetPeriod('daily')).toBeNull();
  });
});

describe('budget windows', () => {
  it('takes the ISO week, Monday first, across a year end and in week 53', () => {
    expect(window('weekly', '2026-11-23T10:00:00Z')).toEqual(['2026-11-23', '2026-11-30']);
    expect(window('weekly', '2026-11-29T23:59:59Z')).toEqual(['2026-11-23', '2026-11-30']);
    // 2026-12-31 is a Thursday of ISO week 53 of 2026, which ends on Sunday 3 January 2027.
    expect(window('weekly', '2026-12-31T12:00:00Z')).toEqual(['2026-12-28', '2027-01-04']);
    expect(window('weekly', '2027-01-03T12:00:00Z')).toEqual(['2026-12-28', '2027-01-04']);
  });

  it('takes the calendar month and year, month ends and 29 February included', () => {
    expect(window('monthly', '2028-02-29T23:00:00Z')).toEqual(['2028-02-01', '2028-03-01']);
    expect(window('monthly', '2026-12-31T23:59:59Z')).toEqual(['2026-12-01', '2027-01-01']);
    expect(window('yearly', '2026-06-15T00:00:00Z')).toEqual(['2026-01-01', '2027-01-01']);
  });

  it('takes a one-shot window as given, its last day included, even across a year', () => {
    expect(window('one_shot', '2027-03-01T00:00:00Z', '2026-12-20', '2027-01-10')).toEqual([
      '2026-12-20',
      '2027-01-11',
    ]);
  });

  it('rolls a recursive window over once it ends, keeping its length', () => {
    // Ten days: 1-10 March, then 11-20, 21-30...
    expect(window('recursive', '2026-03-05T00:00:00Z', '2026-03-01', '2026-03-10')).toEqual([
      '2026-03-01',
      '2026-03-11',
    ]);
    expect(window('recursive', '2026-03-11T00:00:00Z', '2026-03-01', '2026-03-10')).toEqual([
      '2026-03-11',
      '2026-03-21',
    ]);
    expect(window('recursive', '2026-04-02T08:00:00Z', '2026-03-01', '2026-03-10')).toEqual([
      '2026-03-31',
      '2026-04-10',
    ]);
    expect(window('recursive', '2026-02-01T00:00:00Z', '2026-03-01', '2026-03-10')).toEqual([
      '2026-03-01',
      '2026-03-11',
    ]);
  });
});

describe('budget figures', () => {
  it('follow the reference formulas, percentages as whole numbers', () => {
    expect(budgetFigures(50_000, -12_345, -5_000)).toEqual({
      totalSpentCents: -12_345,
      totalRemainingCents: 37_655,
      totalSpentPercentage: 25,
      totalRemainingPercentage: 75,
      exceeded: false,
      plannedCents: -5_000,
      plannedSpentPercentage: 10,
    });
    const over = budgetFigures(10_000, -12_000, 0);
    expect(over).toMatchObject({
      totalRemainingCents: -2_000,
      totalSpentPercentage: 120,
      totalRemainingPercentage: 0,
    });
    expect(over.exceeded).toBe(true);
    // Incoming in the filter lowers the spending.
    expect(budgetFigures(10_000, 2_000, 0).totalSpentPercentage).toBe(-20);
  });
});

describe('budget pace', () => {
  const month = budgetWindow('monthly', {}, at('2026-04-16T00:00:00Z'));

  it('projects the spending to the end of the window at the rate so far', () => {
    // Half of April gone (15 of 30 days), 300.00 spent: 600.00 by the end, over a 500.00 budget.
    expect(budgetPace(50_000, -30_000, month, at('2026-04-16T00:00:00Z'))).toEqual({
      projectedCents: 60_000,
      over: true,
      elapsedPercentage: 50,
    });
    expect(budgetPace(70_000, -30_000, month, at('2026-04-16T00:00:00Z')).over).toBe(false);
  });

  it('projects what is spent before the window and after it', () => {
    const later = budgetWindow(
      'one_shot',
      { start: '2026-06-01', end: '2026-06-30' },
      at('2026-04-01T00:00:00Z'),
    );
    expect(budgetPace(10_000, 0, later, at('2026-04-01T00:00:00Z'))).toEqual({
      projectedCents: 0,
      over: false,
      elapsedPercentage: 0,
    });
    expect(budgetPace(10_000, -12_000, later, at('2026-08-01T00:00:00Z'))).toMatchObject({
      projectedCents: 12_000,
      over: true,
      elapsedPercentage: 100,
    });
  });
});

describe('budget rules', () => {
  it('checks name, amount, period and the dates of dated periods', () => {
    expect(budgetProblems({ name: '', amountCents: 0, period: '' })).toEqual({
      name: BUDGET_MESSAGES.name,
      amount: BUDGET_MESSAGES.amount,
      'configuration.period': BUDGET_MESSAGES.period,
    });
    expect(budgetProblems({ name: 'Trip', amountCents: 100, period: 'one-shot' })).toEqual({
      'configuration.period_start': BUDGET_MESSAGES.start,
      'configuration.period_end': BUDGET_MESSAGES.end,
    });
    expect(
      budgetProblems({
        name: 'Trip',
        amountCents: 100,
        period: 'recursive',
        start: '2026-05-02',
        end: '2026-05-01',
      }),
    ).toEqual({ 'configuration.period_end': BUDGET_MESSAGES.order });
    expect(budgetProblems({ name: 'Food', amountCents: 100, period: 'monthly' })).toEqual({});
  });

  it('lists the thresholds reached, once each, lowest first', () => {
    expect(reachedThresholds(95, [100, 70, 90, 70])).toEqual([70, 90]);
    expect(reachedThresholds(69, [70, 90, 100])).toEqual([]);
  });
});
