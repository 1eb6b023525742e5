// Stats rules: change rates, date ranges, months.

/**
 * The change from `previous` to `current` in whole percent: (current - previous) /
 * |previous| * 100, rounded; 100 when there was nothing before (the initial value) and 0 when both are 0.
 */
export function bounceRate(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

export const STATS_RANGE_MAX_DAYS = 365;
const DAY_MS = 86_400_000;

export const STATS_RANGE_MESSAGES = {
  order: 'The start date must not be after the end date',
  length: `The range can be at most ${STATS_RANGE_MAX_DAYS} days`,
} as const;

/**
 * A dashboard or stats range is 1 to 365 days (yyyy-mm-dd, both days included: the end may be
 * at most 365 days after the start, so a whole leap year fits). Null when it is fine.
 */
export function statsRangeProblem(start: string, end: string): string | null {
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS;
  if (Number.isNaN(days) || days < 0) return STATS_RANGE_MESSAGES.order;
  if (days > STATS_RANGE_MAX_DAYS) return STATS_RANGE_MESSAGES.length;
  return null;
}

/** The month names the charts label their buckets with (the original client's i18n keys). */
export const MONTH_KEYS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** The same calendar days `months` months earlier (or later), the day clamped to the month's length. */
export function shiftMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const lastDayOf = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return iso(Date.UTC(y, m, 0));
};

/** The calendar month before the one `day` falls in (stats compare month over month). */
export function previousMonth(day: string): { start: string; end: string } {
  const start = shiftMonths(`${day.slice(0, 8)}01`, -1);
  return { start, end: lastDayOf(start) };
}

/**
 * The range just before [start, end] (both days included): as many whole months when the range is whole
 * months, else as many days.
 */
export function previousRange(start: string, end: string): { start: string; end: string } {
  if (start.endsWith('-01') && end === lastDayOf(end)) {
    const months =
      (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
      Number(end.slice(5, 7)) -
      Number(start.slice(5, 7)) +
      1;
    const first = shiftMonths(start, -months);
    return { start: first, end: iso(Date.parse(`${start}T00:00:00Z`) - DAY_MS) };
  }
  const from = Date.parse(`${start}T00:00:00Z`);
  const length = Date.parse(`${end}T00:00:00Z`) - from + DAY_MS;
  return { start: iso(from - length), end: iso(from - DAY_MS) };
}
