import { describe, expect, it } from 'vitest';
import { readPlanningFields } from './plan-fields.ts';

const formWith = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('readPlanningFields', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');

  it('refuses a start in the past, unless the edited plan keeps its own', () => {
    const past = formWith({ planning: 'monthly', date_time: '2026-10-01' });
    expect(readPlanningFields(past, null, now).problems).toEqual(['start date must be greater than today']);
    expect(readPlanningFields(past, { start: '2026-10-01T00:00:00.000Z', end: null }, now).problems).toEqual(
      [],
    );
  });

  it('reads a start from today on as UTC days', () => {
    const today = formWith({ planning: 'weekly', date_time: '2026-11-23', end_date_time: '2027-01-01' });
    expect(readPlanningFields(today, null, now)).toEqual({
      problems: [],
      fields: {
        planning: 'weekly',
        date_time: '2026-11-23T00:00:00.000Z',
        end_date_time: '2027-01-01T00:00:00.000Z',
      },
    });
  });

  it('refuses an end before today, unless the edited plan keeps its own stored end', () => {
    const endInPast = ['end date must be greater than today'];
    const ended = formWith({ planning: 'monthly', date_time: '2026-11-23', end_date_time: '2026-11-01' });
    expect(readPlanningFields(ended, null, now).problems).toEqual(endInPast);
    // An edit of a plan that ended on 1 June 2025 (stored with a time of day by another client).
    const storedEnd = '2025-06-01T10:30:00.000Z';
    const edited = (end: string) =>
      formWith({ planning: 'monthly', date_time: '2025-01-01', end_date_time: end });
    const stored = { start: '2025-01-01T00:00:00.000Z', end: storedEnd };
    const kept = readPlanningFields(edited('2025-06-01'), stored, now);
    expect(kept.problems).toEqual([]);
    expect(kept.fields.end_date_time).toBe(storedEnd);
    expect(readPlanningFields(edited('2025-07-01'), stored, now).problems).toEqual(endInPast);
    expect(readPlanningFields(edited('2027-07-01'), stored, now).fields.end_date_time).toBe(
      '2027-07-01T00:00:00.000Z',
    );
  });
});
