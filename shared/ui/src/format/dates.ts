import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from './intl.ts';

/** How much of a date to show: the day, the day and the time, or the day and month alone (chart axes). */
export type DateStyle = 'day' | 'dayTime' | 'dayMonth';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'medium' },
  dayTime: { dateStyle: 'medium', timeStyle: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
function dateFormat(language: string, style: DateStyle, calendarDay: boolean): Intl.DateTimeFormat {
  return dateTimeFormat(language, {
    ...STYLES[style],
    // A calendar day (yyyy-mm-dd) is midnight UTC once parsed: read in UTC it stays the same day everywhere.
    ...(calendarDay && { timeZone: 'UTC' }),
  });
}

/**
 * A date as people read it in `language` ("23 nov 2026" in Italian, "23.11.2026" in German): a calendar day
 * (`yyyy-mm-dd`) as that day, a timestamp in the reader's time zone. Empty for a missing date; text that is
 * not a date shows as it came, so that nothing the server sent is hidden.
 */
export function formatDate(
  value: string | Date | null | undefined,
  language: string,
  style: DateStyle = 'day',
): string {
  if (value === null || value === undefined || value === '') return '';
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  // A calendar day has no time to show.
  return dateFormat(language, calendarDay && style === 'dayTime' ? 'day' : style, calendarDay).format(date);
}

/** `formatDate` in the interface language. */
export function useFormatDate(): (value: string | Date | null | undefined, style?: DateStyle) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value, style) => formatDate(value, language, style), [language]);
}
