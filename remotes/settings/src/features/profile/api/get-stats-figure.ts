import { type StatsTotal, statsTotalSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKey } from './stats-keys.ts';

/** The profile's figures answered with `{ total }`: the wallets' total and the health. */
export type ProfileFigure = 'total' | 'health';

/** GET /api/stats/{total|health}: `{ total }`, a number in the workspace currency. */
export async function getStatsFigure(figure: ProfileFigure): Promise<StatsTotal> {
  return http().get(`api/stats/${figure}`).json(statsTotalSchema);
}

export const statsFigureQueryOptions = (figure: ProfileFigure) =>
  queryOptions({ queryKey: statsKey(figure), queryFn: () => getStatsFigure(figure) });

export function useStatsFigure(figure: ProfileFigure) {
  return useQuery(statsFigureQueryOptions(figure));
}
