import type { StatsTotal } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions } from '@tanstack/react-query';
import { statsKeys } from './stats-keys.ts';

/** The stats answered with `{ total }`: a number in the workspace currency. */
export type StatsFigure =
  | 'total'
  | 'total/planned'
  | 'total/planned/remaining'
  | 'health'
  | 'debits/total-negative'
  | 'debits/total-positive'
  | 'average-expenses'
  | 'average-incoming'
  | 'average-savings';

/** GET /api/stats/{figure}. */
export async function getStatsFigure(figure: StatsFigure): Promise<StatsTotal> {
  // The schema loads with the first call, so the shell's login page does not carry it.
  const { statsTotalSchema } = await import('@bc/api');
  return http().get(`api/stats/${figure}`).json(statsTotalSchema);
}

export const statsFigureQueryOptions = (figure: StatsFigure) =>
  queryOptions({
    queryKey: statsKeys.call(figure),
    queryFn: () => getStatsFigure(figure),
    refetchOnWindowFocus: true,
  });
