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
    expect(readPlanningFields(past, '2026-10-01T00:00:00.000Z', now).problems).toEqual([]);
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
});
