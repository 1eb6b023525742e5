import { describe, expect, it } from 'vitest';
import {
  dueOccurrences,
  nextOccurrenceAfter,
  occurrenceAt,
  occurrencesBetween,
  parsePlanning,
  pendingOccurrence,
  planProblems,
} from './planning.ts';

const at = (iso: string) => new Date(iso);
const isoList = (dates: readonly (Date | null)[]) => dates.map((date) => date?.toISOString() ?? null);

describe('parsePlanning', () => {
  it('stores one spelling and accepts what the screens send', () => {
    expect(parsePlanning('monthly')).toBe('monthly');
    expect(parsePlanning(' Weekly ')).toBe('weekly');
    expect(parsePlanning('one-shot')).toBe('one_shot');
    expect(parsePlanning('one_shot')).toBe('one_shot');
    expect(parsePlanning('0')).toBeNull();
    expect(parsePlanning('recursive')).toBeNull();
    expect(parsePlanning(null)).toBeNull();
  });
});

describe('planProblems', () => {
  it('needs a known planning type and a start, and an end not before the start', () => {
    expect(planProblems({})).toEqual({ planning: 'choose planned type', date_time: 'choose start date' });
    expect(planProblems({ planning: 'fortnightly', start: '2026-01-01' })).toEqual({
      planning: 'choose planned type',
    });
    expect(planProblems({ planning: 'monthly', start: 'soon' })).toEqual({ date_time: 'choose start date' });
    expect(planProblems({ planning: 'monthly', start: '2026-02-01', end: '2026-01-31' })).toEqual({
      end_date_time: 'end date greater than start date',
    });
    expect(planProblems({ planning: 'monthly', start: '2026-02-01', end: 'never' })).toEqual({
      end_date_time: 'end date greater than start date',
    });
    expect(planProblems({ planning: 'daily', start: '2026-02-01', end: '2026-02-01' })).toEqual({});
    expect(planProblems({ planning: 'yearly', start: '2026-02-01', end: null })).toEqual({});
  });

  it('refuses a new start before yesterday (UTC), and lets an edit keep its stored start', () => {
    const now = at('2026-11-23T01:00:00.000Z');
    const past = { date_time: 'start date must be greater than today' };
    expect(planProblems({ planning: 'monthly', start: '1990-01-01', now })).toEqual(past);
    expect(planProblems({ planning: 'monthly', start: '2026-11-21T23:59:59.999Z', now })).toEqual(past);
    // East of UTC a person's today may still be yesterday in UTC: allowed.
    expect(planProblems({ planning: 'monthly', start: '2026-11-22T00:00:00.000Z', now })).toEqual({});
    expect(planProblems({ planning: 'monthly', start: '2026-11-23', now })).toEqual({});
    const keptStart = '2020-05-01T00:00:00.000Z';
    expect(planProblems({ planning: 'monthly', start: keptStart, now, keptStart })).toEqual({});
    expect(planProblems({ planning: 'monthly', start: '2020-05-02', now, keptStart })).toEqual(past);
    // Without `now` (the form's own checks before a date is chosen), no such rule.
    expect(planProblems({ planning: 'monthly', start: '1990-01-01' })).toEqual({});
  });
});

describe('planProblems: the end', () => {
  const now = at('2026-11-23T01:00:00.000Z');
  const past = { end_date_time: 'end date must be greater than today' };
  const plan = { planning: 'monthly', start: '2026-11-23', now };

  it('refuses an end before the person’s today, as it does a start', () => {
    expect(planProblems({ ...plan, end: '2026-11-21T23:59:59.999Z' })).toEqual(past);
    expect(planProblems({ ...plan, end: '2020-01-01' })).toEqual(past);
    // The original client's default end, the moment its form opened, and any end from today on.
    expect(planProblems({ ...plan, end: '2026-11-23T00:59:30.000Z' })).toEqual({});
    expect(planProblems({ ...plan, end: '2026-11-22T00:00:00.000Z' })).toEqual({
      end_date_time: 'end date greater than start date',
    });
    expect(planProblems({ ...plan, end: '2027-01-01' })).toEqual({});
  });

  it('lets an edit keep the stored end of a plan that has ended, not move it to another past day', () => {
    const edited = { planning: 'monthly', start: '2025-01-01', keptStart: '2025-01-01T00:00:00.000Z', now };
    const keptEnd = '2025-06-01T00:00:00.000Z';
    expect(planProblems({ ...edited, end: '2025-06-01', keptEnd })).toEqual({});
    expect(planProblems({ ...edited, end: '2025-07-01', keptEnd })).toEqual(past);
    expect(planProblems({ ...edited, end: '2027-06-01', keptEnd })).toEqual({});
    // In the past and before the start: the past is what is said.
    expect(planProblems({ ...edited, end: '2024-12-01', keptEnd })).toEqual(past);
  });
});

