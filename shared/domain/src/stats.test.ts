import { describe, expect, it } from 'vitest';
import {
  bounceRate,
  previousMonth,
  previousRange,
  STATS_RANGE_MESSAGES,
  shiftMonths,
  statsRangeProblem,
} from './stats.ts';

describe('stats rules', () => {
  it('rates a change against the previous amount, 100 from nothing', () => {
    expect(bounceRate(150, 100)).toBe(50);
    expect(bounceRate(-150, -100)).toBe(-50);
    expect(bounceRate(50, 0)).toBe(100);
    expect(bounceRate(0, 0)).toBe(0);
    expect(bounceRate(0, 80)).toBe(-100);
  });

  it('takes ranges of 1 to 365 days, both days included', () => {
    expect(statsRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(statsRangeProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(statsRangeProblem('2026-01-01', '2027-01-02')).toBe(STATS_RANGE_MESSAGES.length);
    expect(statsRangeProblem('2026-03-02', '2026-03-01')).toBe(STATS_RANGE_MESSAGES.order);
  });

  it('shifts months keeping the day where the month has it', () => {
    expect(shiftMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(shiftMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(shiftMonths('2028-03-29', -1)).toBe('2028-02-29');
  });

  it('finds the range just before: as many whole months, else as many days', () => {
    expect(previousRange('2026-03-01', '2026-03-31')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(previousRange('2026-01-01', '2026-03-31')).toEqual({ start: '2025-10-01', end: '2025-12-31' });
    expect(previousRange('2026-03-05', '2026-03-14')).toEqual({ start: '2026-02-23', end: '2026-03-04' });
    expect(previousRange('2026-01-01', '2026-01-01')).toEqual({ start: '2025-12-31', end: '2025-12-31' });
  });

  it('finds the calendar month before a day', () => {
    expect(previousMonth('2026-03-17')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(previousMonth('2026-01-31')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
});
