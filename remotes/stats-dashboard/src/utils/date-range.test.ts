import { describe, expect, it } from 'vitest';
import {
  currentMonthRange,
  monthAndPrevious,
  monthsOfYear,
  toIsoDate,
  toMonthValue,
  yearRange,
  yearsBack,
} from './date-range.ts';

describe('currentMonthRange', () => {
  it('runs from the first to the last day of the month', () => {
    expect(currentMonthRange(new Date(2025, 4, 17))).toEqual({ start: '2025-05-01', end: '2025-05-31' });
    expect(currentMonthRange(new Date(2025, 10, 1))).toEqual({ start: '2025-11-01', end: '2025-11-30' });
  });

  it('knows leap years and the turn of the year', () => {
    expect(currentMonthRange(new Date(2024, 1, 29))).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(currentMonthRange(new Date(2023, 1, 3))).toEqual({ start: '2023-02-01', end: '2023-02-28' });
    expect(currentMonthRange(new Date(2025, 11, 31, 23, 59))).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
    });
  });
});

describe('yearsBack', () => {
  it('lists 10 years, newest first, from the current one', () => {
    expect(yearsBack(new Date(2025, 0, 1))).toEqual([
      2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016,
    ]);
    expect(yearsBack(new Date(2025, 0, 1), 3)).toEqual([2025, 2024, 2023]);
  });
});

describe('date formats', () => {
  it('pads months and days', () => {
    expect(toIsoDate(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(toMonthValue(2025, 3)).toBe('2025-03');
  });
});

describe('monthsOfYear', () => {
  it('gives the twelve whole months of a year, leap February included', () => {
    const months = monthsOfYear(2024);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ start: '2024-01-01', end: '2024-01-31' });
    expect(months[1]).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(months[11]).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(yearRange(2025)).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });
});

describe('monthAndPrevious', () => {
  it('gives a month and the one before it, across the turn of the year', () => {
    expect(monthAndPrevious('2024-03')).toEqual({
      current: { start: '2024-03-01', end: '2024-03-31' },
      previous: { start: '2024-02-01', end: '2024-02-29' },
    });
    expect(monthAndPrevious('2025-01')?.previous).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(monthAndPrevious('2025-13')).toBeNull();
    expect(monthAndPrevious('')).toBeNull();
  });
});
