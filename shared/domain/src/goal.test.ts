import { describe, expect, it } from 'vitest';
import {
  GOAL_MESSAGES,
  goalIconOf,
  goalMonthlyDeposit,
  goalPercentage,
  goalProblems,
  monthsUntil,
  projectedCompletion,
} from './goal.ts';

describe('goal icons', () => {
  it('reads names, the hyphenated spelling and the original client CSS classes', () => {
    expect(goalIconOf('house')).toBe('house');
    expect(goalIconOf('home-improvement')).toBe('home_improvement');
    expect(goalIconOf('fa-solid fa-car')).toBe('car');
    expect(goalIconOf('fa-solid fa-rocket')).toBe('other');
    expect(goalIconOf(null)).toBe('other');
  });
});

describe('goal rules', () => {
  it('needs a name, a positive amount, an icon and a due date not in the past', () => {
    expect(goalProblems({ name: ' ', targetCents: 0, icon: '', dueDate: null }, '2026-11-23')).toEqual({
      name: GOAL_MESSAGES.name,
      amount: GOAL_MESSAGES.amount,
      category_icon: GOAL_MESSAGES.icon,
      due_date: GOAL_MESSAGES.date,
    });
    expect(
      goalProblems({ name: 'Car', targetCents: 100, icon: 'car', dueDate: '2026-11-22' }, '2026-11-23'),
    ).toEqual({
      due_date: GOAL_MESSAGES.past,
    });
    expect(
      goalProblems({ name: 'Car', targetCents: 100, icon: 'car', dueDate: '2026-11-23' }, '2026-11-23'),
    ).toEqual({});
  });
});

describe('goal figures', () => {
  it('counts whole months to the due date, a started one as one', () => {
    expect(monthsUntil('2026-11-23', '2027-11-23')).toBe(12);
    expect(monthsUntil('2026-11-23', '2027-11-24')).toBe(13);
    expect(monthsUntil('2026-11-23', '2026-11-30')).toBe(1);
    expect(monthsUntil('2026-11-23', '2026-10-01')).toBe(0);
  });

  it('divides what is left by the months to go, rounding up to the cent', () => {
    expect(goalMonthlyDeposit(120_000, 20_000, '2026-11-23', '2027-11-23')).toBe(8_334);
    expect(goalMonthlyDeposit(120_000, 20_000, '2026-11-23', '2026-11-30')).toBe(100_000);
    expect(goalMonthlyDeposit(120_000, 130_000, '2026-11-23', '2027-11-23')).toBe(0);
    expect(goalMonthlyDeposit(120_000, 0, '2026-11-23', null)).toBe(120_000);
  });

  it('gives the percentage saved and the projected completion', () => {
    expect(goalPercentage(25_000, 100_000)).toBe(25);
    expect(goalPercentage(150_000, 100_000)).toBe(100);
    expect(projectedCompletion(100_000, 40_000, 20_000, '2026-01-31')).toBe('2026-04-30');
    expect(projectedCompletion(100_000, 100_000, 0, '2026-01-31')).toBe('2026-01-31');
    expect(projectedCompletion(100_000, 40_000, 0, '2026-01-31')).toBeNull();
  });
});
