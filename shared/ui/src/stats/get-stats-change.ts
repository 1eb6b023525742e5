import type { StatsChange } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKeys } from './stats-keys.ts';

export type StatsRange = { start_date: string; end_date: string };

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** This month so far: from the first of the month to today, both included. */
export function monthSoFar(today: Date): StatsRange {
  return { start_date: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), end_date: isoDay(today) };
}

/**
 * GET /api/stats/{incoming|expenses}?start_date=&end_date=: the total of the range (expenses negative) and its
 * change against the calendar month before, in whole percent.
 */
export async function getStatsChange(type: 'incoming' | 'expenses', range: StatsRange): Promise<StatsChange> {
  const { statsChangeSchema } = await import('@bc/api');
  return http().get(`api/stats/${type}`, { searchParams: range }).json(statsChangeSchema);
}

export const statsChangeQueryOptions = (type: 'incoming' | 'expenses', range: StatsRange) =>
  queryOptions({
    queryKey: statsKeys.call(type, range),
    queryFn: () => getStatsChange(type, range),
    refetchOnWindowFocus: true,
  });

/** This month's incoming or expenses so far. */
export function useStatsChange(type: 'incoming' | 'expenses', today = new Date()) {
  return useQuery(statsChangeQueryOptions(type, monthSoFar(today)));
}
