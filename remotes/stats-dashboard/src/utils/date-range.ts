/** A closed range of calendar days, as `yyyy-MM-dd` strings (the API's date format). */
export interface DateRange {
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of a date in local time. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first to the last day of a month (`month` 1-12). */
export function monthRange(year: number, month: number): DateRange {
  return {
    start: toIsoDate(new Date(year, month - 1, 1)),
    end: toIsoDate(new Date(year, month, 0)),
  };
}

/** The dashboard's default range: the first to the last day of `today`'s month. */
export function currentMonthRange(today: Date): DateRange {
  return monthRange(today.getFullYear(), today.getMonth() + 1);
}

/** The twelve months of a year, January first: the buckets of the yearly line chart and monthly table. */
export function monthsOfYear(year: number): DateRange[] {
  return Array.from({ length: 12 }, (_, index) => monthRange(year, index + 1));
}

/** The whole of a year, 1 January to 31 December. */
export function yearRange(year: number): DateRange {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/** The years of the line chart's selector (10 years), newest first from `today`'s year. */
export function yearsBack(today: Date, count = 10): number[] {
  const year = today.getFullYear();
  return Array.from({ length: count }, (_, index) => year - index);
}

/** `yyyy-MM`: the value of a month input. */
export function toMonthValue(year: number, month: number): string {
  return `${year}-${pad(month)}`;
}

/** The month of a `yyyy-MM` value and the month before it, as whole-month ranges; null when malformed. */
export function monthAndPrevious(value: string): { current: DateRange; previous: DateRange } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return {
    current: monthRange(year, month),
    previous: month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1),
  };
}
