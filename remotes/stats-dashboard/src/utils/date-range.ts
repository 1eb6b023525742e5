/** A closed range of calendar days, as `yyyy-MM-dd` strings (the API's date format, SPEC §5). */
export interface DateRange {
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of a date in local time. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The dashboard's default range (SPEC §4): the first to the last day of `today`'s month. */
export function currentMonthRange(today: Date): DateRange {
  const year = today.getFullYear();
  const month = today.getMonth();
  return { start: toIsoDate(new Date(year, month, 1)), end: toIsoDate(new Date(year, month + 1, 0)) };
}

/** The years of the line chart's selector (SPEC §9: 10 years), newest first from `today`'s year. */
export function yearsBack(today: Date, count = 10): number[] {
  const year = today.getFullYear();
  return Array.from({ length: count }, (_, index) => year - index);
}

/** `yyyy-MM`: the value of a month input. */
export function toMonthValue(year: number, month: number): string {
  return `${year}-${pad(month)}`;
}
