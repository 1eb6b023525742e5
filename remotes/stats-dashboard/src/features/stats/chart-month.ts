import { toMonthValue } from '../../utils/date-range.ts';

// The graph stats read their month and year from these local-storage values.
const MONTH_KEY = 'chart-month';
const YEAR_KEY = 'chart-year';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored chart month (`yyyy-MM`, month 1-12), or `today`'s month when none is stored. */
export function readChartMonth(today: Date): string {
  const month = Number(storage()?.getItem(MONTH_KEY));
  const year = Number(storage()?.getItem(YEAR_KEY));
  if (Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) && year > 1900) {
    return toMonthValue(year, month);
  }
  return toMonthValue(today.getFullYear(), today.getMonth() + 1);
}

/** Remembers a `yyyy-MM` month as chart-year and chart-month (1-12). */
export function storeChartMonth(value: string): void {
  const [year, month] = value.split('-').map(Number);
  if (!year || !month) return;
  storage()?.setItem(YEAR_KEY, String(year));
  storage()?.setItem(MONTH_KEY, String(month));
}
