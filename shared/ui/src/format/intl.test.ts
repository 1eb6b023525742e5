import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.ts';

describe('the kept Intl formatters', () => {
  it('builds a formatter once per language and options', () => {
    const percent = numberFormat('de', { style: 'percent' });
    expect(numberFormat('de', { style: 'percent' })).toBe(percent);
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(percent);
    expect(numberFormat('de')).not.toBe(percent);
    // German puts a no-break space before the sign.
    expect(percent.format(0.5)).toBe('50\u00a0%');

    const month = dateTimeFormat('it', { month: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('it', { month: 'short', timeZone: 'UTC' })).toBe(month);
    expect(dateTimeFormat('it', { month: 'long', timeZone: 'UTC' })).not.toBe(month);
    expect(month.format(new Date(Date.UTC(2026, 10, 1)))).toBe('nov');
  });
});
