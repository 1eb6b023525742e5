import type { StatsTotal } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKey } from './stats-keys.ts';

/**
 * The figures of the top strip answered with `{ total }`: the wallets' total, the total at the end of the month
 * with what is planned, the health, and the payees' negative and positive balances.
 */
export type StripFigure =
  | 'total'
  | 'total/planned'
  | 'health'
  | 'debits/total-negative'
  | 'debits/total-positive';

/** GET /api/stats/{figure}: `{ total }`, a number in the workspace currency. */
export async function getStatsFigure(figure: StripFigure): Promise<StatsTotal> {
  const { statsTotalSchema } = await import('@bc/api');
  return http().get(`api/stats/${figure}`).json(statsTotalSchema);
}

export const statsFigureQueryOptions = (figure: StripFigure) =>
  queryOptions({
    queryKey: statsKey(figure),
    queryFn: () => getStatsFigure(figure),
    refetchOnWindowFocus: true,
  });

export function useStatsFigure(figure: StripFigure) {
  return useQuery(statsFigureQueryOptions(figure));
}
