import { describe, expect, it } from 'vitest';
import { type Span, sumsPlan } from './stats-sql.ts';

const day = (value: string) => new Date(`${value}T00:00:00.000Z`);
const span = (start: string, end: string): Span => ({ start: day(start), end: day(end) });
const days = (spans: readonly Span[]) =>
  spans.map((each) => `${each.start.toISOString().slice(0, 10)}/${each.end.toISOString().slice(0, 10)}`);
const NOW = new Date('2026-11-23T12:00:00.000Z');

describe('sumsPlan', () => {
  it('reads a month so far as the whole month: nothing after now counts yet', () => {
    const plan = sumsPlan(span('2026-11-01', '2026-11-24'), NOW);
    expect(days(plan.months)).toEqual(['2026-11-01/2026-12-01']);
    expect(plan.rows).toEqual([]);
    expect(plan.less).toEqual([]);
  });

  it('reads most of a month as the month less the rest, and merges it with the months next to it', () => {
    const plan = sumsPlan(span('2026-10-09', '2026-11-24'), NOW);
    expect(days(plan.months)).toEqual(['2026-10-01/2026-12-01']);
    expect(plan.rows).toEqual([]);
    expect(days(plan.less)).toEqual(['2026-10-01/2026-10-09']);
  });

  it('reads a small part of a month from its rows', () => {
    const plan = sumsPlan(span('2026-03-25', '2026-05-04'), NOW);
    expect(days(plan.months)).toEqual(['2026-04-01/2026-05-01']);
    expect(days(plan.rows)).toEqual(['2026-03-25/2026-04-01', '2026-05-01/2026-05-04']);
    expect(plan.less).toEqual([]);
  });

  it('reads a range across two months without a whole one from its rows', () => {
    const plan = sumsPlan(span('2026-03-20', '2026-04-10'), NOW);
    expect(plan.months).toEqual([]);
    expect(days(plan.rows)).toEqual(['2026-03-20/2026-04-10']);
  });
});
