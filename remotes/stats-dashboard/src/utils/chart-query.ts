import type { DateRange } from './date-range.ts';

/**
 * The query of a chart call: one `date_time[i][start]` and `date_time[i][end]` pair per range (yyyy-mm-dd,
 * both days included); the API answers one bucket per pair.
 */
export function dateTimeParams(ranges: readonly DateRange[]): URLSearchParams {
  const params = new URLSearchParams();
  ranges.forEach((range, index) => {
    params.append(`date_time[${index}][start]`, range.start);
    params.append(`date_time[${index}][end]`, range.end);
  });
  return params;
}
