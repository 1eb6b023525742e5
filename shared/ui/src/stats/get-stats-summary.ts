import type { StatsSummary } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKeys } from './stats-keys.ts';

export type StatsRange = { start_date: string; end_date: string };

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** This month so far, in the person's calendar: from the first of the month to today, both included. */
export function monthSoFar(today: Date): StatsRange {
  return { start_date: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), end_date: isoDay(today) };
}

/**
 * GET /api/stats/summary: the top strip's figures in one call (this month so far for incoming and expenses).
 * One request instead of eight keeps the browser's six connections to the server free for the page below.
 */
export async function getStatsSummary(today: Date): Promise<StatsSummary> {
  // The schema loads with the first call, so the shell's login page does not carry it.
  const { statsSummarySchema } = await import('@bc/api');
  return http()
    .get('api/stats/summary', { searchParams: monthSoFar(today) })
    .json(statsSummarySchema);
}

export const statsSummaryQueryOptions = (today: Date) =>
  queryOptions({
    queryKey: statsKeys.call('summary', monthSoFar(today)),
    queryFn: () => getStatsSummary(today),
    refetchOnWindowFocus: true,
  });

export function useStatsSummary(today = new Date()) {
  return useQuery(statsSummaryQueryOptions(today));
}
