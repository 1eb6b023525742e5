// Dates as banks and apps write them: any order of day, month and year, any separator, two-digit years and
// Quicken's apostrophe years. One date rarely tells its order (is 03/04 March or April?), so the order is
// decided over every date of the file, and the person is asked when the file itself cannot tell.
import { DATE_ORDERS } from '@bc/api';
import type { DateOrder, ReadProblem } from './bank-file.ts';

/** The file problem of dates that could be day-first or month-first, read day-first until the person chooses. */
export const CHOOSE_DATE_ORDER: ReadProblem = {
  field: 'date_format',
  message: 'The dates could be day-first or month-first: choose the order',
};

/** A time before or after the date ("2026-01-31 10:00", "2026-01-31T10:00:00.000+01:00", "10:00 31.01.2026"). */
const TRAILING_TIME =
  /(?:[T\s]+|^)\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:[AaPp]\.?[Mm]\.?)?\s*(?:Z|[+-]\d{2}:?\d{2})?$/;
const LEADING_TIME = /^\d{1,2}:\d{2}(?::\d{2})?\s+/;

type DateParts = [string, string, string];

/** The three numbers of a date in the order written, or null when the text holds no date shape. */
function dateParts(text: string, order: DateOrder): DateParts | null {
  const date = text.trim().replace(LEADING_TIME, '').replace(TRAILING_TIME, '').trim();
  // Without separators the order decides where to cut: YYYYMMDD, DDMMYYYY, MMDDYYYY.
  if (/^\d{8}$/.test(date)) {
    return order === 'ymd'
      ? [date.slice(0, 4), date.slice(4, 6), date.slice(6)]
      : [date.slice(0, 2), date.slice(2, 4), date.slice(4)];
  }
  // Quicken writes years as 5/ 1'98, 12/31'2005 or 1/ 5' 5: the apostrophe (and the padding spaces) separate.
  const parts = date.split(/\s*[/.\-']\s*|\s+/);
  if (parts.length !== 3 || !parts.every((part) => /^\d{1,4}$/.test(part))) return null;
  return parts as DateParts;
}

/** Two-digit years: 00–69 are 2000–2069, 70–99 are 1970–1999, as most spreadsheets pivot them. */
function fullYear(text: string): number | null {
  const year = Number(text);
  if (text.length === 4) return year >= 1000 ? year : null;
  if (text.length <= 2) return year < 70 ? 2000 + year : 1900 + year;
  return null;
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; the Date object knows the leap years.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoDate(yearText: string, monthText: string, dayText: string): string | null {
  const year = fullYear(yearText);
  if (year === null || monthText.length > 2 || dayText.length > 2) return null;
  const month = Number(monthText);
  const day = Number(dayText);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** YYYY-MM-DD of a date text read in the given order, or null when it is no date or no real day (31 February). */
export function parseDateText(text: string, order: DateOrder): string | null {
  const parts = dateParts(text, order);
  if (!parts) return null;
  const [first, second, third] = parts;
  if (order === 'ymd') return isoDate(first, second, third);
  if (order === 'dmy') return isoDate(third, second, first);
  return isoDate(third, first, second);
}

/** The orders a date text can be read in: empty when it is no date at all. */
function possibleOrders(text: string): DateOrder[] {
  // Guessed year-first only with a four-digit year: "13.02.03" is the 13th, not 2013 (it parses if chosen).
  return DATE_ORDERS.filter(
    (order) =>
      parseDateText(text, order) !== null && (order !== 'ymd' || dateParts(text, order)?.[0].length === 4),
  );
}

/** True when the text is a date in some order: how a header row is told from the rows below it. */
export function looksLikeDate(text: string): boolean {
  return possibleOrders(text).length > 0;
}

/**
 * The order of day, month and year that every date of the file allows; 'ambiguous' when both day-first and
 * month-first fit every date (or when dates disagree), null when most texts are no dates at all.
 */
export function detectDateOrder(samples: string[]): DateOrder | 'ambiguous' | null {
  const written = samples.map((sample) => sample.trim()).filter((sample) => sample !== '');
  const readings = written.map(possibleOrders).filter((orders) => orders.length > 0);
  // A few bad rows should not hide the order of the rest; they get their own problem when read.
  if (readings.length === 0 || readings.length * 2 < written.length) return null;
  const fitting = DATE_ORDERS.filter((order) => readings.every((orders) => orders.includes(order)));
  // Year-first dates never fit another order, so more than one fitting order is day-first against month-first.
  return fitting.length === 1 ? (fitting[0] ?? null) : 'ambiguous';
}