describe('occurrenceAt', () => {
  it('keeps the day of the month: the 31st falls on the last day of shorter months only', () => {
    const start = at('2026-01-31T09:30:00.000Z');
    expect(isoList([0, 1, 2, 3, 4].map((index) => occurrenceAt(start, 'monthly', index)))).toEqual([
      '2026-01-31T09:30:00.000Z',
      '2026-02-28T09:30:00.000Z',
      '2026-03-31T09:30:00.000Z',
      '2026-04-30T09:30:00.000Z',
      '2026-05-31T09:30:00.000Z',
    ]);
    expect(occurrenceAt(at('2027-12-31T00:00:00Z'), 'monthly', 2)?.toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
  });

  it('runs a 29 February plan on 28 February between leap years, and moves across years', () => {
    const start = at('2024-02-29T00:00:00Z');
    expect(isoList([0, 1, 2, 3, 4].map((index) => occurrenceAt(start, 'yearly', index)))).toEqual([
      '2024-02-29T00:00:00.000Z',
      '2025-02-28T00:00:00.000Z',
      '2026-02-28T00:00:00.000Z',
      '2027-02-28T00:00:00.000Z',
      '2028-02-29T00:00:00.000Z',
    ]);
  });

  it('steps days and weeks, and runs a one-shot plan once', () => {
    const start = at('2026-12-30T12:00:00Z');
    expect(occurrenceAt(start, 'daily', 3)?.toISOString()).toBe('2027-01-02T12:00:00.000Z');
    expect(occurrenceAt(start, 'weekly', 2)?.toISOString()).toBe('2027-01-13T12:00:00.000Z');
    expect(occurrenceAt(start, 'one_shot', 0)?.toISOString()).toBe(start.toISOString());
    expect(occurrenceAt(start, 'one_shot', 1)).toBeNull();
    expect(occurrenceAt(start, 'daily', -1)).toBeNull();
  });
});

describe('nextOccurrenceAfter', () => {
  it('finds the first occurrence strictly after a moment', () => {
    const start = at('2026-01-31T00:00:00Z');
    expect(nextOccurrenceAfter(start, 'monthly', at('2025-06-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-01-31T00:00:00.000Z',
    );
    expect(nextOccurrenceAfter(start, 'monthly', start)?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(nextOccurrenceAfter(start, 'monthly', at('2026-02-28T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-31T00:00:00.000Z',
    );
    expect(nextOccurrenceAfter(start, 'monthly', at('2030-07-15T00:00:00Z'))?.toISOString()).toBe(
      '2030-07-31T00:00:00.000Z',
    );
    expect(nextOccurrenceAfter(start, 'yearly', at('2029-03-01T00:00:00Z'))?.toISOString()).toBe(
      '2030-01-31T00:00:00.000Z',
    );
    expect(nextOccurrenceAfter(start, 'daily', at('2026-03-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(nextOccurrenceAfter(start, 'weekly', at('2026-02-07T00:00:00Z'))?.toISOString()).toBe(
      '2026-02-14T00:00:00.000Z',
    );
    expect(nextOccurrenceAfter(start, 'one_shot', start)).toBeNull();
  });
});

describe('dueOccurrences', () => {
  const monthly = { start: at('2026-01-31T00:00:00Z'), planning: 'monthly' as const, end: null };

  it('returns each occurrence that has come, once, and the next execution after them', () => {
    const { due, next } = dueOccurrences(monthly, monthly.start, at('2026-04-15T00:00:00Z'));
    expect(isoList(due)).toEqual([
      '2026-01-31T00:00:00.000Z',
      '2026-02-28T00:00:00.000Z',
      '2026-03-31T00:00:00.000Z',
    ]);
    expect(next?.toISOString()).toBe('2026-04-30T00:00:00.000Z');
    // Resumed from there, nothing repeats.
    expect(dueOccurrences(monthly, next as Date, at('2026-04-15T00:00:00Z')).due).toEqual([]);
  });

  it('stops after the end date, the end day itself included', () => {
    const schedule = { ...monthly, end: at('2026-03-31T00:00:00Z') };
    const { due, next } = dueOccurrences(schedule, schedule.start, at('2026-12-01T00:00:00Z'));
    expect(due).toHaveLength(3);
    expect(next).toBeNull();
  });

  it('runs a one-shot plan once', () => {
    const schedule = { start: at('2026-05-01T00:00:00Z'), planning: 'one_shot' as const, end: null };
    expect(dueOccurrences(schedule, schedule.start, at('2026-04-30T00:00:00Z'))).toEqual({
      due: [],
      next: schedule.start,
    });
    const { due, next } = dueOccurrences(schedule, schedule.start, at('2027-01-01T00:00:00Z'));
    expect(isoList(due)).toEqual(['2026-05-01T00:00:00.000Z']);
    expect(next).toBeNull();
  });

  it('hands out at most `limit` occurrences and resumes at the next one', () => {
    const schedule = { start: at('2026-01-01T00:00:00Z'), planning: 'daily' as const, end: null };
    const first = dueOccurrences(schedule, schedule.start, at('2026-01-10T00:00:00Z'), 4);
    expect(first.due).toHaveLength(4);
    expect(first.next?.toISOString()).toBe('2026-01-05T00:00:00.000Z');
  });
});

describe('pendingOccurrence', () => {
  it('starts at the start, resumes after the last run and ends at the end', () => {
    const schedule = { start: at('2026-01-31T00:00:00Z'), planning: 'monthly' as const, end: null };
    expect(pendingOccurrence(schedule, null)?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(pendingOccurrence(schedule, at('2026-02-28T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-31T00:00:00.000Z',
    );
    // Rescheduled to a later day of the month after a run: the run's month is not repeated.
    expect(
      pendingOccurrence(
        { ...schedule, start: at('2026-01-05T00:00:00Z') },
        at('2026-02-28T00:00:00Z'),
      )?.toISOString(),
    ).toBe('2026-03-05T00:00:00.000Z');
    expect(
      pendingOccurrence({ ...schedule, end: at('2026-03-01T00:00:00Z') }, at('2026-02-28T00:00:00Z')),
    ).toBeNull();
    expect(pendingOccurrence({ ...schedule, planning: 'one_shot' }, at('2026-01-31T00:00:00Z'))).toBeNull();
  });
});

describe('occurrences between two instants', () => {
  it('lists what a plan still runs in a window, not past its end', () => {
    const schedule = {
      start: new Date('2026-01-31T09:00:00Z'),
      planning: 'monthly' as const,
      end: new Date('2026-05-01T00:00:00Z'),
    };
    const found = occurrencesBetween(
      schedule,
      new Date('2026-02-28T09:00:00Z'),
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-12-31T00:00:00Z'),
    );
    expect(found.map((date) => date.toISOString().slice(0, 10))).toEqual(['2026-03-31', '2026-04-30']);
    const weekly = { start: new Date('2026-03-02T00:00:00Z'), planning: 'weekly' as const, end: null };
    expect(
      occurrencesBetween(
        weekly,
        weekly.start,
        new Date('2026-03-01T00:00:00Z'),
        new Date('2026-03-17T00:00:00Z'),
      ),
    ).toHaveLength(3);
  });
});
